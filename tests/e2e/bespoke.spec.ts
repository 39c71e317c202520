// The bespoke application screens in Chromium against the real server (contract.md: the events
// endpoint with its version, the income providers' returns outside /{uuid}). An applicant is
// registered and an application created over HTTP, as in application.spec.ts.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword } from '../server/harness';
import { axeViolations, text } from './helpers';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

async function applicant(request: APIRequestContext, page: Page) {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `e2e-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { authorization: `Bearer ${jwt}` }, data: helocRequest({}) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return { uuid };
}

test('a provider return without a stored application says so and leads to the dashboard', async ({ page }) => {
  await page.goto('/account/heloc/plaid-oauth-success?oauth_state_id=abc');
  await expect(page.getByRole('heading', heading('income.callback.heading'))).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(text('income.callback.noApplication'));
  await expect(page.getByRole('link', { name: text('income.callback.dashboard') })).toHaveAttribute('href', '/account/heloc/dashboard');
  expect(await axeViolations(page)).toEqual([]);
});

test('a payroll link the applicant did not finish sends no event and leads back to income review', async ({ page }) => {
  const uuid = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('heloc_uuid', id), uuid);
  let events = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/events')) events++;
  });
  await page.goto('/account/heloc/income/pointserv-callback?linkSessionId=ls-1&status=cancelled');
  await expect(page.getByRole('alert')).toContainText(text('income.callback.notLinked'));
  await expect(page.getByRole('link', { name: text('income.callback.back') })).toHaveAttribute('href', `/account/heloc/${uuid}/income/review`);
  expect(events).toBe(0);
});

test('a second tab choosing an offer after the first one is told the application was updated elsewhere', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const { uuid } = await applicant(request, first);
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto(`/account/heloc/${uuid}`);
    await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 30_000 });
  }
  await first.getByRole('button', { name: text('application.offer.continue') }).click();
  await expect(first.getByRole('heading', heading('offer.confirm.heading'))).toBeVisible();
  // The second tab still holds the version it read: SELECT_OFFER answers 409 VERSION_CONFLICT.
  await second.getByRole('button', { name: text('application.offer.continue') }).click();
  await expect(second.getByRole('alert')).toContainText(text('events.conflict.message'));
  await second.getByRole('button', { name: text('events.conflict.reload') }).click();
  await expect(second.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 30_000 });
  await expect(second.getByRole('alert')).toHaveText('');
  await context.close();
});

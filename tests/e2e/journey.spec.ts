// A new applicant's whole journey in the browser, by labels and roles only: register-v2 from the
// property address to 'Check my rate', then the application's status screens to the offers.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { brandOf, input, text, urlOn } from './helpers';
import { answerRegistration } from './registration';

const base = '/account/heloc/register-v2';
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

for (const orgCode of ['acme-lending', 'fairway', 'cmg-mortgage']) {
  test(`a new applicant on ${orgCode} goes from the first question to choosing an offer amount`, async ({ page, baseURL }) => {
    const { hostPrefix } = brandOf(orgCode);
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, base));
    await answerRegistration(page, `journey-${randomUUID()}@example.com`);
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });
    // The answers now live on the server, none in the browser.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('flow-answers')))).toEqual([]);
    await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/product\/select$/);
    await page.getByRole('radio').first().check();
    await input(page, text('application.offer.amount')).fill('50000');
    await input(page, text('application.offer.amount')).blur();
    await expect(page.getByRole('region', { name: text('application.offer.summary') })).toContainText('$50,000.00');
    await page.getByRole('button', { name: text('application.offer.continue') }).click();
    await expect(page.getByRole('heading', heading('offer.confirm.heading'))).toBeVisible();
  });
}

test('a double click on Check my rate creates one application and sends each start event once', async ({ page, request }) => {
  const events: string[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/ft/web/event') || r.status() !== 204) return;
    const { name } = JSON.parse(r.request().postData()!) as { name: string };
    // The start events; page views and leaves go to the same call (tests/e2e/telemetry.spec.ts).
    if (!name.startsWith('page-')) events.push(name);
  });
  await page.goto(base);
  await answerRegistration(page, `double-${randomUUID()}@example.com`);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).dblclick();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const list = await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: `Bearer ${jwt}` } });
  expect((await list.json()).length).toBe(1);
  await expect.poll(() => [...events].sort()).toEqual(['appStarted', 'heloc-register-start', 'helocStarted']);
});

test("an email that already has an account shows 'Account Already Exists' with Login, keeping the answers", async ({ page, request }) => {
  const email = `taken-${randomUUID()}@example.com`;
  await request.post('/identity/api/v1/registration/register', { data: { email, password: 'Granite-Kettle-47!' } });
  await page.goto(base);
  await answerRegistration(page, email);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('flow-answers')))).toHaveLength(1);
});

test('a network failure on submit keeps the answers, says so where focus goes, and a retry creates one application', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(base);
  await answerRegistration(page, `offline-${randomUUID()}@example.com`);
  let failed = false;
  await page.route('**/service-application/api/v3/application/helocs**', (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
  const alert = page.getByRole('alert').filter({ hasText: text('submit.failed.kept') });
  await expect(alert).toContainText(text('common.errors.generic'));
  // Focus goes to the message (below the form, so below the fold on a phone), not to the top.
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await alert.getByRole('button', { name: text('submit.failed.retry') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const list = await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: `Bearer ${jwt}` } });
  expect((await list.json()).length).toBe(1);
});

// Application form screens in Chromium against the real server: start/contact with a mailing address
// of its own (a later step of the same flow), the draft kept through a refresh, a second tab that
// submits first while this one follows it to the next screen by itself (the 'updated elsewhere'
// conflict is bespoke.spec's), and the HMDA rule that 'I do not wish to provide this information'
// excludes the other answers, checked in the page and then on the server.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, statusOf, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { input, text } from './helpers';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

/** A new applicant whose application has accepted its offer (COLLECT_ADDITIONAL_INFO). */
async function atContact(request: APIRequestContext, page: Page): Promise<{ uuid: string; api: Api }> {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `e2e-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { authorization: `Bearer ${jwt}` }, data: helocRequest({}) });
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt);
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 30_000 }).toBe('OFFER_SELECTION');
  await acceptOffer(api, uuid);
  await page.context().addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return { uuid, api };
}

test('contact with a mailing address of its own survives a refresh; a tab made stale by another follows it to the next screen by itself', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { uuid } = await atContact(request, page);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/contact$`));
  await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page).toHaveURL(/\/start\/contact\/mailing-address$/);
  await input(page, text('fields.address.street1')).fill('1 Main St');
  await input(page, text('fields.address.city')).fill('Austin');
  await input(page, text('fields.address.state')).fill('TX');
  await input(page, text('fields.address.zip')).fill('78701');
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page).toHaveURL(/\/start\/contact\/title$/);
  await page.getByRole('radio', { name: text('fields.titleOwnership.SOLE'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page).toHaveURL(/\/start\/contact\/phone-and-status$/);
  // The answer is saved as a draft on the server as the applicant goes (debounced): a refresh keeps it.
  // The save that holds this answer: an earlier step's debounced save may still be on its way.
  const saved = page.waitForResponse((r) => r.url().endsWith(`/${uuid}/answers/contact`) && r.request().method() === 'PUT' && r.ok() && (r.request().postData() ?? '').includes('UNMARRIED'));
  await page.getByRole('radio', { name: text('fields.maritalStatus.UNMARRIED'), exact: true }).check();
  await saved;
  await page.reload();
  await expect(page.getByRole('radio', { name: text('fields.maritalStatus.UNMARRIED'), exact: true })).toBeChecked();

  // A second tab sends the contact details first.
  const second = await page.context().newPage();
  await second.goto(`/account/heloc/${uuid}/start/contact/phone-and-status`);
  await second.getByRole('radio', { name: text('fields.maritalStatus.MARRIED'), exact: true }).check();
  await second.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(second.getByRole('heading', heading('flows.hmda.steps.index.heading'))).toBeVisible();

  // This tab follows by itself (spec section 4: a stable status is read again until it changes):
  // it shows where the application is now without a reload, and nothing of the other tab's is lost.
  await expect(page.getByRole('heading', heading('flows.hmda.steps.index.heading'))).toBeVisible({ timeout: 15_000 });
});

test("HMDA: 'I do not wish to provide this information' excludes the other answers of its question", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { uuid, api } = await atContact(request, page);
  await page.goto(`/account/heloc/${uuid}`);
  await page.getByRole('radio', { name: text('fields.yesNo.YES'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await page.getByRole('radio', { name: text('fields.titleOwnership.SOLE'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await page.getByRole('radio', { name: text('fields.maritalStatus.MARRIED'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.submit') }).click();

  await expect(page.getByRole('heading', heading('flows.hmda.steps.index.heading'))).toBeVisible();
  await expect(page.getByText(/^The purpose of collecting this information is to help ensure/)).toBeVisible();
  const ethnicity = page.getByRole('group', { name: text('fields.hmda.ethnicity.label') });
  await ethnicity.getByRole('checkbox', { name: text('fields.hmda.ethnicity.mexican'), exact: true }).check();
  await ethnicity.getByRole('checkbox', { name: text('fields.hmda.ethnicity.notProvided'), exact: true }).check();
  await page.getByRole('group', { name: text('fields.hmda.race.label') }).getByRole('checkbox', { name: text('fields.hmda.race.white'), exact: true }).check();
  await page.getByRole('group', { name: text('fields.hmda.sex.label') }).getByRole('checkbox', { name: text('fields.hmda.sex.female'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(page.getByText(text('errors.hmda.exclusive'))).toBeVisible();
  expect((await statusOf(api, uuid)).status).toBe('HMDA');
  // Put right, it goes on to the summary.
  await ethnicity.getByRole('checkbox', { name: text('fields.hmda.ethnicity.mexican'), exact: true }).uncheck();
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(page.getByRole('heading', heading('summary.heading'))).toBeVisible();
});

// A new applicant's whole journey in the browser, by labels and roles only: register-v2 from the
// property address to 'Check my rate', then the application's status screens to the offers.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { brandOf, copyPattern, input, text, urlOn } from './helpers';

const base = '/account/heloc/register-v2';
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading(`flows.register-v2.steps.${step}.heading`))).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers every step of register-v2 for a new applicant and stops before 'Check my rate'. */
export async function answerRegistration(page: Page, email: string) {
  await input(page, text('fields.address.street1')).fill('100 Main St');
  await page.getByRole('button', { name: text('fields.address.manual') }).click();
  await input(page, text('fields.address.city')).fill('Springfield');
  await input(page, text('fields.address.state')).fill('CA');
  await input(page, text('fields.address.zip')).fill('94105');
  await page.getByRole('radio', { name: text('fields.occupancyType.HOME'), exact: true }).check();
  await next(page, 'for-sale');
  await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
  await next(page, 'annual-income');
  await input(page, text('fields.income.income')).fill('120000');
  await choose(page, text('fields.income.employmentType'), text('fields.employmentType.FULL_TIME'));
  await next(page, 'legal-name');
  await input(page, text('fields.name.firstName')).fill('Pat');
  await input(page, text('fields.name.lastName')).fill('Applicant');
  await next(page, 'birthdate');
  await input(page, text('fields.dob.month')).fill('5');
  await input(page, text('fields.dob.day')).fill('17');
  await input(page, text('fields.dob.year')).fill('1980');
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.phone-and-email.heading'))).toBeVisible();
  await input(page, text('fields.phoneNumber')).fill('(555) 555-0100');
  await input(page, text('fields.email')).fill(email);
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.final.heading'))).toBeVisible();
  await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
  await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
  await page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }).check();
  await page.getByRole('checkbox', { name: text('fields.consent.communication') }).check();
}

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
    await expect(page.getByRole('status').getByText(text('application.offer.saved'))).toBeVisible();
  });
}

test('a double click on Check my rate creates one application', async ({ page, request }) => {
  await page.goto(base);
  await answerRegistration(page, `double-${randomUUID()}@example.com`);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).dblclick();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const list = await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: `Bearer ${jwt}` } });
  expect((await list.json()).length).toBe(1);
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

test('a network failure on submit keeps the answers, says so, and a retry creates one application', async ({ page, request }) => {
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
  await alert.getByRole('button', { name: text('submit.failed.retry') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const list = await request.get('/service-application/api/v1/application/heloc/all', { headers: { authorization: `Bearer ${jwt}` } });
  expect((await list.json()).length).toBe(1);
});

// Underwriting conditions and staff reviews (issue 16, deliverables 4 and 5) in Chromium against
// the real server, on two brands, as the people would: a staff member signs in to the console and
// raises a bank-letter condition (with a phone-number and an ownership-type one); the applicant's
// application page routes them to the conditions, where they upload the letter, give a phone
// number and confirm the update; the staff member clears them and the application goes on to its
// offers. And: an identity pending review (the Idreview persona) approved in the console moves the
// application on to signing. axe at 1280 and 320 px and checkScreen on every new screen.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { waitFor } from '../server/closing-journey';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, submitApplication, submitIdentity, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { STAFF_E2E } from './staff-account';

test.describe.configure({ timeout: 180_000 });

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
];
type Brand = (typeof BRANDS)[number];

const letter = { name: 'bank-letter.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) };
const fill = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

async function applicant(request: APIRequestContext, brand: Brand, lastName = 'Conditions'): Promise<{ api: Api; uuid: string; loanNumber: string; jwt: string }> {
  const org = { 'x-org': brand.orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `conditions-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName }) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: number };
  const api = playwrightApi(request, jwt, org);
  await waitFor(api, uuid, 'OFFER_SELECTION', 60_000);
  return { api, uuid, loanNumber: String(loanNumber), jwt };
}

/** The applicant's own browser, signed in (their token where the application pages keep it). */
async function applicantPage(browser: Browser, baseURL: string, jwt: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return context.newPage();
}

async function axeAndLayout(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, where);
}

async function staffOpens(page: Page, baseURL: string, brand: Brand, uuid: string, loanNumber: string) {
  await page.goto(urlOn(baseURL, brand.host, '/staff'));
  await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
  await page.goto(urlOn(baseURL, brand.host, `/staff/applications/${uuid}`));
  await expect(page.getByRole('heading', { level: 1, name: fill('staff.application.heading', { loanNumber }) })).toBeVisible();
}

async function raise(page: Page, category: string, options: { document?: string; comments?: string; notes?: string; ownership?: string } = {}) {
  const form = page.getByRole('form', { name: text('staff.conditions.raise.heading') });
  await form.getByLabel(text('staff.conditions.raise.category')).selectOption({ label: text(`conditions.categories.${category}.title`) });
  if (options.document) await form.getByLabel(text('staff.conditions.raise.documents')).selectOption({ label: text(`conditions.documentTypes.${options.document}`) });
  if (options.ownership) await form.getByLabel(text('staff.conditions.raise.ownership')).selectOption({ label: text(`conditions.ownership.${options.ownership}`) });
  if (options.comments) await form.getByLabel(text('staff.conditions.raise.comments')).fill(options.comments);
  if (options.notes) await form.getByLabel(text('staff.conditions.raise.notes')).fill(options.notes);
  await form.getByRole('button', { name: text('staff.conditions.raise.submit') }).click();
  await expect(conditionEntry(page, category, 'OPEN')).toBeVisible();
}

const conditionEntry = (page: Page, category: string, state: 'OPEN' | 'ANSWERED' | 'CLEARED') =>
  page.getByText(fill('staff.conditions.entry', { title: text(`conditions.categories.${category}.title`), state: text(`staff.conditions.states.${state}`) }), { exact: true });

const answerLink = (page: Page, category: string) => page.getByRole('link', { name: fill('conditions.index.openLabel', { title: text(`conditions.categories.${category}.title`) }) });

for (const brand of BRANDS) {
  test(`a staff member raises a bank-letter condition, the applicant answers it, it is cleared and the application goes on (${brand.orgCode})`, async ({ page, request, browser, baseURL }) => {
    const app = await applicant(request, brand);
    await staffOpens(page, baseURL!, brand, app.uuid, app.loanNumber);
    await raise(page, 'BANK_ACCOUNT_FRAUD_REVIEW', { document: 'BANK_LETTER', comments: 'Please send a letter from your bank.', notes: 'Staff only: flagged by the bank-data check.' });
    await raise(page, 'MISSING_PHONE_NUMBER');
    await raise(page, 'REQUEST_PERMISSION_FROM_CUSTOMER', { ownership: 'TRUST' });
    await expect(page.getByText(fill('staff.conditions.ownership', { ownership: text('conditions.ownership.TRUST') }))).toBeVisible();
    // The first condition's comments went with it only: the form starts empty again.
    await expect(page.getByText(fill('staff.conditions.comments', { comments: 'Please send a letter from your bank.' }))).toHaveCount(1);
    await axeAndLayout(page, 'staff application with conditions');

    const borrower = await applicantPage(browser, baseURL!, app.jwt);
    await borrower.goto(urlOn(baseURL!, brand.host, `/account/heloc/${app.uuid}`));
    // The application page routes to the conditions while one is open.
    await expect(borrower.getByRole('heading', { level: 1, name: text('conditions.index.heading') })).toBeVisible({ timeout: 30_000 });
    await expect(borrower).toHaveURL(new RegExp(`/account/heloc/${app.uuid}/conditions$`));
    const items = borrower.getByRole('region', { name: text('conditions.index.notifications') }).getByRole('listitem');
    // Oldest first.
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(text('conditions.categories.BANK_ACCOUNT_FRAUD_REVIEW.title'));
    await expect(items.nth(0)).toContainText('Please send a letter from your bank.');
    await expect(borrower.getByText('Staff only', { exact: false })).toHaveCount(0);
    await axeAndLayout(borrower, 'conditions');

    await answerLink(borrower, 'BANK_ACCOUNT_FRAUD_REVIEW').click();
    await expect(borrower).toHaveURL(/\/conditions\/upload-document\?conditionUuid=[0-9a-f-]{36}&conditionType=upload-document&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW$/);
    await expect(borrower.getByRole('heading', { level: 1, name: text('conditions.upload.heading') })).toBeVisible();
    await axeAndLayout(borrower, 'conditions/upload-document');
    await borrower.getByLabel(text('conditions.documentTypes.BANK_LETTER')).setInputFiles(letter);
    await expect(borrower.getByText(fill('conditions.upload.uploaded', { name: 'bank-letter.png (72 bytes)' }))).toBeVisible();
    await borrower.getByRole('button', { name: text('conditions.upload.submit') }).click();
    await expect(items.nth(0)).toContainText(text('conditions.index.received'));

    await answerLink(borrower, 'MISSING_PHONE_NUMBER').click();
    await expect(borrower.getByRole('heading', { level: 1, name: text('conditions.phone.heading') })).toBeVisible();
    await axeAndLayout(borrower, 'conditions/phone-number');
    await borrower.getByRole('textbox', { name: text('conditions.phone.label') }).fill('555 555 0142');
    await borrower.getByRole('button', { name: text('conditions.phone.submit') }).click();
    await expect(items.nth(1)).toContainText(text('conditions.index.received'));

    await answerLink(borrower, 'REQUEST_PERMISSION_FROM_CUSTOMER').click();
    await expect(borrower.getByRole('heading', { level: 1, name: text('conditions.confirm.heading') })).toBeVisible();
    // The page says what the title is to become (the staff member's choice).
    await expect(borrower.getByText(fill('conditions.confirm.proposed', { ownership: text('conditions.ownership.TRUST') }))).toBeVisible();
    await borrower.getByRole('button', { name: text('conditions.confirm.submit') }).click();
    await expect(borrower.getByText(text('conditions.confirm.required'))).toBeVisible();
    await axeAndLayout(borrower, 'conditions/confirm-update');
    await borrower.getByLabel(text('conditions.confirm.checkbox')).check();
    await borrower.getByRole('button', { name: text('conditions.confirm.submit') }).click();
    await expect(items.nth(2)).toContainText(text('conditions.index.received'));
    // A title to be held in a trust asks for the trust's certificate next (the category's onConfirm).
    await expect(items).toHaveCount(4);
    await expect(items.nth(3)).toContainText(text('conditions.categories.TRUST_REQUIREMENTS_REVIEW.title'));

    // The staff member sees the answers and clears each condition.
    await page.reload();
    await expect(conditionEntry(page, 'BANK_ACCOUNT_FRAUD_REVIEW', 'ANSWERED')).toBeVisible();
    await expect(page.getByText(fill('staff.conditions.documents', { count: '1' })).first()).toBeVisible();
    for (const category of ['BANK_ACCOUNT_FRAUD_REVIEW', 'MISSING_PHONE_NUMBER', 'REQUEST_PERMISSION_FROM_CUSTOMER', 'TRUST_REQUIREMENTS_REVIEW']) {
      await page.getByRole('button', { name: fill('staff.conditions.clearLabel', { title: text(`conditions.categories.${category}.title`) }) }).click();
      await expect(conditionEntry(page, category, 'CLEARED')).toBeVisible();
    }
    await expect(page.getByText('(555) 555-0142', { exact: true })).toBeVisible();

    // The application goes on: back to the offers the conditions held.
    await borrower.goto(urlOn(baseURL!, brand.host, `/account/heloc/${app.uuid}`));
    await expect(borrower).toHaveURL(new RegExp(`/account/heloc/${app.uuid}/product/select$`), { timeout: 30_000 });
    await borrower.context().close();
  });

  test(`a staff member approves an identity pending review and the application goes on (${brand.orgCode})`, async ({ page, request, baseURL }) => {
    const app = await applicant(request, brand, 'Idreview');
    await acceptOffer(app.api, app.uuid);
    await submitApplication(app.api, app.uuid);
    await waitFor(app.api, app.uuid, 'INCOME_VERIFICATION', 60_000);
    await linkPayroll(app.api, app.uuid);
    await waitFor(app.api, app.uuid, 'IDENTITY_VERIFICATION', 60_000);
    await submitIdentity(app.api, app.uuid);
    await waitFor(app.api, app.uuid, 'IDENTITY_REVIEW', 60_000);

    await staffOpens(page, baseURL!, brand, app.uuid, app.loanNumber);
    const facts = page.locator('dl').first();
    await expect(facts.getByRole('definition').first()).toHaveText(`${text('staff.statuses.IDENTITY_REVIEW')} (IDENTITY_REVIEW)`);
    await expect(page.getByText(fill('staff.review.intro', { status: text('staff.statuses.IDENTITY_REVIEW') }))).toBeVisible();
    await axeAndLayout(page, 'staff review');
    await page.getByRole('button', { name: text('staff.review.approve'), exact: true }).click();
    await expect(facts.getByRole('definition').first()).not.toHaveText(/IDENTITY_REVIEW/);
    await expect(page.getByRole('button', { name: text('staff.review.approve'), exact: true })).toHaveCount(0);
    await waitFor(app.api, app.uuid, 'NOTE_SIGNING', 60_000);
    await page.reload();
    await expect(page.getByRole('region', { name: text('staff.application.history') }).getByText(fill('staff.application.historyEntry', { event: 'CLEAR_REVIEW', from: text('staff.statuses.IDENTITY_REVIEW'), to: text('staff.statuses.GEN_CLOSING_DISCLOSURE') }))).toBeVisible();
  });
}

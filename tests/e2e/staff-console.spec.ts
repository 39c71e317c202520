// The staff console's foundation (issue 16, deliverable 5) in Chromium against the real server, on
// two brands. The staff account is the one the server made at start from STAFF_BOOTSTRAP (see
// playwright.config.ts): the browser tests' PGlite is held by the server, so `npm run staff:add`
// cannot reach it, and no test-only route exists. An applicant registers and applies over HTTP;
// the staff member signs in at /staff by the labels, searches by the applicant's email, opens the
// application from the results table and reads its status and history. axe at 1280 and 320 px and
// no sideways scroll at 320, 390 and 1280 px on every console page.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiRoutes } from '../../src/core/contract/routes';
import { conditionRoutes } from '../../src/core/contract/condition-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { helocRequest, strongPassword } from '../server/harness';
import { images, statusOf } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, brandOf, text, urlOn } from './helpers';
import { checkScreen, LAYOUT_WIDTHS } from './layout';
import { STAFF_E2E } from './staff-account';

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
];

/** A last name of letters only (the name rule refuses digits), different in every run. */
const uniqueName = () => `Staffview${Array.from(randomUUID().replace(/-/g, '').slice(0, 8), (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('')}`;

async function applicantWithOffers(request: APIRequestContext, orgCode: string, body: Record<string, unknown> = {}) {
  const org = { 'x-org': orgCode };
  const email = `staff-view-${randomUUID()}@example.com`;
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: { ...helocRequest({ lastName: uniqueName() }), ...body } });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: number };
  const api = playwrightApi(request, jwt, org);
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 45_000, intervals: [250, 500, 1000] }).toBe('OFFER_SELECTION');
  return { email, uuid, loanNumber: String(loanNumber), api };
}

const LETTER = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Seeded over HTTP: staff raise a bank-letter condition, the applicant uploads the letter (a PDF)
 * and answers with it, and uploads the front of their ID; the condition waits, answered, uncleared.
 */
async function answeredCondition(request: APIRequestContext, orgCode: string) {
  const applicant = await applicantWithOffers(request, orgCode);
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  const staff = { authorization: `Bearer ${((await session.json()) as { jwt: string }).jwt}` };
  const raised = await request.post(staffApiRoutes.conditions.path({ uuid: applicant.uuid }), { headers: staff, data: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'], numDocsRequired: 1 } });
  expect(raised.status(), await raised.text()).toBe(201);
  const conditionUuid = ((await raised.json()) as { uuid: string }).uuid;
  const documents = apiRoutes.documents.path({ uuid: applicant.uuid });
  const letter = await applicant.api.upload(documents, 'BANK_LETTER', { name: 'bank-letter.pdf', type: 'application/pdf', bytes: LETTER });
  expect(letter.status).toBe(201);
  const answered = await applicant.api.post(conditionRoutes.conditionAnswer.path({ uuid: applicant.uuid, conditionUuid }), { documentUuids: [(letter.body as { uuid: string }).uuid] });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  expect((await applicant.api.upload(documents, 'ID_FRONT', { name: 'id-front.png', type: 'image/png', bytes: images.png })).status).toBe(201);
  return applicant;
}

async function signIn(page: Page) {
  await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
}

/** Clicks a document's link and answers the file the browser saved: its name and bytes. */
async function openDocument(page: Page, region: string, fileName: string) {
  const saved = page.waitForEvent('download');
  await page.getByRole('region', { name: region }).getByRole('button', { name: text('staff.application.openDocument').replace('{{name}}', fileName), exact: true }).click();
  const download = await saved;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

async function layoutAndAxe(page: Page, where: string) {
  for (const width of [...LAYOUT_WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${where} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    if (width !== 390) expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const brand of BRANDS) {
  test(`a staff member finds an application by its applicant's email and reads its status and history (${brand.orgCode})`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    // Came by a mailed campaign's link: its parameters as the registration sends them.
    const applicant = await applicantWithOffers(request, brand.orgCode, { utmParameters: { utm_source: 'mail', utm_campaign: 'spring-2027' } });

    await page.goto(urlOn(baseURL!, brand.host, '/staff'));
    await expect(page.getByRole('heading', { level: 1, name: text('staff.signIn.heading') })).toBeVisible();
    // The console shows none of the applicants' controls.
    await expect(page.getByRole('button', { name: text('shell.menu.button') })).toHaveCount(0);
    await layoutAndAxe(page, 'sign-in');
    await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
    await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
    await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
    await page.getByRole('textbox', { name: text('staff.search.label') }).fill(applicant.email);
    await page.getByRole('button', { name: text('staff.search.submit'), exact: true }).click();
    const table = page.getByRole('table', { name: text('staff.search.caption').replace('{{total}}', '1') });
    await expect(table).toBeVisible();
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: applicant.loanNumber }) });
    // Statuses by their names (copy/en/staff.json statuses), not their codes.
    await expect(row.getByRole('cell', { name: text('staff.statuses.OFFER_SELECTION'), exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'OFFER_SELECTION' })).toHaveCount(0);
    await layoutAndAxe(page, 'search results');

    // Keyboard: the loan number is a link reached and followed from the keyboard.
    const open = row.getByRole('link', { name: text('staff.search.open').replace('{{loanNumber}}', applicant.loanNumber) });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: text('staff.application.heading').replace('{{loanNumber}}', applicant.loanNumber) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/staff/applications/${applicant.uuid}$`));
    // The product by its name (copy/en/product.json), never its id.
    await expect(page.getByText(text('product.heloc.name'), { exact: true })).toBeVisible();
    const facts = page.locator('dl').first();
    await expect(facts.getByRole('definition').first()).toHaveText(`${text('staff.statuses.OFFER_SELECTION')} (OFFER_SELECTION)`);
    // The brand by its company name, not its code.
    await expect(facts.getByRole('definition').nth(1)).toHaveText(brandOf(brand.orgCode).view.companyName);
    const history = page.getByRole('region', { name: text('staff.application.history') }).getByRole('listitem');
    await expect(history.first()).toContainText(`: ${text('staff.statuses.IN_PROGRESS')} to `);
    await expect(history.last()).toContainText(` to ${text('staff.statuses.OFFER_SELECTION')}`);
    await expect(page.getByText(applicant.email, { exact: true })).toBeVisible();
    await expect(page.getByText(text('staff.application.noDocuments'), { exact: true })).toBeVisible();
    // Where it came from: each campaign parameter by its name, nothing for a referral it did not have.
    const source = page.getByRole('region', { name: text('staff.application.source') });
    await expect(source.getByRole('term')).toHaveText([text('staff.application.campaign').replace('{{name}}', 'utm_source'), text('staff.application.campaign').replace('{{name}}', 'utm_campaign')]);
    await expect(source.getByRole('definition')).toHaveText(['mail', 'spring-2027']);
    await layoutAndAxe(page, 'application');
    await checkScreen(page, 'staff application with its source');

    // Back returns to the same results.
    await page.getByRole('link', { name: text('staff.application.back') }).click();
    await expect(table).toBeVisible();
  });
}

for (const brand of BRANDS) {
  test(`a staff member opens the applicant's uploads from the application page before clearing the condition (${brand.orgCode})`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const applicant = await answeredCondition(request, brand.orgCode);
    await page.goto(urlOn(baseURL!, brand.host, '/staff'));
    await signIn(page);
    await page.goto(urlOn(baseURL!, brand.host, `/staff/applications/${applicant.uuid}`));
    await expect(page.getByRole('heading', { level: 1, name: text('staff.application.heading').replace('{{loanNumber}}', applicant.loanNumber) })).toBeVisible();
    const conditions = page.getByRole('region', { name: text('staff.conditions.heading') });
    await expect(conditions.getByText(text('staff.conditions.requested').replace('{{documents}}', text('staff.documentTypes.BANK_LETTER')), { exact: true })).toBeVisible();

    // The condition's letter, from the condition itself: the bytes as uploaded, under their name.
    expect(await openDocument(page, text('staff.conditions.heading'), 'bank-letter.pdf')).toEqual({ name: 'bank-letter.pdf', bytes: LETTER });
    // The ID document, from the documents list.
    expect(await openDocument(page, text('staff.application.documents'), 'id-front.png')).toEqual({ name: 'id-front.png', bytes: Buffer.from(images.png) });
    // Nothing was cleared by reading.
    await expect(conditions.getByRole('button', { name: text('staff.conditions.clearLabel').replace('{{title}}', text('conditions.categories.BANK_ACCOUNT_FRAUD_REVIEW.title')) })).toBeVisible();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `staff application with documents at ${width}px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkScreen(page, 'staff application with documents');
  });
}

// Issue 24 in Chromium against the real server: each application shows its own product. On
// fairway (HELOC and crypto HELOC) an applicant with a declined HELOC and a live crypto HELOC sees
// each card name its product; the staff search list has a Product column; a crypto HELOC's
// co-signer sees the product in the area's sidebar and reads their documents under the crypto
// HELOC's base path (before, the calls went to the HELOC's and met its 404).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiRoutes } from '../../src/core/contract/routes';
import { PAGE_VIEW_EVENT } from '../../src/core/contract/telemetry';
import { signerPageRoutes } from '../../src/core/contract/signer-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { helocRequest, strongPassword, type HelocOptions } from '../server/harness';
import { statusOf } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, brandOf, input, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { STAFF_E2E } from './staff-account';

const ORG = 'fairway';
const CRYPTO_BASE = '/crypto-heloc/';
const SIGNER_PASSWORD = 'Harbor-Willow-58!';
const h1 = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: text(key) });
const on = (baseURL: string | undefined, path: string) => urlOn(baseURL!, `${brandOf(ORG).hostPrefix}.localhost`, path);

/** A fairway applicant with a declined HELOC and a crypto HELOC at its offers, made over HTTP. */
async function applicant(request: APIRequestContext) {
  const org = { 'x-org': ORG };
  const email = `product-names-${randomUUID()}@example.com`;
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const api = playwrightApi(request, jwt, org);
  const create = async (persona: HelocOptions, status: string, utm_source?: string) => {
    const data = { ...helocRequest(persona), ...(utm_source ? { utmParameters: { utm_source } } : {}) };
    const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: string };
    await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 45_000, intervals: [250, 500, 1000] }).toBe(status);
    return { uuid, loanNumber: String(loanNumber) };
  };
  const heloc = await create({ lastName: 'Lowscore' }, 'DECLINED');
  const crypto = await create({}, 'OFFER_SELECTION', 'cloc');
  return { email, heloc, crypto };
}

async function staffJwt(request: APIRequestContext): Promise<string> {
  const res = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

test('the dashboard card and the staff search list name each application’s own product', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const { email, heloc, crypto } = await applicant(request);
  await page.goto(on(baseURL, '/account/heloc/dashboard'));
  await input(page, text('auth.login.email')).fill(email);
  await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
  await expect(h1(page, 'auth.dashboard.heading')).toBeVisible();
  const card = (loanNumber: string) =>
    page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: text('auth.dashboard.application').replace('{{loanNumber}}', loanNumber) }) });
  await expect(card(crypto.loanNumber).getByText(text('product.crypto-heloc.name'), { exact: true })).toBeVisible();
  await expect(card(heloc.loanNumber).getByText(text('product.heloc.name'), { exact: true })).toBeVisible();
  // No sideways scroll at 320, 390 and 1280 px (shots with SCREENS_DIR).
  await checkScreen(page, 'dashboard: each card its product');
  expect(await axeViolations(page)).toEqual([]);

  // The staff console's list: one row per application, its Product cell the product's name.
  const jwt = await staffJwt(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(on(baseURL, '/staff'));
  await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(h1(page, 'staff.search.heading')).toBeVisible();
  expect(jwt).toBeTruthy();
  await page.getByRole('textbox', { name: text('staff.search.label') }).fill(email);
  await page.getByRole('button', { name: text('staff.search.submit') }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: text('staff.search.columns.product') })).toBeVisible();
  const row = (loanNumber: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: loanNumber }) });
  await expect(row(crypto.loanNumber).getByRole('cell', { name: text('product.crypto-heloc.name'), exact: true })).toBeVisible();
  await expect(row(heloc.loanNumber).getByRole('cell', { name: text('product.heloc.name'), exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await checkScreen(page, 'staff search: the Product column');
});

test('a crypto HELOC’s co-signer sees the product and reads their documents under the crypto HELOC’s base path', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const { crypto } = await applicant(request);
  const email = `crypto-signer-${randomUUID()}@example.com`;
  const added = await request.post(staffApiRoutes.additionalSigners.path({ uuid: crypto.uuid }), {
    headers: { authorization: `Bearer ${await staffJwt(request)}` },
    data: { firstName: 'Cy', lastName: 'Owner', email },
  });
  expect(added.status(), await added.text()).toBe(201);

  const context = await browser.newContext();
  const signer = await context.newPage();
  await expect(async () => {
    await signer.goto(on(baseURL, '/sandbox/outbox'));
    await expect(signer.getByRole('article').filter({ hasText: `To ${email}` })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await signer.getByRole('article').filter({ hasText: `To ${email}` }).getByRole('link').click();
  await signer.getByRole('textbox', { name: text('signer.resume.password'), exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('textbox', { name: text('signer.resume.confirm'), exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('button', { name: text('signer.resume.submit') }).click();
  await expect(h1(signer, 'signer.intro.heading')).toBeVisible();
  const sidebar = signer.getByRole('complementary', { name: text('signer.sidebar.heading') });
  await expect(sidebar.getByText(text('signer.sidebar.product').replace('{{product}}', text('product.crypto-heloc.name')), { exact: true })).toBeVisible();
  await checkScreen(signer, 'co-signer intro: the product in the sidebar');
  expect(await axeViolations(signer)).toEqual([]);

  const documents = signer.waitForResponse((r) => r.url().includes(`/${crypto.uuid}/co-deed/documents`));
  // A fresh page load on the mailed link's host (its ?org names the brand): the page learns the product from the co-deed status alone.
  await signer.goto(new URL(`${signerPageRoutes.documents}?org=${ORG}`, signer.url()).href);
  const answer = await documents;
  expect(answer.url()).toContain(`${CRYPTO_BASE}${crypto.uuid}/co-deed/documents`);
  expect(answer.status()).toBe(200);
  await expect(h1(signer, 'signer.documents.heading')).toBeVisible();
  await expect(signer.getByRole('progressbar', { name: text('common.form.loading') })).toHaveCount(0);
  await context.close();
});

test('page views of a crypto HELOC’s screens name the crypto HELOC, after a reload too', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const { email, crypto } = await applicant(request);
  // The page views the page sends (the real requests to the real server), by screen.
  const views: Array<{ screen: string; productType: string }> = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== apiRoutes.telemetryEvent.path({ context: 'web' })) return;
    const body = r.postDataJSON() as { name: string; productType: string; properties?: { screen?: string } };
    if (body.name === PAGE_VIEW_EVENT) views.push({ screen: body.properties?.screen ?? '', productType: body.productType });
  });
  await page.goto(on(baseURL, '/account/heloc/dashboard'));
  await input(page, text('auth.login.email')).fill(email);
  await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
  await expect(h1(page, 'auth.dashboard.heading')).toBeVisible();
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: text('auth.dashboard.application').replace('{{loanNumber}}', crypto.loanNumber) }) });
  await card.getByRole('link').click();
  await expect(h1(page, 'application.offer.heading')).toBeVisible();
  await page.reload();
  await expect(h1(page, 'application.offer.heading')).toBeVisible();
  const onApplication = () => views.filter((v) => v.screen.includes(':uuid'));
  await expect.poll(() => onApplication().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(new Set(onApplication().map((v) => v.productType))).toEqual(new Set(['CRYPTO_HELOC']));
});

// Conditions for a co-signer (issue 16, spec section 6: an additional signer "sees conditions only
// when the additional-signer-conditions flag is on") in Chromium against the real server, on fairway
// (flag on) and acme-lending (flag off): a staff member signs in to the console, invites a co-signer
// and raises a bank-letter condition; the co-signer sets a password from the mailed link, and on
// fairway finds the condition on /heloc-signer/conditions (linked from the sidebar) and uploads the
// letter; on acme-lending the page says nothing is needed and the sidebar has no conditions link.
// axe at 1280 and 320 px and checkScreen on the new pages.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signerPageRoutes } from '../../src/core/contract/signer-routes';
import { waitFor } from '../server/closing-journey';
import { helocRequest, strongPassword } from '../server/harness';
import { playwrightApi } from './api';
import { axeViolations, settled, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { STAFF_E2E } from './staff-account';

test.describe.configure({ timeout: 240_000 });

const SIGNER_PASSWORD = 'Harbor-Willow-58!';
const letter = { name: 'bank-letter.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) };
const fill = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));
const title = text('conditions.categories.BANK_ACCOUNT_FRAUD_REVIEW.title');

type Brand = { orgCode: string; host: string };

async function applicant(request: APIRequestContext, brand: Brand) {
  const org = { 'x-org': brand.orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `signer-conditions-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName: 'Conditions' }) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: number };
  await waitFor(playwrightApi(request, jwt, org), uuid, 'OFFER_SELECTION', 60_000);
  return { uuid, loanNumber: String(loanNumber) };
}

async function axeAndLayout(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, where);
}

/** The console on the brand's host: invite a co-signer, raise a bank-letter condition. */
async function staffInvitesAndRaises(page: Page, on: (path: string) => string, app: { uuid: string; loanNumber: string }, email: string) {
  await page.goto(on('/staff'));
  await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
  await page.goto(on(`/staff/applications/${app.uuid}`));
  await expect(page.getByRole('heading', { level: 1, name: fill('staff.application.heading', { loanNumber: app.loanNumber }) })).toBeVisible();
  const invite = page.locator('form').filter({ has: page.getByRole('button', { name: text('staff.addSigner.submit') }) });
  await invite.getByRole('textbox', { name: text('staff.addSigner.firstName') }).fill('Sam');
  await invite.getByRole('textbox', { name: text('staff.addSigner.lastName') }).fill('Owner');
  await invite.getByRole('textbox', { name: text('staff.addSigner.email') }).fill(email);
  await invite.getByRole('button', { name: text('staff.addSigner.submit') }).click();
  await expect(page.getByText(fill('staff.addSigner.sent', { email }))).toBeVisible();
  const form = page.getByRole('form', { name: text('staff.conditions.raise.heading') });
  await form.getByLabel(text('staff.conditions.raise.category')).selectOption({ label: title });
  await form.getByLabel(text('staff.conditions.raise.documents')).selectOption({ label: text('conditions.documentTypes.BANK_LETTER') });
  await form.getByLabel(text('staff.conditions.raise.comments')).fill('Please send a letter from your bank.');
  await form.getByRole('button', { name: text('staff.conditions.raise.submit') }).click();
  const entry = (state: string) => page.getByText(fill('staff.conditions.entry', { title, state: text(`staff.conditions.states.${state}`) }), { exact: true });
  await expect(entry('OPEN')).toBeVisible();
  return entry;
}

/** The co-signer's own browser: the mailed link (sandbox outbox), a password set, signed in. */
async function coSignerSignsIn(page: Page, on: (path: string) => string, email: string) {
  await expect(async () => {
    await page.goto(on('/sandbox/outbox'));
    await expect(page.getByRole('article').filter({ hasText: `To ${email}` })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('article').filter({ hasText: `To ${email}` }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${signerPageRoutes.resume}\\?token=`));
  await page.getByRole('textbox', { name: text('signer.resume.password'), exact: true }).fill(SIGNER_PASSWORD);
  await page.getByRole('textbox', { name: text('signer.resume.confirm'), exact: true }).fill(SIGNER_PASSWORD);
  await page.getByRole('button', { name: text('signer.resume.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('signer.intro.heading') })).toBeVisible();
}

test('on fairway (additional-signer conditions on) the co-signer sees a bank-letter condition raised by staff and uploads the letter', async ({ page, browser, request, baseURL }) => {
  const brand = { orgCode: 'fairway', host: 'fairway.localhost' };
  const on = (path: string) => urlOn(baseURL!, brand.host, path);
  const app = await applicant(request, brand);
  const email = `co-signer-${randomUUID()}@example.com`;
  const entry = await staffInvitesAndRaises(page, on, app, email);

  const signer = await (await browser.newContext()).newPage();
  await signer.setViewportSize({ width: 1280, height: 900 });
  await coSignerSignsIn(signer, on, email);
  const sidebar = signer.getByRole('complementary', { name: text('signer.sidebar.heading') });
  await sidebar.getByRole('link', { name: text('signer.sidebar.conditions') }).click();
  await expect(signer).toHaveURL(new RegExp(`${signerPageRoutes.conditions}$`));
  await expect(signer.getByRole('heading', { level: 1, name: text('signer.conditions.heading') })).toBeVisible();
  const items = signer.getByRole('region', { name: text('conditions.index.notifications') }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(title);
  await expect(items.first()).toContainText(text('conditions.categories.BANK_ACCOUNT_FRAUD_REVIEW.prompt'));
  await expect(items.first()).toContainText('Please send a letter from your bank.');
  await axeAndLayout(signer, 'heloc-signer/conditions');

  await signer.getByRole('link', { name: fill('conditions.index.openLabel', { title }) }).click();
  await expect(signer).toHaveURL(/\/heloc-signer\/conditions\/upload-document\?conditionUuid=[0-9a-f-]{36}&conditionType=upload-document&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW$/);
  await expect(signer.getByRole('heading', { level: 1, name: text('conditions.upload.heading') })).toBeVisible();
  await expect(signer.getByLabel(text('conditions.documentTypes.BANK_LETTER'))).toBeVisible();
  await axeAndLayout(signer, 'heloc-signer/conditions/upload-document');
  await signer.getByRole('button', { name: text('conditions.upload.submit') }).click();
  await expect(signer.getByText(text('conditions.upload.needMore_one'))).toBeVisible();
  await signer.getByLabel(text('conditions.documentTypes.BANK_LETTER')).setInputFiles(letter);
  await expect(signer.getByText(fill('conditions.upload.uploaded', { name: 'bank-letter.png (72 bytes)' }))).toBeVisible();
  await signer.getByRole('button', { name: text('conditions.upload.submit') }).click();
  await expect(signer).toHaveURL(new RegExp(`${signerPageRoutes.conditions}$`));
  await expect(items.first()).toContainText(text('conditions.index.received'));

  // The staff member sees it answered.
  await page.reload();
  await expect(entry('ANSWERED')).toBeVisible();
});

test('on acme-lending (flag off) the co-signer sees no conditions and no conditions link', async ({ page, browser, request, baseURL }) => {
  const brand = { orgCode: 'acme-lending', host: '127.0.0.1' };
  const on = (path: string) => urlOn(baseURL!, brand.host, path);
  const app = await applicant(request, brand);
  const email = `co-signer-${randomUUID()}@example.com`;
  await staffInvitesAndRaises(page, on, app, email);
  const signer = await (await browser.newContext()).newPage();
  await signer.setViewportSize({ width: 1280, height: 900 });
  await coSignerSignsIn(signer, on, email);
  const sidebar = signer.getByRole('complementary', { name: text('signer.sidebar.heading') });
  await expect(sidebar.getByRole('link', { name: text('signer.sidebar.conditions') })).toHaveCount(0);
  await signer.goto(on(signerPageRoutes.conditions));
  await expect(signer.getByRole('heading', { level: 1, name: text('signer.conditions.heading') })).toBeVisible();
  await expect(signer.getByText(text('signer.conditions.none'))).toBeVisible();
  await expect(signer.getByText(title)).toHaveCount(0);
});

// Honest waiting and progress (issue 31, item 3) in Chromium against the real server, at 390 px on
// two brands: the applicant waiting for a co-signer (Codeed persona) sees who and since when, can
// resend the invitation and change the email, and the tracker stays at Sign Documents; the dashboard
// card says they wait for the other owner; on the complete screen the tracker ends with funding.
// axe at 390 and 1280 px; screenshots of each changed screen (SCREENS_DIR, or /work/.scratch/waiting).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { HOME_PATH } from '../../src/core/contract/ids';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, send, statusOf, submitApplication, submitIdentity, type Api } from '../server/journey';
import { giveAccounts, notariseOnline, waitFor } from '../server/closing-journey';
import { playwrightApi } from './api';
import { axeViolations, pdfText, settled, text, urlOn } from './helpers';
import { checkScreen, nextLayout } from './layout';

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;
type Brand = (typeof BRANDS)[number];
const SHOTS = process.env.WAITING_SHOTS ?? '/work/.scratch/waiting';
const fill = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

async function reach(api: Api, uuid: string, status: string) {
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 60_000, intervals: [250] }).toBe(status);
}

/** A new applicant on `brand`, signed in in the page, with an application at NOTE_SIGNING. */
async function atNoteSigning(request: APIRequestContext, page: Page, brand: Brand, lastName: string) {
  const org = { 'x-org': brand.orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `waiting-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName }) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt, org);
  await reach(api, uuid, 'OFFER_SELECTION');
  await acceptOffer(api, uuid);
  await submitApplication(api, uuid);
  await reach(api, uuid, 'INCOME_VERIFICATION');
  await linkPayroll(api, uuid);
  await reach(api, uuid, 'IDENTITY_VERIFICATION');
  await submitIdentity(api, uuid);
  await reach(api, uuid, 'NOTE_SIGNING');
  return { api, uuid, jwt, org };
}

/** axe at 390 and 1280 px, the layout check, and screenshots at 390 and 1280 px in SHOTS. */
async function checkAndShoot(page: Page, brand: Brand, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await nextLayout(page);
    await settled(page);
    expect(await axeViolations(page), `${name} on ${brand.orgCode} at ${width}px`).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${brand.orgCode}-${name}-${width}.png`), fullPage: true });
  }
  await checkScreen(page, name);
  await page.setViewportSize({ width: 390, height: 900 });
}

const tracker = (page: Page) => page.getByRole('region', { name: text('shell.progress.heading') }).getByRole('listitem');

for (const brand of BRANDS) {
  test(`on ${brand.orgCode} the co-signer wait names Pat Codeed, resends the invitation and changes the email; the tracker stays at signing`, async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const { api, uuid, jwt, org } = await atNoteSigning(request, page, brand, 'Codeed');
    const listed = (await api.get(closingRoutes.closingDocuments.path({ uuid }))).body as { documents: Array<{ uuid: string; requiresSignature: boolean; sha256: string }> };
    const consent = await request.get(closingRoutes.closingDocument.path({ uuid, documentUuid: listed.documents[0]!.uuid }), { headers: { ...org, authorization: `Bearer ${jwt}` } });
    const code = /Your confirmation code: (\d{6})/.exec(await pdfText(await consent.body()))![1]!;
    await send(api, uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: code });
    for (const d of listed.documents.filter((x) => x.requiresSignature)) await send(api, uuid, 'SIGN_DOCUMENT', { documentUuid: d.uuid, sha256: d.sha256, signatureName: 'Sam Codeed', agree: true });
    await send(api, uuid, 'FINISH_SIGNING');
    await reach(api, uuid, 'CO_DEED_REQ');
    const email = `pat-${randomUUID()}@example.com`;
    await send(api, uuid, 'INVITE_CO_DEEDER', { name: { firstName: 'Pat', lastName: 'Codeed' }, email });
    await reach(api, uuid, 'WAITING_FOR_CO_DEED');

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(urlOn(baseURL!, brand.host, `/account/heloc/${uuid}`));
    await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/co-signer-wait$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: fill('application.screens.coSignerWait.heading', { name: 'Pat Codeed' }) })).toBeVisible();
    const date = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(new Date());
    await expect(page.getByText(fill('application.screens.coSignerWait.invited', { date, email }))).toBeVisible();
    await expect(page.getByText(text('application.waiting.intro'))).toHaveCount(0);
    // The tracker: signed and waiting is still Sign Documents, with the notary, bank, right to cancel and funding ahead.
    await expect(tracker(page)).toHaveText([
      `${text('shell.progress.steps.basicInfo')} (${text('shell.progress.done')})`,
      `${text('shell.progress.steps.selectOffer')} (${text('shell.progress.done')})`,
      `${text('shell.progress.steps.moreInfo')} (${text('shell.progress.done')})`,
      `${text('shell.progress.steps.linkIncome')} (${text('shell.progress.done')})`,
      `${text('shell.progress.steps.verifyIdentity')} (${text('shell.progress.done')})`,
      `${text('shell.progress.steps.signDocuments')} (${text('shell.progress.current')})${text('application.progress.estimates.signDocuments')}`,
      `${text('shell.progress.steps.talkToENotary')}${text('application.progress.estimates.talkToENotary')}`,
      `${text('application.progress.steps.bank')}${text('application.progress.estimates.bank')}`,
      `${text('application.progress.steps.rescission')}${text('application.progress.estimates.rescission')}`,
      `${text('application.progress.steps.funding')}${text('application.progress.estimates.funding')}`,
    ]);
    await checkAndShoot(page, brand, 'co-signer-wait');

    // Resend: a new mail to the same address, said politely.
    await page.getByRole('button', { name: text('application.screens.coSignerWait.resend') }).click();
    await expect(page.getByRole('status').filter({ hasText: fill('application.screens.coSignerWait.resent', { email }) })).toBeVisible();
    // Change the email: the new link goes there, and the card shows it.
    const fixed = `pat.codeed-${randomUUID()}@example.com`;
    await page.getByRole('button', { name: text('application.screens.coSignerWait.changeEmail') }).click();
    await page.getByRole('textbox', { name: text('application.screens.coSignerWait.newEmail') }).fill(fixed);
    await checkAndShoot(page, brand, 'co-signer-wait-change-email');
    await page.getByRole('button', { name: text('application.screens.coSignerWait.sendToNewEmail') }).click();
    await expect(page.getByRole('status').filter({ hasText: fill('application.screens.coSignerWait.resent', { email: fixed }) })).toBeVisible();
    await expect(page.getByText(fill('application.screens.coSignerWait.invited', { date, email: fixed }))).toBeVisible();
    await expect(async () => {
      await page.goto(urlOn(baseURL!, brand.host, '/sandbox/outbox'));
      await expect(page.getByRole('article').filter({ hasText: `To ${email}` })).toHaveCount(2, { timeout: 500 });
      await expect(page.getByRole('article').filter({ hasText: `To ${fixed}` })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });

    // The dashboard's card: waiting for the other owner, not 'Sign your documents'.
    await page.goto(urlOn(baseURL!, brand.host, HOME_PATH));
    await expect(page.getByText(text('application.dashboard.stages.coSigner.status'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text('application.dashboard.stages.signing.action'))).toHaveCount(0);
    await checkAndShoot(page, brand, 'dashboard-co-signer');
  });

  test(`on ${brand.orgCode} the complete screen's tracker ends with funding, the right to cancel current`, async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const { api, uuid } = await atNoteSigning(request, page, brand, 'Applicant');
    await notariseOnline(api, uuid);
    await giveAccounts(api, uuid, 'typed');
    await waitFor(api, uuid, 'RESCISSION', 60_000);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(urlOn(baseURL!, brand.host, `/account/heloc/${uuid}`));
    await expect(page).toHaveURL(new RegExp(`/${uuid}/complete$`), { timeout: 20_000 });
    const steps = tracker(page);
    await expect(steps.last()).toHaveText(`${text('application.progress.steps.funding')}${text('application.progress.estimates.funding')}`);
    await expect(steps.nth(-2)).toHaveText(`${text('application.progress.steps.rescission')} (${text('shell.progress.current')})${text('application.progress.estimates.rescission')}`);
    await expect(steps.nth(-3)).toHaveText(`${text('application.progress.steps.bank')} (${text('shell.progress.done')})`);
    await checkAndShoot(page, brand, 'complete-tracker');
  });

  test(`on ${brand.orgCode} a decline's sidebar says the application has ended, with no steps and no promise of funding`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const org = { 'x-org': brand.orgCode };
    const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `waiting-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    const { jwt } = (await registered.json()) as { jwt: string };
    await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
    const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName: 'Lowscore' }) });
    const { uuid } = (await created.json()) as { uuid: string };
    await reach(playwrightApi(request, jwt, org), uuid, 'DECLINED');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(urlOn(baseURL!, brand.host, `/account/heloc/${uuid}`));
    await expect(page.getByRole('heading', { level: 1, name: text('application.screens.decline.heading') })).toBeVisible({ timeout: 20_000 });
    const sidebar = page.getByRole('region', { name: text('shell.progress.heading') });
    await expect(sidebar.getByText(text('application.progress.notes.ended'))).toBeVisible();
    await expect(sidebar.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText(text('shell.progress.text'))).toHaveCount(0);
    await checkAndShoot(page, brand, 'decline-sidebar');
  });
}

// The co-signer's story in Chromium against the real server (issue 16), on two brands, as new users
// would: an applicant whose home has another owner on title (Codeed persona), named on start/contact,
// signs, the e-sign step answers CO_DEED_REQUIRED, and on signing/additional the applicant invites
// the co-signer, the invitation prefilled with who they named. The
// co-signer opens the mailed link (read in the sandbox outbox), sets a password, verifies their own
// identity, gives their own E-SIGN consent (issue 31: the code off the consent's PDF; signing waits
// for it; the sidebar shows only their steps) and signs each document at /heloc-signer; then the e-sign step sees every signer signed
// and the application moves on (WAITING_FOR_CO_DEED -> the notary). axe at 1280 and 320 px and the
// layout check at 320, 390 and 1280 px on every new screen.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { signerPageRoutes } from '../../src/core/contract/signer-routes';
import { staffPageRoutes } from '../../src/core/contract/staff-routes';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, send, statusOf, submitIdentity, validAnswers, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, openProfileMenu, pdfText, settled, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { chooseIdFile } from './phone-setup';
import { STAFF_E2E } from './staff-account';

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;
type Brand = (typeof BRANDS)[number];
type Listed = { documents: Array<{ uuid: string; kind: string; requiresSignature: boolean; sha256: string }> };

const SIGNER_PASSWORD = 'Harbor-Willow-58!';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });
const h1 = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: text(key) });

async function reach(api: Api, uuid: string, status: string) {
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 60_000, intervals: [250] }).toBe(status);
}

/** An applicant (last name Codeed) who named their co-owner on start/contact and signed; the e-sign step wants them (CO_DEED_REQ). */
async function atCoDeed(request: APIRequestContext, brand: Brand, coOwnerEmail: string) {
  const org = { 'x-org': brand.orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `e2e-codeed-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName: 'Codeed' }) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt, org);
  await reach(api, uuid, 'OFFER_SELECTION');
  await acceptOffer(api, uuid);
  // start/contact: someone else is on the title (issue 31), named early (their screens: title-owners.spec.ts).
  await send(api, uuid, 'SUBMIT_CONTACT', { ...validAnswers.contact, titleOwnership: 'JOINT', coOwnerName: { firstName: 'Sam', lastName: 'Owner' }, coOwnerEmail });
  await send(api, uuid, 'SUBMIT_HMDA', validAnswers.hmda);
  await send(api, uuid, 'CONFIRM_SUMMARY', { confirmed: true });
  await reach(api, uuid, 'INCOME_VERIFICATION');
  await linkPayroll(api, uuid);
  await reach(api, uuid, 'IDENTITY_VERIFICATION');
  await submitIdentity(api, uuid);
  await reach(api, uuid, 'NOTE_SIGNING');
  // The applicant's own consent and signatures (their screens are signing.spec's), then the envelope.
  const listed = (await api.get(closingRoutes.closingDocuments.path({ uuid }))).body as Listed;
  const consent = await request.get(closingRoutes.closingDocument.path({ uuid, documentUuid: listed.documents[0]!.uuid }), { headers: { ...org, authorization: `Bearer ${jwt}` } });
  const code = /Your confirmation code: (\d{6})/.exec(await pdfText(await consent.body()))![1]!;
  await send(api, uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: code });
  for (const d of listed.documents.filter((x) => x.requiresSignature)) await send(api, uuid, 'SIGN_DOCUMENT', { documentUuid: d.uuid, sha256: d.sha256, signatureName: 'Pat Codeed', agree: true });
  await send(api, uuid, 'FINISH_SIGNING');
  await reach(api, uuid, 'CO_DEED_REQ');
  return { api, uuid, jwt };
}

/**
 * axe at 1280, 390 and 320 px, then the layout check (no sideways scroll) at 320, 390 and 1280 px;
 * with SHOTS_DIR, a screenshot at 390 and 1280 px named by the page's host and the screen.
 */
async function checkSignerScreen(page: Page, name: string) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
    if (process.env.SHOTS_DIR && width !== 320) {
      await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${new URL(page.url()).hostname}-${name.replace(/\//g, '-')}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, name);
}

for (const brand of BRANDS) {
  test(`on ${brand.orgCode} the applicant invites a co-signer, who signs in from the mail, verifies their identity and signs`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(420_000);
    const on = (path: string) => urlOn(baseURL!, brand.host, path);
    const email = `co-signer-${randomUUID()}@example.com`;
    const applicant = await atCoDeed(request, brand, email);

    // The applicant, on today's signing/additional screen: the invitation holds the co-owner they
    // named on start/contact (issue 31), sent as it is.
    await page.addInitScript((token) => localStorage.setItem('jwt', token), applicant.jwt);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(on(`/account/heloc/${applicant.uuid}`));
    await expect(h1(page, 'signing.coDeed.heading')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(text('fields.name.firstName'))).toHaveValue('Sam');
    await expect(page.getByLabel(text('fields.name.lastName'))).toHaveValue('Owner');
    await expect(page.getByLabel(text('fields.email'))).toHaveValue(email);
    await checkSignerScreen(page, 'signing/additional (prefilled)');
    await page.getByRole('button', { name: text('signing.coDeed.button') }).click();
    await reach(applicant.api, applicant.uuid, 'WAITING_FOR_CO_DEED');

    // The co-signer: a browser of their own; the invitation read in the sandbox outbox.
    const context = await browser.newContext();
    const signer = await context.newPage();
    await signer.setViewportSize({ width: 1280, height: 900 });
    await expect(async () => {
      await signer.goto(on('/sandbox/outbox'));
      await expect(signer.getByRole('article').filter({ hasText: `To ${email}` })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await signer.getByRole('article').filter({ hasText: `To ${email}` }).getByRole('link').click();
    await expect(signer).toHaveURL(new RegExp(`${signerPageRoutes.resume}\\?token=`));
    await expect(h1(signer, 'signer.resume.heading')).toBeVisible();
    await signer.getByRole('textbox', { name: text('signer.resume.password'), exact: true }).fill(SIGNER_PASSWORD);
    await signer.getByRole('textbox', { name: text('signer.resume.confirm'), exact: true }).fill(`${SIGNER_PASSWORD}x`);
    await signer.getByRole('button', { name: text('signer.resume.submit') }).click();
    await expect(signer.getByText(text('errors.password.mismatch'))).toBeVisible();
    await checkSignerScreen(signer, 'heloc-signer/resume');
    await signer.getByRole('textbox', { name: text('signer.resume.confirm'), exact: true }).fill(SIGNER_PASSWORD);
    await signer.getByRole('button', { name: text('signer.resume.submit') }).click();

    // intro, with the sidebar's steps: only what the co-signer does (issue 31: no 'Talk to
    // eNotary', the applicant's step), each to do; no Dashboard in the profile menu.
    await expect(h1(signer, 'signer.intro.heading')).toBeVisible();
    await expect(signer).toHaveURL(new RegExp(`${signerPageRoutes.intro}$`));
    const steps = signer.getByRole('complementary', { name: text('signer.sidebar.heading') });
    const stepLines = () => steps.getByRole('listitem');
    const todo = text('signer.sidebar.todo');
    const done = text('signer.sidebar.done');
    await expect(stepLines()).toHaveText([`${text('signer.sidebar.identity')}: ${todo}`, `${text('signer.sidebar.consent')}: ${todo}`, `${text('signer.sidebar.sign')}: ${todo}`]);
    await expect(steps.getByText(/eNotary/)).toHaveCount(0);
    await openProfileMenu(signer);
    await expect(signer.getByRole('menuitem', { name: text('shell.menu.logout') })).toBeVisible();
    await expect(signer.getByRole('menuitem', { name: text('shell.menu.dashboard') })).toHaveCount(0);
    await signer.keyboard.press('Escape');
    await checkSignerScreen(signer, 'heloc-signer/intro');

    // identity: their own passport, checked for them.
    await signer.getByRole('link', { name: text('signer.intro.start') }).click();
    await expect(h1(signer, 'identity.heading')).toBeVisible();
    // Spoken to them: their own ID, matching their identity, not 'your application'.
    await expect(signer.getByText(text('signer.identity.intro'))).toBeVisible();
    await expect(signer.getByText(text('identity.intro'))).toHaveCount(0);
    await signer.getByRole('radio', { name: text('identity.type.US_PASSPORT') }).check();
    await chooseIdFile(signer, 'front', png('passport.png'));
    await expect(signer.getByText(text('identity.images.frontDone'))).toBeVisible();
    await checkSignerScreen(signer, 'heloc-signer/identity');
    await signer.getByRole('button', { name: text('identity.submit') }).click();

    // consent (issue 31): their own E-SIGN consent, the code read off the consent's PDF drawn in
    // the page; signing waits for it.
    await expect(h1(signer, 'signer.consent.heading')).toBeVisible({ timeout: 20_000 });
    await expect(signer).toHaveURL(new RegExp(`${signerPageRoutes.consent}$`));
    await expect(stepLines()).toHaveText([`${text('signer.sidebar.identity')}: ${done}`, `${text('signer.sidebar.consent')}: ${todo}`, `${text('signer.sidebar.sign')}: ${todo}`]);
    await signer.goto(on(signerPageRoutes.sign));
    await expect(signer.getByText(text('signer.sign.needsConsent'))).toBeVisible({ timeout: 20_000 });
    await expect(signer.getByRole('button', { name: text('signing.sign.submit'), exact: true })).toHaveCount(0);
    await signer.getByRole('link', { name: text('signer.consent.go') }).click();
    await expect(h1(signer, 'signer.consent.heading')).toBeVisible();
    await expect(signer.getByRole('heading', { level: 2, name: text('signing.esign.heading') })).toBeVisible();
    await expect(signer.getByText(text('signer.consent.intro'))).toBeVisible();
    const codeLine = signer.getByRole('region', { name: /^Consent to Use Electronic Records and Signatures, PDF document$/ }).getByText(/Your confirmation code: \d{6}/);
    await expect(codeLine).toBeAttached({ timeout: 20_000 });
    const code = /(\d{6})/.exec((await codeLine.textContent())!)![1]!;
    await signer.getByLabel(text('signing.esign.codeLabel')).fill(code === '000000' ? '111111' : '000000');
    await signer.getByRole('checkbox', { name: text('signing.esign.consentLabel') }).check();
    await signer.getByRole('button', { name: text('signing.esign.submit') }).click();
    await expect(signer.getByRole('alert').filter({ hasText: text('refusals.esignCodeMismatch') })).toBeVisible();
    await checkSignerScreen(signer, 'heloc-signer/consent');
    await signer.getByLabel(text('signing.esign.codeLabel')).fill(code);
    await signer.getByRole('button', { name: text('signing.esign.submit') }).click();

    // sign: each document read to its end, then signed with the typed name.
    await expect(h1(signer, 'signing.sign.heading')).toBeVisible({ timeout: 20_000 });
    await expect(signer.getByRole('heading', { level: 2, name: /^Document 1 of \d+: / })).toBeVisible({ timeout: 20_000 });
    const signButton = signer.getByRole('button', { name: text('signing.sign.submit'), exact: true });
    const progress = signer.getByRole('heading', { level: 2, name: /^Document \d+ of \d+: / });
    const count = Number(/ of (\d+):/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    for (let i = 1; i <= count; i++) {
      await expect(signer.getByRole('heading', { level: 2, name: new RegExp(`^Document ${i} of ${count}: `) })).toBeVisible();
      const box = signer.getByRole('region', { name: /, PDF document$/ });
      await expect(box.locator('.textLayer').first()).toBeAttached({ timeout: 20_000 });
      await signer.getByLabel(text('signing.sign.nameLabel')).fill('Sam Owner');
      await signer.getByRole('checkbox', { name: text('signing.sign.agreeLabel') }).check();
      await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
      await expect(signButton).toBeEnabled();
      if (i === 1) await checkSignerScreen(signer, 'heloc-signer/sign');
      await signButton.click();
    }
    await expect(signer.getByText(text('signer.sign.allSigned'))).toBeVisible();
    await expect(stepLines()).toHaveText([`${text('signer.sidebar.identity')}: ${done}`, `${text('signer.sidebar.consent')}: ${done}`, `${text('signer.sidebar.sign')}: ${done}`]);

    // documents: each signed.
    await signer.getByRole('link', { name: text('signer.sign.toDocuments') }).click();
    await expect(h1(signer, 'signer.documents.heading')).toBeVisible();
    await expect(signer.getByText(text('signer.documents.signed')).first()).toBeVisible();
    await checkSignerScreen(signer, 'heloc-signer/documents');

    // The e-sign step sees every signer signed: the application moves on to the notary.
    await reach(applicant.api, applicant.uuid, 'NOTARY_WAITING_PERIOD');

    // The area's other pages: conditions (and its upload page), cancelled, error.
    for (const [path, key] of [
      [signerPageRoutes.conditions, 'signer.conditions.heading'],
      [signerPageRoutes.condition('upload-document'), 'signer.conditions.upload'],
      [signerPageRoutes.cancelled, 'signer.cancelled.heading'],
      [signerPageRoutes.error, 'signer.error.heading'],
    ] as const) {
      await signer.goto(on(path));
      await expect(h1(signer, key)).toBeVisible();
      await checkSignerScreen(signer, path.slice(1));
    }

    // Signed out, the index leads to the area's own login; signing in resumes where they are.
    await openProfileMenu(signer);
    await signer.getByRole('menuitem', { name: text('shell.menu.logout') }).click();
    await expect(h1(signer, 'signer.login.heading')).toBeVisible();
    await signer.goto(on(signerPageRoutes.index));
    await expect(signer).toHaveURL(new RegExp(`${signerPageRoutes.login}$`));
    await checkSignerScreen(signer, 'heloc-signer/login');
    await signer.getByRole('textbox', { name: text('auth.login.email'), exact: true }).fill(email);
    await signer.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(SIGNER_PASSWORD);
    await signer.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(h1(signer, 'signer.documents.heading')).toBeVisible();

    // The co-signer's token in the applicants' area: signed out, and the page asks to sign in.
    await signer.goto(on('/account/heloc'));
    await expect(signer.getByRole('heading', { level: 1, name: text('auth.login.heading') })).toBeVisible({ timeout: 20_000 });
    expect(await signer.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await context.close();
  });
}

test('staff invite an additional signer from the console, and the invitation is mailed', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const brand = BRANDS[1];
  const on = (path: string) => urlOn(baseURL!, brand.host, path);
  const org = { 'x-org': brand.orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `e2e-staff-signer-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest() });
  const { uuid } = (await created.json()) as { uuid: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(on('/staff'));
  await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
  await page.goto(on(staffPageRoutes.application(uuid)));
  const section = page.getByRole('region', { name: text('staff.addSigner.heading') });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await section.getByRole('button', { name: text('staff.addSigner.submit') }).click();
  await expect(section.getByText(text('staff.addSigner.required')).first()).toBeVisible();
  await checkSignerScreen(page, 'staff application (add a signer)');
  const email = `staff-invited-${randomUUID()}@example.com`;
  await section.getByRole('textbox', { name: text('staff.addSigner.firstName') }).fill('Lee');
  await section.getByRole('textbox', { name: text('staff.addSigner.lastName') }).fill('Owner');
  await section.getByRole('textbox', { name: text('staff.addSigner.email') }).fill(email);
  await section.getByRole('button', { name: text('staff.addSigner.submit') }).click();
  await expect(section.getByRole('status')).toHaveText(text('staff.addSigner.sent').replace('{{email}}', email));
  await page.goto(on('/sandbox/outbox'));
  await expect(page.getByRole('article').filter({ hasText: `To ${email}` }).getByRole('link')).toHaveAttribute('href', new RegExp(`${signerPageRoutes.resume}\\?token=`));
});

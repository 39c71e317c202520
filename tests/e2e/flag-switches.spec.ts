// Each switch of the staff console does what it says (issue 29 item 1), in Chromium against the real
// server on two brands: staff set the flag over the console's API (as the console's switch does),
// the applicant's next load shows the change, without a restart; the override removed, the brand's
// own value is back. Every brand override set here is removed again in `finally`.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiRoutes, pageRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { axeViolations, brandOf, input, openProfileMenu, pdfText, text, urlOn } from './helpers';
import { readFile } from 'node:fs/promises';
import { acceptOffer, linkPayroll, submitApplication, submitIdentity } from '../server/journey';
import { idSide, newApplicant, pageOf, reachStatus, toIdentity } from './phone-setup';
import { answerPropertyStep, answerRegistration } from './registration';
import { STAFF_E2E } from './staff-account';
import { checkScreen } from './layout';
import { formatLimit, formatPercent } from '../../src/core/offer/view';
import { formatMoney } from '../../src/core/offer/money';
import type { OfferSet } from '../../src/generated/types/offer-set';

const BRANDS = ['acme-lending', 'fairway'] as const;

/** The staff API's authorization header, from a fresh staff session. */
async function staffAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  return { authorization: `Bearer ${((await session.json()) as { jwt: string }).jwt}` };
}

/** Sets (true/false) or removes (null) a brand's override of a flag, by any of its names. */
async function setBrandFlag(request: APIRequestContext, auth: Record<string, string>, orgCode: string, key: string, enabled: boolean | null) {
  const set = await request.put(staffApiRoutes.featureFlags.path({}), { headers: auth, data: { orgCode, key, enabled } });
  expect(set.status(), await set.text()).toBeLessThan(300);
}

async function axeAt1280And320(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const finalHeading = { level: 1, name: text('flows.register-v2.steps.final.heading') } as const;

for (const orgCode of BRANDS) {
  test(`sms-transactional-consent on ${orgCode}: off, registration asks no transactional SMS consent; on, it asks and the answer is saved`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const on = (path: string) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
    const auth = await staffAuth(request);
    const consent = page.getByRole('checkbox', { name: text('fields.consent.smsTransactional') });
    try {
      // Off (the alias's switch is the same switch as fe-heloc-sms-transactional-consent).
      await setBrandFlag(request, auth, orgCode, 'sms-transactional-consent', false);
      await page.goto(on('/account/heloc/register-v2'));
      await answerRegistration(page, `sms-flag-${orgCode}-${Date.now()}@example.com`);
      await expect(consent).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: text('fields.consent.smsMarketing') })).toBeVisible();

      // On from the console: the next load of the same step asks it.
      await setBrandFlag(request, auth, orgCode, 'fe-heloc-sms-transactional-consent', true);
      await page.reload();
      await expect(page.getByRole('heading', finalHeading)).toBeVisible();
      await expect(consent).toBeVisible();
      await axeAt1280And320(page, `register final step with the SMS transactional consent (${orgCode})`);

      // Answered, it is sent as the applicant's SMS_TRANSACTIONAL choice.
      const path = (r: { url(): string }) => new URL(r.url()).pathname;
      const prompt = page.waitForResponse((r) => path(r) === apiRoutes.consentPrompt.path({ consentType: 'SMS_TRANSACTIONAL' }));
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && path(r) === apiRoutes.userConsent.path({}));
      await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
      await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
      await consent.check();
      await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
      const promptUuid = ((await (await prompt).json()) as { uuid: string }).uuid;
      expect((await saved).status()).toBeLessThan(300);
      expect(((await saved).request().postDataJSON() as { consents: unknown[] }).consents).toContainEqual({ consentPromptUuid: promptUuid, optInOut: 'OPT_IN' });
    } finally {
      await setBrandFlag(request, auth, orgCode, 'fe-heloc-sms-transactional-consent', null);
    }
  });
}

for (const orgCode of BRANDS) {
  test(`ny-fcra on ${orgCode}: on, the New York FCRA disclosure is among the footer's New York notices; off, it is not`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const on = (path: string) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
    const auth = await staffAuth(request);
    const disclosure = page.getByRole('contentinfo').getByText(text('shell.footer.nyFcra'), { exact: true });
    try {
      await setBrandFlag(request, auth, orgCode, 'ny-fcra', true);
      await page.goto(on('/account/heloc/register-v2'));
      await expect(page.getByRole('heading', { level: 1, name: text('flows.register-v2.steps.index.heading') })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: text('shell.footer.newYork') })).toBeVisible();
      await expect(disclosure).toBeVisible();
      await axeAt1280And320(page, `register with the New York FCRA disclosure (${orgCode})`);

      await setBrandFlag(request, auth, orgCode, 'fe-heloc-ny-fcra', false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text('flows.register-v2.steps.index.heading') })).toBeVisible();
      await expect(disclosure).toHaveCount(0);
    } finally {
      await setBrandFlag(request, auth, orgCode, 'fe-heloc-ny-fcra', null);
    }
  });
}

// fe-relative-url-heloc on the two brands that name links to the lender's own site.
for (const orgCode of ['fairway', 'harbor-cu']) {
  test(`fe-relative-url-heloc on ${orgCode}: on, the profile menu's links to the lender's site are paths on this host; off, the manifest's full addresses`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const { view } = brandOf(orgCode);
    expect(view.navigationLinks.length).toBeGreaterThan(0);
    const auth = await staffAuth(request);
    // Old enough for every brand's age rule (harbor-cu lends from 62).
    await newApplicant(request, page, orgCode, { profileRequest: { name: { firstName: 'Pat', lastName: 'Applicant' }, dob: { year: 1950, month: 5, day: 17 } } });
    const hrefs = async () => {
      await page.goto(pageOf(baseURL!, orgCode, pageRoutes.settings));
      await expect(page.getByRole('heading', { level: 1, name: text('settings.heading') })).toBeVisible();
      await openProfileMenu(page);
      const links = view.navigationLinks.map((l) => page.getByRole('menuitem', { name: text(`shell.menu.links.${l.target}`) }));
      return Promise.all(links.map((link) => link.getAttribute('href')));
    };
    try {
      await setBrandFlag(request, auth, orgCode, 'fe-relative-url-heloc', true);
      expect(await hrefs()).toEqual(view.navigationLinks.map((l) => new URL(l.url).pathname));
      await axeAt1280And320(page, `profile menu with relative lender links (${orgCode})`);
      await checkScreen(page, 'profile-menu-relative-links');
      // The link opens on the host the applicant is on (ours answers its own 'Page not found' there).
      const first = view.navigationLinks[0]!;
      await page.getByRole('menuitem', { name: text(`shell.menu.links.${first.target}`) }).click();
      await expect(page).toHaveURL(pageOf(baseURL!, orgCode, new URL(first.url).pathname));

      await setBrandFlag(request, auth, orgCode, 'fe-relative-url-heloc', false);
      expect(await hrefs()).toEqual(view.navigationLinks.map((l) => l.url));
    } finally {
      await setBrandFlag(request, auth, orgCode, 'fe-relative-url-heloc', null);
    }
  });
}

/** Sets (true/false) or removes (null) one application's override of a flag. */
async function setApplicationFlag(request: APIRequestContext, auth: Record<string, string>, uuid: string, key: string, enabled: boolean | null) {
  const set = await request.put(staffApiRoutes.applicationFeatureFlags.path({ uuid }), { headers: auth, data: { key, enabled } });
  expect(set.status(), await set.text()).toBeLessThan(300);
}

for (const orgCode of BRANDS) {
  test(`back-of-id on ${orgCode}, for one application: on, identity asks for the back of a passport too; off, the front only`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const applicant = await newApplicant(request, page, orgCode);
    await toIdentity(applicant);
    const auth = await staffAuth(request);
    const choosePassport = async () => {
      await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}`));
      await page.getByRole('radio', { name: text('fields.identityDocument.US_PASSPORT'), exact: true }).check();
      await page.getByRole('button', { name: text('flows.common.continue') }).click();
      await expect(page).toHaveURL(/\/identity\/upload$/);
      await expect(idSide(page, 'front')).toBeVisible();
    };
    await setApplicationFlag(request, auth, applicant.uuid, 'back-of-id', true);
    await choosePassport();
    await expect(idSide(page, 'back')).toBeVisible();
    await axeAt1280And320(page, `identity/upload with the back of a passport (${orgCode})`);

    await setApplicationFlag(request, auth, applicant.uuid, 'back-of-id', false);
    await choosePassport();
    await expect(idSide(page, 'back')).toHaveCount(0);
  });
}

for (const orgCode of BRANDS) {
  test(`disaster-zips on ${orgCode}: on (the brand's value), a disaster ZIP warns of the inspection; off, it goes on without a warning`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const on = (path: string) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
    const auth = await staffAuth(request);
    const warning = page.getByRole('alert').filter({ hasText: text('eligibility.disasterZip') });
    const submitDisasterZip = async () => {
      await page.goto(on('/account/heloc/register-v2'));
      await answerPropertyStep(page, { street1: '100 Main St', city: 'Malibu', state: 'CA', zip: '90263' });
      await page.getByRole('button', { name: text('flows.common.continue') }).click();
    };
    try {
      await submitDisasterZip();
      await expect(warning).toBeVisible();
      await axeAt1280And320(page, `property step with the disaster-zip warning (${orgCode})`);

      await setBrandFlag(request, auth, orgCode, 'disaster-zips', false);
      await page.evaluate(() => sessionStorage.clear());
      await submitDisasterZip();
      await expect(page.getByRole('heading', { level: 1, name: text('flows.register-v2.steps.for-sale.heading') })).toBeVisible();
      await expect(warning).toHaveCount(0);
    } finally {
      await setBrandFlag(request, auth, orgCode, 'disaster-zips', null);
    }
  });
}

/** A new applicant of the brand, priced and at OFFER_SELECTION, signed in on the page. */
async function applicantAtOffers(page: Page, request: APIRequestContext, orgCode: string) {
  const applicant = await newApplicant(request, page, orgCode);
  await reachStatus(applicant.api, applicant.uuid, 'OFFER_SELECTION');
  return applicant;
}

const statement = (month: string) => ({ name: `business-${month}.pdf`, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20)]) });

for (const orgCode of BRANDS) {
  test(`business-iv on ${orgCode}, for one application: on, a self-employed applicant's income step asks for the business's bank statements and takes them; with tax returns on too, either; off, the usual ways`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const applicant = await selfEmployedAtIncome(page, request, orgCode);
    const auth = await staffAuth(request);
    const { method, openIncome } = incomeReview(page, pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}`));
    // Off: the usual ways, no business statements.
    await setApplicationFlag(request, auth, applicant.uuid, 'business-iv', false);
    await openIncome();
    await expect(method('payroll')).toBeVisible();
    await expect(method('businessStatements')).toHaveCount(0);

    // With tax returns on as well: either document, with the intro that says so.
    await setApplicationFlag(request, auth, applicant.uuid, 'business-iv', true);
    await setApplicationFlag(request, auth, applicant.uuid, 'self-employ-tax-verification', true);
    await openIncome();
    await expect(page.getByText(text('income.review.selfEmployedIntro'), { exact: true })).toBeVisible();
    await expect(method('taxReturns')).toBeVisible();
    await expect(method('businessStatements')).toBeVisible();
    await expect(method('payroll')).toHaveCount(0);

    // business-iv alone: the business's statements only.
    await setApplicationFlag(request, auth, applicant.uuid, 'self-employ-tax-verification', false);
    await openIncome();
    await expect(page.getByText(text('income.review.businessStatementsIntro'), { exact: true })).toBeVisible();
    await expect(method('businessStatements')).toBeVisible();
    await expect(method('taxReturns')).toHaveCount(0);
    await expect(method('upload')).toHaveCount(0);
    await axeAt1280And320(page, `income/review asking for business statements (${orgCode})`);
    await checkScreen(page, 'income-review-business-statements');

    await uploadDocuments(page, { kind: 'businessStatements', files: ['september', 'october', 'november'].map(statement), uuid: applicant.uuid, where: orgCode });
    await reachStatus(applicant.api, applicant.uuid, 'IDENTITY_VERIFICATION');
  });
}

for (const orgCode of BRANDS) {
  test(`company-covers-appraisal on ${orgCode}, for one application: on, the closing costs say the lender pays the appraisal; off, its price`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const on = (path: string) => pageOf(baseURL!, orgCode, path);
    const { companyName } = brandOf(orgCode).view;
    const applicant = await applicantAtOffers(page, request, orgCode);
    const auth = await staffAuth(request);
    const covered = text('offer.disclosures.fees.appraisalCovered').replace('{{companyName}}', companyName);
    const openClosingCosts = async () => {
      await page.goto(on(pageRoutes.screen(applicant.uuid, 'product/select')));
      await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 20_000 });
      // The options come after the heading (the offer set is read then): isVisible below does not wait.
      await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
      const about = page.getByRole('button', { name: text('application.offer.explain.closing.button') });
      // On a narrow screen the topics sit behind the explanations' own button.
      if (!(await about.isVisible())) await page.getByRole('button', { name: text('application.offer.explain.heading') }).click();
      await about.click();
    };
    await setApplicationFlag(request, auth, applicant.uuid, 'company-covers-appraisal', true);
    await openClosingCosts();
    await expect(page.getByText(covered, { exact: true })).toBeVisible();
    await expect(page.getByText(text('offer.disclosures.fees.appraisal'), { exact: true })).toHaveCount(0);
    await axeAt1280And320(page, `offer closing costs, appraisal paid by the lender (${orgCode})`);

    await setApplicationFlag(request, auth, applicant.uuid, 'company-covers-appraisal', false);
    await openClosingCosts();
    await expect(page.getByText(text('offer.disclosures.fees.appraisal'), { exact: true })).toBeVisible();
    await expect(page.getByText(covered, { exact: true })).toHaveCount(0);
  });
}

for (const orgCode of BRANDS) {
  test(`self-employ-tax-verification on ${orgCode}: on, a self-employed applicant is told at income to verify it with tax returns; off, nobody is`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const on = (path: string) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
    const auth = await staffAuth(request);
    const note = page.getByText(text('flows.register-v2.steps.annual-income.selfEmployedTaxReturns'), { exact: true });
    const employment = async (type: string) => {
      await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
      await page.getByRole('option', { name: text(`fields.employmentType.${type}`), exact: true }).click();
    };
    const toIncome = async () => {
      await page.goto(on('/account/heloc/register-v2'));
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await answerPropertyStep(page, { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' });
      await page.getByRole('button', { name: text('flows.common.continue') }).click();
      await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
      await page.getByRole('button', { name: text('flows.common.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: text('flows.register-v2.steps.annual-income.heading') })).toBeVisible();
    };
    try {
      await setBrandFlag(request, auth, orgCode, 'self-employ-tax-verification', true);
      await toIncome();
      await employment('SELF_EMPLOYED');
      await expect(note).toBeVisible();
      await axeAt1280And320(page, `income step, self-employed with tax returns asked (${orgCode})`);
      await employment('FULL_TIME');
      await expect(note).toHaveCount(0);

      await setBrandFlag(request, auth, orgCode, 'self-employ-tax-verification', false);
      await toIncome();
      await employment('SELF_EMPLOYED');
      await expect(page.getByRole('combobox', { name: text('fields.income.employmentType') })).toHaveText(text('fields.employmentType.SELF_EMPLOYED'));
      await expect(note).toHaveCount(0);
    } finally {
      await setBrandFlag(request, auth, orgCode, 'self-employ-tax-verification', null);
    }
  });
}

/** A self-employed applicant's application at INCOME_VERIFICATION (income/review), signed in on the page. */
async function selfEmployedAtIncome(page: Page, request: APIRequestContext, orgCode: string) {
  const applicant = await newApplicant(request, page, orgCode, { employmentType: 'SELF_EMPLOYED' });
  await reachStatus(applicant.api, applicant.uuid, 'OFFER_SELECTION');
  await acceptOffer(applicant.api, applicant.uuid);
  await reachStatus(applicant.api, applicant.uuid, 'COLLECT_ADDITIONAL_INFO');
  await submitApplication(applicant.api, applicant.uuid);
  await reachStatus(applicant.api, applicant.uuid, 'INCOME_VERIFICATION');
  return applicant;
}

/** income/review of an application: a way's card by its heading, and the page opened again. */
function incomeReview(page: Page, url: string) {
  return {
    method: (name: string) => page.getByRole('heading', { level: 2, name: text(`income.methods.${name}.title`) }),
    openIncome: async () => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: text('income.review.heading') })).toBeVisible({ timeout: 20_000 });
    },
  };
}

const UPLOAD_EVENTS = { taxReturns: 'UPLOAD_TAX_RETURNS', businessStatements: 'UPLOAD_BUSINESS_STATEMENTS' } as const;

/**
 * From income/review, a self-employed applicant's documents uploaded as a person would: all but the
 * last file, Submit says too few before any request, the last one, then Submit sends the event
 * (200), and the application goes on to identity.
 */
async function uploadDocuments(page: Page, { kind, files, uuid, where }: { kind: keyof typeof UPLOAD_EVENTS; files: Array<{ name: string; mimeType: string; buffer: Buffer }>; uuid: string; where: string }) {
  await page.getByRole('link', { name: text(`income.methods.${kind}.action`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(`income.${kind}.heading`) })).toBeVisible();
  const input = page.getByLabel(text(`income.${kind}.label`));
  const submit = page.getByRole('button', { name: text(`income.${kind}.submit`) });
  const choose = async (file: (typeof files)[number]) => {
    await input.setInputFiles(file);
    await expect(page.getByText(text('upload.uploaded').replace('{{name}}', file.name))).toBeVisible();
  };
  for (const file of files.slice(0, -1)) await choose(file);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: text(`income.${kind}.tooFew_other`).replace('{{count}}', String(files.length)) })).toBeVisible();
  await choose(files.at(-1)!);
  await axeAt1280And320(page, `income/upload of ${kind} (${where})`);
  await checkScreen(page, `income-upload-${kind}`);
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === apiRoutes.events.path({ uuid }));
  await submit.click();
  expect((await sent).status()).toBe(200);
  expect(((await sent).request().postDataJSON() as { type: string }).type).toBe(UPLOAD_EVENTS[kind]);
}

const taxReturn = (year: number) => ({ name: `tax-return-${year}.pdf`, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20)]) });

for (const orgCode of BRANDS) {
  test(`self-employ-tax-verification on ${orgCode}, for one application: on, a self-employed applicant's income step asks for tax returns and takes them; off, the usual ways`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const applicant = await selfEmployedAtIncome(page, request, orgCode);
    const auth = await staffAuth(request);
    const { method, openIncome } = incomeReview(page, pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}`));
    // Off: the payroll, bank and paystub ways, and no tax returns.
    await setApplicationFlag(request, auth, applicant.uuid, 'self-employ-tax-verification', false);
    await openIncome();
    await expect(method('payroll')).toBeVisible();
    await expect(method('upload')).toBeVisible();
    await expect(method('taxReturns')).toHaveCount(0);

    // On from the console: the next load asks for the tax returns alone.
    await setApplicationFlag(request, auth, applicant.uuid, 'self-employ-tax-verification', true);
    await openIncome();
    await expect(page.getByText(text('income.review.taxReturnsIntro'), { exact: true })).toBeVisible();
    await expect(method('taxReturns')).toBeVisible();
    await expect(method('payroll')).toHaveCount(0);
    await expect(method('upload')).toHaveCount(0);
    await axeAt1280And320(page, `income/review asking for tax returns (${orgCode})`);
    await checkScreen(page, 'income-review-tax-returns');

    await uploadDocuments(page, { kind: 'taxReturns', files: [taxReturn(2024), taxReturn(2025)], uuid: applicant.uuid, where: orgCode });
    await reachStatus(applicant.api, applicant.uuid, 'IDENTITY_VERIFICATION');
  });
}

for (const orgCode of BRANDS) {
  test(`company-covers-appraisal on ${orgCode}, for one application: on, the early disclosures and the Truth in Lending PDF say the lender pays the appraisal; off, they list its price`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const { companyName } = brandOf(orgCode).view;
    const auth = await staffAuth(request);
    const coveredFee = text('offer.disclosures.fees.appraisalCovered').replace('{{companyName}}', companyName);
    const pricedFee = text('offer.disclosures.fees.appraisal');
    const coveredPdf = text('documents.til.otherFeesAppraisalCovered').replace('{{company}}', companyName);
    const pricedPdf = text('documents.til.otherFees');
    // One application with the switch on and one with it off, each in its own browser context.
    const run = async (enabled: boolean) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const applicant = await newApplicant(request, page, orgCode);
        await setApplicationFlag(request, auth, applicant.uuid, 'company-covers-appraisal', enabled);
        await reachStatus(applicant.api, applicant.uuid, 'OFFER_SELECTION');
        // product/select/confirm: the early disclosures' fees.
        await page.goto(pageOf(baseURL!, orgCode, pageRoutes.screen(applicant.uuid, 'product/select')));
        await page.getByRole('button', { name: text('application.offer.continue') }).click();
        await expect(page.getByRole('heading', { level: 2, name: text('offer.disclosures.heading') })).toBeVisible({ timeout: 20_000 });
        const disclosures = page.getByRole('region', { name: text('offer.disclosures.heading') });
        await expect(disclosures.getByText(enabled ? coveredFee : pricedFee, { exact: true })).toBeVisible();
        await expect(disclosures.getByText(enabled ? pricedFee : coveredFee, { exact: true })).toHaveCount(0);
        if (enabled) await axeAt1280And320(page, `product/select/confirm, appraisal paid by the lender (${orgCode})`);

        // The closing documents: the Truth in Lending disclosures' other fees, read off the PDF the page downloads.
        await acceptOffer(applicant.api, applicant.uuid);
        await reachStatus(applicant.api, applicant.uuid, 'COLLECT_ADDITIONAL_INFO');
        await submitApplication(applicant.api, applicant.uuid);
        await reachStatus(applicant.api, applicant.uuid, 'INCOME_VERIFICATION');
        await linkPayroll(applicant.api, applicant.uuid);
        await reachStatus(applicant.api, applicant.uuid, 'IDENTITY_VERIFICATION');
        await submitIdentity(applicant.api, applicant.uuid);
        await reachStatus(applicant.api, applicant.uuid, 'NOTE_SIGNING');
        // signing/intro: the E-SIGN consent with the code read off its PDF, then the documents.
        await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${applicant.uuid}`));
        const codeLine = page.getByRole('region', { name: /^Consent to Use Electronic Records and Signatures, PDF document$/ }).getByText(/Your confirmation code: \d{6}/);
        await expect(codeLine).toBeAttached({ timeout: 20_000 });
        await page.getByLabel(text('signing.esign.codeLabel')).fill(/(\d{6})/.exec((await codeLine.textContent())!)![1]!);
        await page.getByRole('checkbox', { name: text('signing.esign.consentLabel') }).check();
        await page.getByRole('button', { name: text('signing.esign.submit') }).click();
        await page.getByRole('link', { name: text('signing.intro.review') }).click();
        await expect(page.getByRole('heading', { level: 1, name: text('signing.disclosures.heading') })).toBeVisible({ timeout: 20_000 });
        const title = text('documents.til.title');
        await page.getByRole('button', { name: `Read ${title}` }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: `Download ${title} (PDF)` }).click();
        const til = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
        expect(til).toContain(enabled ? coveredPdf : pricedPdf);
        expect(til).not.toContain(enabled ? pricedPdf : coveredPdf);
      } finally {
        await context.close();
      }
    };
    await Promise.all([run(true), run(false)]);
  });
}

for (const orgCode of BRANDS) {
  test(`multi-page-product-select on ${orgCode}, for one application: on, product/select is three pages keeping the choice across a refresh and the back button; off, one page`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const applicant = await applicantAtOffers(page, request, orgCode);
    const { uuid } = applicant;
    const auth = await staffAuth(request);
    const offerSet = (await applicant.api.get(apiRoutes.offers.path({ uuid }))).body as OfferSet;
    const step = (n: number, part: string) =>
      page.getByRole('heading', { level: 2, name: text('application.offer.pages.step').replace('{{step}}', String(n)).replace('{{total}}', '3').replace('{{name}}', text(`application.offer.pages.${part}`)) });
    const amountField = input(page, text('application.offer.amount'));
    const optionLabel = (o: { term: number; originationFee: number }) => text('application.offer.option').replace('{{term}}', String(o.term)).replace('{{fee}}', formatPercent(o.originationFee));
    const open = async () => {
      await page.goto(pageOf(baseURL!, orgCode, pageRoutes.screen(uuid, 'product/select')));
      await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 20_000 });
    };

    // Off: today's one page, the options and the amount together, no steps.
    await setApplicationFlag(request, auth, uuid, 'multi-page-product-select', false);
    await open();
    await expect(amountField).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(step(1, 'option')).toHaveCount(0);

    // On from the console: the next load is page 1 of 3, the options alone.
    await setApplicationFlag(request, auth, uuid, 'multi-page-product-select', true);
    await page.evaluate((key) => sessionStorage.removeItem(key), `heloc_offer_choice:${uuid}`);
    await open();
    await expect(step(1, 'option')).toBeVisible();
    await expect(amountField).toHaveCount(0);
    await axeAt1280And320(page, `product/select page 1, the option (${orgCode})`);
    await checkScreen(page, 'product-select-page-1');
    // An option other than the one chosen for the applicant.
    let chosen: OfferSet['offers'][number] | undefined;
    for (const offer of offerSet.offers) {
      const radio = page.getByRole('radio', { name: optionLabel(offer), exact: true });
      if ((await radio.isVisible()) && !(await radio.isChecked())) {
        chosen = offer;
        await radio.check();
        break;
      }
    }
    expect(chosen, 'a second option to choose').toBeDefined();
    await page.getByRole('button', { name: text('application.offer.pages.next'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]part=amount$/);
    await expect(step(2, 'amount')).toBeFocused();
    const amount = Math.round((chosen!.minDraw + chosen!.maxDraw) / 2);
    await amountField.fill(String(amount));
    await axeAt1280And320(page, `product/select page 2, the amount (${orgCode})`);
    await checkScreen(page, 'product-select-page-2');
    await page.getByRole('button', { name: text('application.offer.pages.next'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]part=review$/);
    const summary = page.getByRole('region', { name: text('application.offer.summary') });
    const review = async () => {
      await expect(step(3, 'review')).toBeVisible();
      await expect(summary.getByText(optionLabel(chosen!), { exact: true })).toBeVisible();
      await expect(summary).toContainText(formatMoney(amount, 2));
    };
    await review();
    await axeAt1280And320(page, `product/select page 3, the review (${orgCode})`);
    await checkScreen(page, 'product-select-page-3');

    // A refresh keeps the page and the choice; the back button goes to the amount as typed.
    await page.reload();
    await review();
    await page.goBack();
    await expect(step(2, 'amount')).toBeVisible();
    await expect(amountField).toHaveValue(formatLimit(amount));
    await page.getByRole('button', { name: text('application.offer.pages.back'), exact: true }).click();
    await expect(step(1, 'option')).toBeFocused();
    await expect(page.getByRole('radio', { name: optionLabel(chosen!), exact: true })).toBeChecked();
    for (const part of ['amount', 'review']) {
      await page.getByRole('button', { name: text('application.offer.pages.next'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]part=${part}$`));
    }
    await review();

    // Continue on the review sends the choice (SELECT_OFFER) and opens the confirm screen.
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === apiRoutes.events.path({ uuid }));
    await page.getByRole('button', { name: text('application.offer.continue') }).click();
    expect((await sent).status()).toBe(200);
    expect((await sent).request().postDataJSON()).toMatchObject({ type: 'SELECT_OFFER', answers: { offerId: chosen!.id, amount } });
    await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select/confirm$`));
  });
}

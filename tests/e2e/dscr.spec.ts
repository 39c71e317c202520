// DSCR as a new applicant goes through it (flows/dscr/README.md), by labels and roles only, on the
// two brands offering it, acme-lending and summit-demo (whose pages open with a loan officer's
// referral link, as brands.spec.ts does): a primary home on the DSCR entry is told why it cannot
// continue; an investment property is asked its rent, taxes, insurance and dues, the
// business-purpose certification and who is borrowing (a company on acme-lending), never an income,
// and reaches offers that show the ratio and how it was worked out; after the hard pull the signed
// lease is asked for on the conditions screen (a lease's rent was stated), uploaded there, and
// approved by staff over HTTP; then on to `complete` and funded, with no rescission step on the way
// (no rescission screen, no RESCISSION or GEN_RESCISSION status in any status answer the pages
// read) and no income screen. On acme-lending the whole journey is the browser's (but staff's
// approval); on summit-demo the registration, the offers and the lease are, then the middle (offer
// accepted, summary, identity, the note signed) is set over HTTP and the browser takes it from the notary (in person there, online on
// acme) to funded. axe at 1280 and 320 px on every screen (seeScreen on the closing screens).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPLICATION } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { STAFF_E2E } from './staff-account';
import { isBankingBusinessDay, zonedDate } from '../../src/core/calendar/business-days';
import { advanceClock, hoursUntil, signNote, toBankingDayAfter, waitFor } from '../server/closing-journey';
import { acceptOffer, statusOf, submitApplication, submitIdentity, underBase, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { consentAndSign, linkAccount, notariseInPerson, notariseOnline, seeScreen, typeAccount } from './closing-screens';
import { brandOf, copyPattern, flowJson, input, text, urlOn } from './helpers';
import { chooseIdFile } from './phone-setup';
import { axeAndLayout } from './layout';
import { answerPasswordStep, answerPerson, answerPropertyStep } from './registration';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const address = { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' };

async function next(page: Page, key: string) {
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading(key))).toBeVisible();
}

const DSCR_BASE = (flowJson('flows/dscr/product.json') as { apiBasePath: string }).apiBasePath;
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });
const NEVER = ['RESCISSION', 'GEN_RESCISSION', 'INCOME_VERIFICATION', 'WAITING_FOR_INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION'];

// Who borrows on each brand's walk: both brands have the business-purpose flag on and allow a company
// as borrower (products.dscr.entityBorrower), so both certify and are asked who is borrowing; on
// acme-lending a company borrows (its name and EIN asked), on summit-demo the applicant. The brand
// that asks neither is keystone-rentals (dscr-borrower.spec.ts).
const BORROWER: Record<string, 'entity' | 'individual'> = { 'acme-lending': 'entity', 'summit-demo': 'individual' };

/** A page of the brand, with summit-demo's loan officer referral where the brand requires one. */
function pageOn(baseURL: string, orgCode: string, path: string): string {
  const { hostPrefix, view } = brandOf(orgCode);
  return urlOn(baseURL, `${hostPrefix}.localhost`, view.referrerRequired ? `${path}?referrer=c0000000-0000-4000-8000-000000000001` : path);
}

/** Every screen the page opens and every status its status reads answer, for the never-seen checks at the end. */
function watch(page: Page): { visited: string[]; statuses: Set<string> } {
  const seen = { visited: [] as string[], statuses: new Set<string>() };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.visited.push(frame.url()));
  page.on('response', (response) => {
    if (!/\/status$/.test(new URL(response.url()).pathname) || response.status() !== 200) return;
    response.json().then((body: { status?: string }) => body.status && seen.statuses.add(body.status), () => undefined);
  });
  return seen;
}

/** The DSCR registration from its entry to the offers: rent and costs, the certification, never income; the ratio worksheet shown. */
async function registerToOffers(page: Page, baseURL: string, orgCode: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pageOn(baseURL, orgCode, '/account/dscr/register'));
  await answerPropertyStep(page, address, 'INVESTMENT');
  await next(page, 'dscr.steps.rent.heading');
  await axeAndLayout(page, `${orgCode}-dscr-rent`);
  await page.getByRole('radio', { name: text('dscr.fields.hasLeaseYes'), exact: true }).check();
  await next(page, 'dscr.steps.lease-rent.heading');
  await input(page, text('dscr.fields.monthlyRent')).fill('3000');
  await axeAndLayout(page, `${orgCode}-dscr-lease-rent`);
  await next(page, 'dscr.steps.property-costs.heading');
  await input(page, text('dscr.fields.monthlyTaxes')).fill('400');
  await input(page, text('dscr.fields.monthlyInsurance')).fill('150');
  await input(page, text('dscr.fields.monthlyDues')).fill('50');
  await axeAndLayout(page, `${orgCode}-dscr-costs`);
  await next(page, 'dscr.steps.business-purpose.heading');
  await page.getByRole('checkbox', { name: copyPattern('dscr.fields.businessPurposeCertified') }).check();
  await axeAndLayout(page, `${orgCode}-dscr-business-purpose`);
  await next(page, 'dscr.steps.borrower-type.heading');
  await axeAndLayout(page, `${orgCode}-dscr-borrower-type`);
  if (BORROWER[orgCode] === 'entity') {
    await page.getByRole('radio', { name: text('dscr.fields.borrowerTypeEntity'), exact: true }).check();
    await next(page, 'dscr.steps.entity.heading');
    await input(page, text('dscr.fields.entityLegalName')).fill('Maple Court Rentals LLC');
    await input(page, text('dscr.fields.ein')).fill('98-7654321');
    await axeAndLayout(page, `${orgCode}-dscr-entity`);
  } else {
    await page.getByRole('radio', { name: text('dscr.fields.borrowerTypeIndividual'), exact: true }).check();
  }
  await answerPerson(page, { lastName: 'Landlord', email: `dscr-${randomUUID()}@example.com` });
  await answerPasswordStep(page);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();

  // product/select: the offers, and the ratio worked out beside them.
  await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 60_000 });
  const worksheet = page.getByRole('region', { name: text('offer.ratioWorksheet.heading') });
  await expect(worksheet).toBeVisible();
  await expect(worksheet.getByText(text('offer.ratioWorksheet.rows.monthlyRent'), { exact: true })).toBeVisible();
  await expect(worksheet.getByText('$3,000.00').first()).toBeVisible();
  await expect(worksheet.getByText(/Ratio = monthly rent ÷ total monthly payments = \$3,000\.00 ÷ \$[\d,.]+ = \d\.\d\d\./)).toBeVisible();
  await axeAndLayout(page, `${orgCode}-dscr-offers`);
}

/** The signed-in applicant's application and an Api for it under the DSCR base path (the status and sandbox routes are product-wide). */
async function applicationOf(page: Page, request: Parameters<typeof playwrightApi>[0], orgCode: string): Promise<{ uuid: string; api: Api }> {
  const uuid = /\/account\/[a-z-]+\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  const jwt = (await page.evaluate(() => localStorage.getItem('jwt')))!;
  return { uuid, api: underBase(playwrightApi(request, jwt, { 'x-org': orgCode }), APPLICATION, DSCR_BASE) };
}

/** The conditions screen after the hard pull: the signed lease asked for, uploaded as a person does, then received. */
async function uploadLease(page: Page, orgCode: string) {
  await expect(page.getByRole('heading', heading('conditions.index.heading'))).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(text('conditions.categories.LEASE_DOCUMENT_REQUEST.prompt'))).toBeVisible();
  await axeAndLayout(page, `${orgCode}-dscr-lease-conditions`);
  await page.getByRole('link', { name: text('conditions.index.openLabel').replace('{{title}}', text('conditions.categories.LEASE_DOCUMENT_REQUEST.title')) }).click();
  await expect(page.getByRole('heading', heading('conditions.upload.heading'))).toBeVisible();
  await page.getByLabel(text('conditions.documentTypes.LEASE')).setInputFiles(png('lease.png'));
  await expect(page.getByText(text('conditions.upload.uploaded').replace('{{name}}', 'lease.png (72 bytes)'))).toBeVisible();
  await axeAndLayout(page, `${orgCode}-dscr-lease-upload`);
  await page.getByRole('button', { name: text('conditions.upload.submit') }).click();
  await expect(page.getByText(text('conditions.index.received'))).toBeVisible();
}

/** Staff approve the lease's review over HTTP (staff-console.spec.ts walks the console itself). */
async function approveLease(request: APIRequestContext, uuid: string, api: Api) {
  await waitFor(api, uuid, 'LEASE_REVIEW', 60_000);
  const session = await request.post(staffApiRoutes.session.path({}), { data: STAFF_E2E });
  expect(session.status(), await session.text()).toBe(200);
  const { jwt } = (await session.json()) as { jwt: string };
  const { version } = await statusOf(api, uuid);
  const approved = await request.post(staffApiRoutes.review.path({ uuid }), { headers: { authorization: `Bearer ${jwt}` }, data: { decision: 'approve', version } });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** product/select → confirm → contact → HMDA → summary → the lease → identity, as a person answers them, to signing/intro. */
async function acceptToSigning(page: Page, orgCode: string, request: APIRequestContext) {
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: text('application.offer.continue') }).click();
  await expect(page.getByRole('heading', heading('offer.confirm.heading'))).toBeVisible();
  await page.getByRole('checkbox', { name: copyPattern('offer.confirm.acknowledge') }).check();
  await page.getByRole('checkbox', { name: copyPattern('offer.confirm.hardCredit') }).check();
  await axeAndLayout(page, `${orgCode}-dscr-confirm`);
  await page.getByRole('button', { name: text('offer.confirm.accept') }).click();

  await expect(page.getByRole('heading', heading('flows.contact.steps.index.heading'))).toBeVisible();
  await page.getByRole('radio', { name: text('fields.yesNo.YES'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await page.getByRole('radio', { name: text('fields.titleOwnership.SOLE'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(input(page, text('fields.phoneNumber'))).toHaveValue('(555) 555-0100');
  await page.getByRole('radio', { name: text('fields.maritalStatus.MARRIED'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(page.getByRole('heading', heading('flows.hmda.steps.index.heading'))).toBeVisible();
  await page.getByRole('group', { name: text('fields.hmda.ethnicity.label') }).getByRole('checkbox', { name: text('fields.hmda.ethnicity.notHispanicOrLatino'), exact: true }).check();
  await page.getByRole('group', { name: text('fields.hmda.race.label') }).getByRole('checkbox', { name: text('fields.hmda.race.white'), exact: true }).check();
  await page.getByRole('group', { name: text('fields.hmda.sex.label') }).getByRole('checkbox', { name: text('fields.hmda.sex.notProvided'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(page.getByRole('heading', heading('summary.heading'))).toBeVisible();
  await axeAndLayout(page, `${orgCode}-dscr-summary`);
  await page.getByRole('checkbox', { name: copyPattern('summary.confirm') }).check();
  await page.getByRole('button', { name: text('summary.submit') }).click();

  // No income step: the hard pull clears to the lease (a lease's rent was stated), then to the ID document.
  await uploadLease(page, orgCode);
  const { uuid, api } = await applicationOf(page, request, orgCode);
  await approveLease(request, uuid, api);
  await page.reload();
  await expect(page.getByRole('heading', heading('flows.id-document.steps.index.heading'))).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: text('fields.identityDocument.US_DRIVERS_LICENSE'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await chooseIdFile(page, 'front', png('front.png'));
  await expect(page.getByText(text('identity.images.frontDone'))).toBeVisible();
  await chooseIdFile(page, 'back', png('back.png'));
  await expect(page.getByText(text('identity.images.backDone'))).toBeVisible();
  await page.getByRole('button', { name: text('identity.submit') }).click();
  await expect(page.getByRole('heading', heading('application.screens.signingIntro.heading'))).toBeVisible({ timeout: 60_000 });
}

/** The clock to a day banks are shut, so that recording waits and `complete` is seen before the line is funded. */
async function toBanksShut(api: Api, uuid: string) {
  const now = await advanceClock(api, uuid, 0);
  await advanceClock(api, uuid, hoursUntil(now, (at) => !isBankingBusinessDay(zonedDate(at))));
}

/** complete with no right to cancel (no cancel button, the investment line's words), then funded on the next banking day. */
async function completeWithoutRescission(page: Page, api: Api, uuid: string) {
  await seeScreen(page, uuid, 'complete', text('closing.complete.heading'));
  await expect(page.getByText(text('closing.complete.noRescission'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('closing.complete.cancel') })).toHaveCount(0);
  await toBankingDayAfter(api, uuid, await advanceClock(api, uuid, 0));
  await expect(page.getByRole('heading', { level: 1, name: text('closing.complete.funded') })).toBeVisible({ timeout: 45_000 });
  expect((await statusOf(api, uuid)).status).toBe('COMPLETE');
  await seeScreen(page, uuid, 'complete', text('closing.complete.funded'));
}

function expectNeverSeen({ visited, statuses }: { visited: string[]; statuses: Set<string> }) {
  expect(visited.filter((url) => /income|rescission/.test(new URL(url).pathname))).toEqual([]);
  expect([...statuses].filter((s) => NEVER.includes(s))).toEqual([]);
  // The pages read the status on the way (the complete screen then reads the closing view, not the status).
  expect(statuses).toContain('DISBURSEMENT_ACCOUNT');
}

for (const orgCode of ['acme-lending', 'summit-demo']) {
  test(`a primary home on the DSCR entry of ${orgCode} is told why it cannot continue`, async ({ page, baseURL }) => {
    await page.goto(pageOn(baseURL!, orgCode, '/account/dscr/register'));
    await expect(page.getByRole('heading', heading('dscr.steps.index.heading'))).toBeVisible();
    await answerPropertyStep(page, address, 'HOME');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page.getByText(text('dscr.blocks.notInvestment'))).toBeVisible();
    await expect(page.getByRole('heading', heading('dscr.steps.index.heading'))).toBeVisible();
    await axeAndLayout(page, `${orgCode}-dscr-not-investment`);
  });
}

test('a DSCR application on acme-lending, all in the browser: rent asked, never income, the ratio shown, to complete with no rescission', async ({ page, baseURL, request }) => {
  test.setTimeout(360_000);
  const seen = watch(page);
  await registerToOffers(page, baseURL!, 'acme-lending');
  await acceptToSigning(page, 'acme-lending', request);
  const { uuid, api } = await applicationOf(page, request, 'acme-lending');
  await consentAndSign(page, uuid, 'Pat Landlord');
  await notariseOnline(page, api, uuid);
  await toBanksShut(api, uuid);
  await linkAccount(page, uuid);
  await completeWithoutRescission(page, api, uuid);
  expectNeverSeen(seen);
});

test('a DSCR application on summit-demo: registered to the offers in the browser, the middle over HTTP, the notary to complete in the browser', async ({ page, baseURL, request }) => {
  test.setTimeout(300_000);
  const seen = watch(page);
  await registerToOffers(page, baseURL!, 'summit-demo');
  const { uuid, api } = await applicationOf(page, request, 'summit-demo');
  // Fast-forwarded over HTTP (acme-lending's test walks these screens): offer, summary, identity, the note signed.
  await acceptOffer(api, uuid);
  await submitApplication(api, uuid);
  // The lease in the browser on this brand too: the page, reloaded, shows the conditions screen.
  await waitFor(api, uuid, 'LEASE_REVIEW', 60_000);
  await page.reload();
  await uploadLease(page, 'summit-demo');
  await approveLease(request, uuid, api);
  await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 60_000);
  await submitIdentity(api, uuid);
  await waitFor(api, uuid, 'NOTE_SIGNING', 60_000);
  await signNote(api, uuid);
  await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
  await page.reload();
  await notariseInPerson(page, api, uuid);
  await toBanksShut(api, uuid);
  await typeAccount(page, uuid);
  await completeWithoutRescission(page, api, uuid);
  expectNeverSeen(seen);
});

// The routing edges of spec section 4 (issue 29 item 3) in Chromium against the real server, each
// reached by a sandbox persona or a staff action: a DECLINE decision routed on to error/decline, a
// stable status re-read until it changes (the page follows a staff action without a reload),
// error/credit from CREDIT_ERROR, the NAV BPO and resi-eval estimate statuses to
// bpo/estimate-value, the property details card, and 'Go to dashboard' under every application
// screen. New or changed screens: axe at 1280 and 320 px on acme-lending and fairway.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { HOME_PATH } from '../../src/core/contract/ids';
import { staffApiRoutes, staffPageRoutes } from '../../src/core/contract/staff-routes';
import { helocRequest, type HelocOptions } from '../server/harness';
import { acceptOffer, send, statusOf, submitApplication } from '../server/journey';
import { newApplicant, reachStatus } from './phone-setup';
import { axeViolations, brandOf, input, settled, text, urlOn } from './helpers';
import { STAFF_E2E } from './staff-account';
import { signInAsStaff } from './staff-inbox';

type Applicant = Awaited<ReturnType<typeof newApplicant>> & { orgCode: string };

/** A new applicant of `orgCode` with one application of the persona (phone-setup's, the body the persona's). */
async function applicant(request: APIRequestContext, page: Page, orgCode: string, persona: HelocOptions = {}): Promise<Applicant> {
  return { ...(await newApplicant(request, page, orgCode, helocRequest(persona))), orgCode };
}

const pageOf = (baseURL: string, orgCode: string, path: string) => urlOn(baseURL, `${brandOf(orgCode).hostPrefix}.localhost`, path);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const screenUrl = (uuid: string, screen: string) => new RegExp(`/account/heloc/${uuid}/${escape(screen)}$`);
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

/** A staff decision over HTTP at the version the application is at (the console's own button is walked in the decline test). */
async function staffDecides(request: APIRequestContext, who: Applicant, decision: string) {
  const session = await request.post(staffApiRoutes.session.path({}), { data: STAFF_E2E });
  expect(session.status(), await session.text()).toBe(200);
  const { jwt } = (await session.json()) as { jwt: string };
  const { version } = await statusOf(who.api, who.uuid);
  const decided = await request.post(staffApiRoutes.review.path({ uuid: who.uuid }), { headers: { authorization: `Bearer ${jwt}` }, data: { decision, version } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** Marks the page, so a later check tells whether it was loaded again (a reload or a full navigation drops the mark). */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { routingMark: string }).routingMark = 'still here'));
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { routingMark?: string }).routingMark);

async function axeAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await axeViolations(page), `${where} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** OFFER_SELECTION → the offer accepted and the application submitted: the hard pull runs. */
async function submitted(who: Applicant) {
  await reachStatus(who.api, who.uuid, 'OFFER_SELECTION');
  await acceptOffer(who.api, who.uuid);
  await submitApplication(who.api, who.uuid);
}

/** '1 Noavm Bpohold Rd': no AVM, the applicant's estimate, the BPO ordered, and the vendor holds it (BPO_PROCESSING, bpo/hold). */
async function bpoHeld(who: Applicant) {
  await reachStatus(who.api, who.uuid, 'NO_AVM_FOUND');
  await send(who.api, who.uuid, 'SUBMIT_ESTIMATE', { estimatedValue: 600000 });
  await reachStatus(who.api, who.uuid, 'BPO_ORDER_REQUEST');
  await send(who.api, who.uuid, 'ORDER_BPO');
  await reachStatus(who.api, who.uuid, 'BPO_PROCESSING');
}

test('a stable status is re-read until it changes: staff clear the delinquency review and the page follows to income/review without a reload', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const who = await applicant(request, page, 'acme-lending', { lastName: 'Delinquent' });
  await submitted(who);
  await reachStatus(who.api, who.uuid, 'DELINQUENCY_REVIEW');
  await page.goto(pageOf(baseURL!, who.orgCode, `/account/heloc/${who.uuid}`));
  await expect(page).toHaveURL(screenUrl(who.uuid, 'review-app/delinquency'), { timeout: 30_000 });
  await expect(page.getByRole('heading', heading('application.screens.delinquency.heading'))).toBeVisible();
  await markPage(page);
  await staffDecides(request, who, 'approve');
  // The next re-read (every 3 s) sees INCOME_VERIFICATION: the page moves on by itself.
  await expect(page).toHaveURL(screenUrl(who.uuid, 'income/review'), { timeout: 20_000 });
  await expect(page.getByRole('heading', heading('income.review.heading'))).toBeVisible();
  expect(await pageMark(page)).toBe('still here');
});

test("a DECLINE decision is routed on: staff decline in the console and the applicant's page follows to error/decline; the status answer carries the decision", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  const who = await applicant(request, page, 'fairway', { lastName: 'Delinquent' });
  await submitted(who);
  await reachStatus(who.api, who.uuid, 'DELINQUENCY_REVIEW');
  await page.goto(pageOf(baseURL!, who.orgCode, `/account/heloc/${who.uuid}`));
  await expect(page).toHaveURL(screenUrl(who.uuid, 'review-app/delinquency'), { timeout: 30_000 });
  await markPage(page);
  await staffDeclinesInConsole(browser, baseURL!, who);
  await expect(page).toHaveURL(screenUrl(who.uuid, 'error/decline'), { timeout: 20_000 });
  await expect(page.getByRole('heading', heading('application.screens.decline.heading'))).toBeVisible();
  expect(await pageMark(page)).toBe('still here');

  // The eligibility step's DECLINE (a score below the minimum) is in the status answer's routing facts.
  const low = await applicant(request, page, 'fairway', { lastName: 'Lowscore' });
  await reachStatus(low.api, low.uuid, 'DECLINED');
  expect(((await statusOf(low.api, low.uuid)) as unknown as { routing: Record<string, unknown> }).routing.uwDecision).toBe('DECLINE');
});

/** The console on the brand's host: the application's page and its Decline button. */
async function staffDeclinesInConsole(browser: Browser, baseURL: string, who: Applicant) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInAsStaff(staff, pageOf(baseURL, who.orgCode, staffPageRoutes.signIn));
  await expect(staff.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
  await staff.goto(pageOf(baseURL, who.orgCode, staffPageRoutes.application(who.uuid)));
  await staff.getByRole('button', { name: text('staff.review.decline'), exact: true }).click();
  // Once decided the review's buttons go (the status takes no more review decisions).
  await expect(staff.getByRole('button', { name: text('staff.review.decline'), exact: true })).toHaveCount(0);
  await reachStatus(who.api, who.uuid, 'DECLINED');
  await context.close();
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`error/credit on ${orgCode}: the bureau cannot answer after a frozen hard pull (staff: credit error) and the applicant sees the credit-check error`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const who = await applicant(request, page, orgCode, { lastName: 'Hardfrozen' });
    await submitted(who);
    await reachStatus(who.api, who.uuid, 'HARD_CREDIT_LOCKED_OR_FROZEN');
    await staffDecides(request, who, 'creditFailed');
    await reachStatus(who.api, who.uuid, 'CREDIT_ERROR');
    await page.goto(pageOf(baseURL!, orgCode, `/account/heloc/${who.uuid}`));
    await expect(page).toHaveURL(screenUrl(who.uuid, 'error/credit'), { timeout: 30_000 });
    await expect(page.getByRole('heading', heading('application.screens.creditError.heading'))).toBeVisible();
    await expect(page.getByText(text('application.screens.creditError.body'))).toBeVisible();
    await axeAtBothWidths(page, `error/credit on ${orgCode}`);
  });
}

test('NAV BPO: staff send a held valuation out as a NAV BPO; the page on bpo/hold follows to bpo/estimate-value with the property details card, and the estimate orders it', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const who = await applicant(request, page, 'acme-lending', { street1: '1 Noavm Bpohold Rd' });
  await bpoHeld(who);
  await page.goto(pageOf(baseURL!, who.orgCode, `/account/heloc/${who.uuid}`));
  await expect(page).toHaveURL(screenUrl(who.uuid, 'bpo/hold'), { timeout: 30_000 });
  const card = page.getByRole('region', { name: text('application.propertyDetails.heading') });
  await expect(card).toContainText(`${text('application.propertyDetails.address')}1 Noavm Bpohold Rd, `);
  await markPage(page);
  await staffDecides(request, who, 'navBpo');
  await expect(page).toHaveURL(screenUrl(who.uuid, 'bpo/estimate-value'), { timeout: 20_000 });
  await expect(page.getByRole('heading', heading('flows.estimate-value.steps.index.heading'))).toBeVisible();
  expect(await pageMark(page)).toBe('still here');
  expect((await statusOf(who.api, who.uuid)).status).toBe('NAV_BPO_ESTIMATE');
  await expect(card).toBeVisible();
  await axeAtBothWidths(page, 'bpo/estimate-value (NAV BPO) on acme-lending');
  await input(page, text('fields.estimatedValue')).fill('620000');
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  // The order goes out with the estimate; the sandbox's vendor holds it again (Bpohold).
  await expect(page).toHaveURL(screenUrl(who.uuid, 'bpo/hold'), { timeout: 30_000 });
});

test('resi-eval: staff send a held valuation out as a residential evaluation; the applicant is asked for an estimate on bpo/estimate-value', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const who = await applicant(request, page, 'fairway', { street1: '3 Noavm Bpohold Rd' });
  await bpoHeld(who);
  await staffDecides(request, who, 'resiEval');
  await reachStatus(who.api, who.uuid, 'RESI_EVAL_ESTIMATE');
  await page.goto(pageOf(baseURL!, who.orgCode, `/account/heloc/${who.uuid}`));
  await expect(page).toHaveURL(screenUrl(who.uuid, 'bpo/estimate-value'), { timeout: 30_000 });
  await expect(page.getByRole('heading', heading('flows.estimate-value.steps.index.heading'))).toBeVisible();
  const card = page.getByRole('region', { name: text('application.propertyDetails.heading') });
  await expect(card).toContainText(`${text('application.propertyDetails.address')}3 Noavm Bpohold Rd, `);
  await axeAtBothWidths(page, 'bpo/estimate-value (resi-eval) on fairway');
});

test("'Go to dashboard' under an application screen leads to the dashboard", async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const who = await applicant(request, page, 'fairway', { street1: '12 Nowhere Lane' });
  await reachStatus(who.api, who.uuid, 'NO_PROPERTY_FOUND');
  await page.goto(pageOf(baseURL!, who.orgCode, `/account/heloc/${who.uuid}`));
  await expect(page).toHaveURL(screenUrl(who.uuid, 'review-app/property'), { timeout: 30_000 });
  // The property details card beside the property screen: the address the application gave.
  await expect(page.getByRole('region', { name: text('application.propertyDetails.heading') })).toContainText('12 Nowhere Lane, ');
  const actions = page.getByRole('navigation', { name: text('application.actions.label') });
  await expect(actions.getByRole('link', { name: text('application.actions.dashboard') })).toHaveAttribute('href', HOME_PATH);
  await axeAtBothWidths(page, 'review-app/property on fairway');
  await actions.getByRole('link', { name: text('application.actions.dashboard') }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(HOME_PATH)}$`));
  await expect(page.getByRole('heading', heading('auth.dashboard.heading'))).toBeVisible();
});

// The dashboard in Chromium against the real server, on two brands: one applicant with a declined
// application (persona Lowscore) and a newer one with offers ready, both made over HTTP through
// the real create call (the decline retired when the second starts). The applicant signs in, sees
// each with its own status chip, status words and action (the decline muted, without a primary
// button; the live one marked active), follows each action to its screen; axe at 1280 and 320 px,
// no sideways scroll at 320, 390 and 1280 px. Then 'Finish later' on the offer screen: the mail is
// read in the sandbox outbox, its link followed signed out, and after sign-in the same screen shows.
// And an applicant whose only application was declined registers again in the browser: no
// 'application under way' modal, a new application, and the dashboard shows both; once an offer is
// chosen, its draw amount and the next stage's action (to start/contact).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword, type HelocOptions } from '../server/harness';
import { acceptOffer, statusOf } from '../server/journey';
import { formatMoney } from '../../src/core/offer/money';
import { playwrightApi } from './api';
import { answerRegistration } from './registration';
import { axeViolations, brandOf, input, openProfileMenu, text, urlOn } from './helpers';

const heading = (key: string, level = 1) => ({ level, name: text(key) }) as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An applicant of `orgCode` with a declined application and a live one with offers, made over HTTP. */
async function applicantWithTwo(request: APIRequestContext, orgCode: string) {
  const org = { 'x-org': orgCode };
  const email = `dashboard-${randomUUID()}@example.com`;
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const api = playwrightApi(request, jwt, org);
  const create = async (persona: HelocOptions, status: string) => {
    const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest(persona) });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: string };
    await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 45_000, intervals: [250, 500, 1000] }).toBe(status);
    return { uuid, loanNumber };
  };
  const declined = await create({ lastName: 'Lowscore' }, 'DECLINED');
  const offers = await create({}, 'OFFER_SELECTION');
  return { email, declined, offers };
}

async function signIn(page: Page, email: string) {
  await expect(page.getByRole('heading', heading('auth.login.heading'))).toBeVisible();
  await input(page, text('auth.login.email')).fill(email);
  await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
}

/** An application's card, found by its heading (the loan number). */
const card = (page: Page, loanNumber: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: text('auth.dashboard.application').replace('{{loanNumber}}', loanNumber) }) });

async function layoutChecks(page: Page, where: string) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${where} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    if (width !== 390) expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} the dashboard tells a decline from ready offers, and 'Finish later' mails a way back`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const host = orgCode === 'acme-lending' ? '127.0.0.1' : `${brandOf(orgCode).hostPrefix}.localhost`;
    const on = (path: string) => urlOn(baseURL!, host, path);
    const { email, declined, offers } = await applicantWithTwo(request, orgCode);

    await page.goto(on('/account/heloc/dashboard'));
    await signIn(page, email);
    await expect(page.getByRole('heading', heading('auth.dashboard.heading'))).toBeVisible();
    // Newest first: the live application, then the decline.
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    const live = card(page, offers.loanNumber);
    const decline = card(page, declined.loanNumber);
    await expect(page.getByRole('main').getByRole('listitem').first()).toHaveAttribute('data-stage', 'offers');

    await expect(live.getByText(`${text('application.dashboard.statusLabel')}: ${text('application.dashboard.chips.actionNeeded')}`)).toBeVisible();
    await expect(live.getByText(text('application.dashboard.stages.offers.status'), { exact: true })).toBeVisible();
    await expect(live.getByText(text('application.final.active'), { exact: true })).toBeVisible();
    await expect(live.getByRole('link')).toHaveText([text('application.dashboard.stages.offers.action')]);
    await expect(live.getByRole('link')).toHaveClass(/MuiButton-contained/);

    await expect(decline.getByText(`${text('application.dashboard.statusLabel')}: ${text('application.dashboard.chips.declined')}`)).toBeVisible();
    await expect(decline.getByText(text('application.dashboard.stages.declined.status'), { exact: true })).toBeVisible();
    await expect(decline.getByText(text('application.final.active'), { exact: true })).toHaveCount(0);
    await expect(decline.getByRole('link')).toHaveText([text('application.dashboard.stages.declined.action')]);
    // Not a primary button: an outlined one on a muted card.
    await expect(decline.getByRole('link')).toHaveClass(/MuiButton-outlined/);
    await expect(decline.getByRole('link')).not.toHaveClass(/MuiButton-contained/);
    expect(await decline.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(await live.evaluate((el) => getComputedStyle(el).backgroundColor));
    await layoutChecks(page, `dashboard on ${orgCode}`);

    // 'Read the notice': the decline's notice screen.
    await decline.getByRole('link', { name: text('application.dashboard.stages.declined.action') }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${declined.uuid}/error/decline$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', heading('application.screens.decline.heading'))).toBeVisible();

    // 'Choose your offer': the offer screen.
    await page.goto(on('/account/heloc/dashboard'));
    await live.getByRole('link', { name: text('application.dashboard.stages.offers.action') }).click();
    const offerScreen = new RegExp(`^${escape(on(`/account/heloc/${offers.uuid}/product/select`))}$`);
    await expect(page).toHaveURL(offerScreen, { timeout: 30_000 });
    await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible();

    // 'Finish later': the words on the page, the mail in the outbox.
    await page.getByRole('button', { name: text('application.finishLater.button') }).click();
    await expect(page.getByText(text('application.finishLater.sent'))).toBeVisible();
    await layoutChecks(page, `product/select with 'Finish later' sent on ${orgCode}`);
    await openProfileMenu(page);
    await page.getByRole('menu').getByRole('menuitem', { name: text('shell.menu.logout') }).click();
    // Logging out from the offers opens the brand's leave survey (tests/e2e/feedback.spec.ts): declined here.
    if (brandOf(orgCode).view.features.leaveSurvey) await page.getByRole('dialog', { name: text('feedback.leave.title') }).getByRole('button', { name: text('feedback.leave.skip') }).click();
    await expect(page.getByRole('heading', heading('auth.login.heading'))).toBeVisible();

    await page.goto(on('/sandbox/outbox'));
    const mail = page.getByRole('article').filter({ hasText: `To ${email}` });
    await expect(mail).toHaveCount(1);
    await expect(mail.getByRole('link')).toHaveAttribute('href', on(`/account/heloc?org=${orgCode}`));
    await mail.getByRole('link').click();
    await signIn(page, email);
    // Back on the screen the applicant left: the active application's current one.
    await expect(page).toHaveURL(offerScreen, { timeout: 30_000 });
    await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible();
  });
}

test('signed in with only a declined application, registering again starts a new one', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = `again-${randomUUID()}@example.com`;
  const registered = await request.post('/identity/api/v1/registration/register', { data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName: 'Lowscore' }) });
  expect(created.status(), await created.text()).toBe(201);
  const declined = (await created.json()) as { uuid: string; loanNumber: string };
  await expect.poll(async () => (await statusOf(playwrightApi(request, jwt), declined.uuid)).status, { timeout: 45_000, intervals: [250, 500, 1000] }).toBe('DECLINED');

  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  await page.goto('/account/heloc/register-v2');
  // The profile holds the email and phone given at registration: no Contact Info, no password step.
  await answerRegistration(page, email, 'Applicant', { signedIn: true, skipsContact: true });
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 45_000 });
  await expect(page.getByRole('dialog', { name: text('submit.existingApplication.title') })).toHaveCount(0);
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  expect(uuid).not.toBe(declined.uuid);

  await page.goto('/account/heloc/dashboard');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(card(page, declined.loanNumber).getByRole('link')).toHaveText([text('application.dashboard.stages.declined.action')]);
  // A bare visit resumes the new application, not the decline.
  await page.goto('/account/heloc');
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`), { timeout: 30_000 });

  // Once an offer is chosen, its draw amount shows, with the next stage's words and action.
  const api = playwrightApi(request, jwt);
  const { offers } = (await api.get(`/service-application/api/v1/application/heloc/${uuid}/offers`)).body as { offers: Array<{ maxDraw: number }> };
  expect((await acceptOffer(api, uuid)).status).toBe('COLLECT_ADDITIONAL_INFO');
  await page.goto('/account/heloc/dashboard');
  const live = page.getByRole('main').getByRole('listitem').first();
  await expect(live).toContainText(text('application.dashboard.amount').replace('{{amount}}', formatMoney(offers[0]!.maxDraw, 2)));
  await expect(live.getByText(text('application.dashboard.stages.needsInfo.status'), { exact: true })).toBeVisible();
  await live.getByRole('link', { name: text('application.dashboard.stages.needsInfo.action') }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/contact$`), { timeout: 30_000 });
});

// Feedback in Chromium against the real server. On the main brand (features.ceoFeedback) a
// signed-in applicant on their offer screen opens 'Share your thoughts with our CEO' from the top
// bar, meets the required fields' messages, sends (the application, page and product go with it) and
// the dialog closes with a confirmation; once the account's hourly limit is used up, the server's
// message shows in the dialog and what was typed stays. The leave survey (features.leaveSurvey) on
// two brands: logging out from product/select opens it, the logout follows under it to sign-in,
// where it is answered (a send that fails, the connection dropped, shows the general alert and
// keeps the answers), and the next logout has none.
// axe at 1280 and 320 px and no sideways scroll at 320, 390 and 1280 px on each dialog.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword } from '../server/harness';
import { statusOf } from '../server/journey';
import { FEEDBACK_LIMIT } from '../../src/server/services/feedback';
import { apiRoutes, pageRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { STAFF_E2E } from './staff-account';
import { playwrightApi } from './api';
import { axeViolations, brandOf, input, openProfileMenu, text, urlOn } from './helpers';
import { checkScreen, nextLayout } from './layout';

/** An applicant of `orgCode` with an application at its offers, made over HTTP; their token. */
async function applicantAtOffers(request: APIRequestContext, orgCode: string) {
  const org = { 'x-org': orgCode };
  const email = `feedback-${randomUUID()}@example.com`;
  const registered = await request.post(apiRoutes.register.path({}), { headers: org, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post(`${apiRoutes.create.path({})}?state=CA`, { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest() });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt, org);
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 45_000, intervals: [250, 500, 1000] }).toBe('OFFER_SELECTION');
  return { email, jwt, uuid, org };
}

/** Signed in as the page's own session (localStorage "jwt"), then the offer screen. */
async function openOffers(page: Page, on: (path: string) => string, jwt: string, uuid: string) {
  await page.goto(on('/healthz'));
  await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
  await page.goto(on(pageRoutes.screen(uuid, 'product/select')));
  await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 20_000 });
}

/** axe at 1280 and 320 px (asked again until a resize's transitions settle), then the sideways check. */
async function checkDialog(page: Page, name: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await nextLayout(page);
    await expect.poll(() => axeViolations(page), { message: `${name} at ${width} px`, timeout: 15_000 }).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, name);
}

const logout = async (page: Page) => {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: text('shell.menu.logout') }).click();
};

test('on the main brand a signed-in applicant sends feedback to the CEO; past the hourly limit the server says so', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const on = (path: string) => urlOn(baseURL!, '127.0.0.1', path);
  const { jwt, uuid, org } = await applicantAtOffers(request, 'acme-lending');
  // All but one of the account's messages for this hour, sent over HTTP.
  for (let i = 1; i < FEEDBACK_LIMIT.max; i++) {
    const sent = await request.post(apiRoutes.ceoFeedback.path({}), { headers: { ...org, authorization: `Bearer ${jwt}` }, data: { message: `Message number ${i}`, topic: 'COMPLIMENT', marketingConsent: false } });
    expect(sent.status()).toBe(201);
  }
  await openOffers(page, on, jwt, uuid);

  await page.getByRole('button', { name: text('shell.ceoFeedback') }).click();
  const dialog = page.getByRole('dialog', { name: text('feedback.ceo.title') });
  await expect(dialog).toBeVisible();
  await checkDialog(page, 'CEO feedback');
  const message = dialog.getByRole('textbox', { name: text('feedback.ceo.message') });
  const send = dialog.getByRole('button', { name: text('feedback.ceo.send') });
  // Nothing chosen: every field says Required, and focus goes to the first.
  await send.click();
  await expect(dialog.getByText(text('errors.required'), { exact: true })).toHaveCount(3);
  await expect(dialog.getByRole('radio', { name: text('feedback.ceo.topics.IMPROVE_PRODUCT') })).toBeFocused();
  await dialog.getByRole('radio', { name: text('feedback.ceo.topics.IMPROVE_PRODUCT') }).check();
  await dialog.getByRole('radio', { name: text('feedback.ceo.yes') }).check();
  await message.fill('Too short');
  await send.click();
  await expect(message).toBeFocused();
  await expect(message).toHaveAccessibleDescription(new RegExp(`^${text('errors.feedback.min')}`));
  await expect(dialog.getByText('9 of 1000 characters')).toBeVisible();
  await message.fill('y'.repeat(1001));
  await expect(dialog.getByText(text('errors.feedback.max'))).toBeVisible();
  const words = 'The offer screen made the choice easy.';
  await message.fill(words);
  await expect(dialog.getByText(`${words.length} of 1000 characters`)).toBeVisible();

  const posted = page.waitForRequest((r) => r.url().endsWith(apiRoutes.ceoFeedback.path({})) && r.method() === 'POST');
  await send.click();
  expect((await posted).postDataJSON()).toEqual({
    applicationUuid: uuid,
    message: words,
    topic: 'IMPROVE_PRODUCT',
    marketingConsent: true,
    pathname: pageRoutes.screen(uuid, 'product/select'),
    productType: 'HELOC',
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: text('feedback.ceo.sent') })).toBeVisible();

  // The eleventh message of the hour: the server refuses it, and the dialog keeps the words.
  await page.getByRole('button', { name: text('shell.ceoFeedback') }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: text('feedback.ceo.topics.COMPLIMENT') }).check();
  await dialog.getByRole('radio', { name: text('feedback.ceo.no') }).check();
  await message.fill('One more thought about the application.');
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('Too many attempts. Please wait a moment and try again.');
  await expect(dialog.getByRole('alert')).toBeFocused();
  await expect(message).toHaveValue('One more thought about the application.');
  await expect(send).toBeEnabled();
});

// A second brand: the CEO link is the ceo-feedback flag, off on fairway; staff turn it on for one
// application only (an application's override wins over the brand's), so its applicant has the
// link and the dialog, and nobody else on fairway does.
test('on fairway the ceo-feedback flag turned on for one application gives its applicant the CEO dialog', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const on = (path: string) => urlOn(baseURL!, `${brandOf('fairway').hostPrefix}.localhost`, path);
  const { jwt, uuid } = await applicantAtOffers(request, 'fairway');
  const other = await applicantAtOffers(request, 'fairway');
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  const staff = { authorization: `Bearer ${((await session.json()) as { jwt: string }).jwt}` };
  const set = await request.put(staffApiRoutes.applicationFeatureFlags.path({ uuid }), { headers: staff, data: { key: 'ceo-feedback', enabled: true } });
  expect(set.status(), await set.text()).toBeLessThan(300);

  await openOffers(page, on, other.jwt, other.uuid);
  await expect(page.getByRole('button', { name: text('shell.ceoFeedback') })).toHaveCount(0);
  await openOffers(page, on, jwt, uuid);
  await page.getByRole('button', { name: text('shell.ceoFeedback') }).click();
  const dialog = page.getByRole('dialog', { name: text('feedback.ceo.title') });
  await expect(dialog).toBeVisible();
  await checkDialog(page, 'CEO feedback (fairway)');
  await dialog.getByRole('button', { name: text('feedback.ceo.cancel') }).click();
  await expect(dialog).toBeHidden();
});

for (const orgCode of ['fairway', 'acme-lending']) {
  test(`on ${orgCode} logging out from the offers opens the leave survey once, and the logout follows`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const host = orgCode === 'acme-lending' ? '127.0.0.1' : `${brandOf(orgCode).hostPrefix}.localhost`;
    const on = (path: string) => urlOn(baseURL!, host, path);
    const { email, jwt, uuid } = await applicantAtOffers(request, orgCode);
    await openOffers(page, on, jwt, uuid);

    await logout(page);
    const survey = page.getByRole('dialog', { name: text('feedback.leave.title') });
    await expect(survey).toBeVisible();
    // The logout runs under the open survey: the sign-in page, the token gone.
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await expect(survey).toBeVisible();
    await checkDialog(page, 'Leave survey');

    const send = survey.getByRole('button', { name: text('feedback.leave.send') });
    await send.click();
    await expect(survey.getByText(text('errors.leaveSurvey.reason'))).toBeVisible();
    await survey.getByRole('radio', { name: text('feedback.leave.reasons.NEED_TIME') }).check();
    await survey.getByRole('textbox', { name: text('feedback.leave.comment') }).fill('I will finish at the weekend.');
    if (orgCode === 'acme-lending') {
      // The connection drops as the answers go: the general alert, the answers kept for a retry.
      const url = `**${apiRoutes.leaveSurvey.path({})}`;
      await page.route(url, (route) => route.abort('internetdisconnected'));
      await send.click();
      const alert = survey.getByRole('alert');
      await expect(alert).toContainText(text('feedback.leave.errorTitle'));
      await expect(alert).toContainText('Something went wrong. Please try again.');
      await expect(alert).toBeFocused();
      await expect(survey.getByRole('radio', { name: text('feedback.leave.reasons.NEED_TIME') })).toBeChecked();
      await page.unroute(url);
    }
    const posted = page.waitForResponse((r) => r.url().endsWith(apiRoutes.leaveSurvey.path({})));
    await send.click();
    expect((await posted).status()).toBe(201);
    expect((await posted).request().postDataJSON()).toEqual({ screen: 'product/select', reason: 'NEED_TIME', comment: 'I will finish at the weekend.' });
    await expect(page.getByRole('status').filter({ hasText: text('feedback.leave.sent') })).toBeVisible();
    await expect(survey).toBeHidden();

    // Signed in again and out again from the same screen: no second survey.
    await input(page, text('auth.login.email')).fill(email);
    await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login$/);
    await page.goto(on(pageRoutes.screen(uuid, 'product/select')));
    await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 20_000 });
    await logout(page);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('status').filter({ hasText: text('shell.menu.loggedOut') })).toBeVisible();
    await expect(survey).toHaveCount(0);
  });
}

// The settings page in Chromium against the real server, as an applicant uses it, on two brands
// (issue 29 item 4): reached from the profile menu; the phone changed (a bad number refused in the
// server's words), the password changed with the current one (a wrong one refused) while another
// browser's session ends, the text-message choices kept across a reload, and 'Sign out everywhere
// else'. axe at 1280 and 320 px, nothing scrolling sideways at any of the layout widths.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { HOME_PATH, LOGIN_PATH } from '../../src/core/contract/ids';
import { apiRoutes, pageRoutes } from '../../src/core/contract/routes';
import { strongPassword } from '../server/harness';
import { axeViolations, brandOf, openProfileMenu, text, urlOn } from './helpers';
import { checkScreen } from './layout';

const NEW_PASSWORD = 'Copper-Lantern-92!';
const fill = (key: string, values: Record<string, string | number>) => text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

async function logIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByRole('textbox', { name: text('auth.login.email') }).fill(email);
  await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: text('auth.login.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
}

async function secondBrowser(browser: Browser, url: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, url, email, strongPassword);
  return { context, page };
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} the settings page changes the phone and the password and signs out the other sessions`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const host = `${brandOf(orgCode).hostPrefix}.localhost`;
    const email = `settings-${randomUUID()}@example.com`;
    const registered = await request.post(apiRoutes.register.path({}), { headers: { 'x-org': orgCode }, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status()).toBe(201);
    const loginPage = urlOn(baseURL!, host, LOGIN_PATH);
    await logIn(page, loginPage, email, strongPassword);
    const other = await secondBrowser(browser, loginPage, email);

    // From the profile menu.
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: text('shell.menu.settings') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('settings.heading') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pageRoutes.settings}$`));

    // The phone: a number with a country code is refused in the server's words; a good one is kept.
    const phoneSection = page.getByRole('region', { name: text('settings.phone.heading') });
    const phone = phoneSection.getByRole('textbox', { name: text('settings.phone.label') });
    await expect(phone).toHaveValue('(555) 555-0100');
    await phone.fill('1555555019');
    await phoneSection.getByRole('button', { name: text('settings.phone.submit') }).click();
    await expect(phoneSection.getByRole('alert')).toContainText(text('errors.phone.countryCode'));
    await phone.fill('5555550199');
    await expect(phone).toHaveValue('(555) 555-0199');
    await phoneSection.getByRole('button', { name: text('settings.phone.submit') }).click();
    await expect(phoneSection.getByRole('status')).toHaveText(text('settings.phone.saved'));

    // Text messages: the choice is kept across a reload.
    const texts = page.getByRole('region', { name: text('settings.texts.heading') });
    await expect(texts.getByText('(555) 555-0199', { exact: false })).toBeVisible();
    const transactional = texts.getByRole('checkbox').first();
    await expect(transactional).not.toBeChecked();
    await transactional.check();
    await texts.getByRole('button', { name: text('settings.texts.submit') }).click();
    await expect(texts.getByRole('status')).toHaveText(text('settings.texts.saved'));

    await checkScreen(page, 'settings');
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(page.getByRole('region', { name: text('settings.texts.heading') }).getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByRole('region', { name: text('settings.phone.heading') }).getByRole('textbox')).toHaveValue('(555) 555-0199');

    // The password: the current one is asked and checked; the change ends the other browser's session, not this one.
    const passwordSection = page.getByRole('region', { name: text('settings.password.heading') });
    await passwordSection.getByRole('textbox', { name: text('settings.password.current'), exact: true }).fill('Not-My-Password-1!');
    await passwordSection.getByRole('textbox', { name: text('settings.password.password'), exact: true }).fill(NEW_PASSWORD);
    await passwordSection.getByRole('textbox', { name: text('settings.password.confirm'), exact: true }).fill(NEW_PASSWORD);
    await passwordSection.getByRole('button', { name: text('settings.password.submit') }).click();
    await expect(passwordSection.getByRole('alert')).toHaveText(text('refusals.currentPasswordWrong'));
    await passwordSection.getByRole('textbox', { name: text('settings.password.current'), exact: true }).fill(strongPassword);
    await passwordSection.getByRole('button', { name: text('settings.password.submit') }).click();
    await expect(passwordSection.getByRole('status').filter({ hasText: text('settings.password.saved') })).toBeVisible();
    await expect(passwordSection.getByRole('textbox', { name: text('settings.password.current'), exact: true })).toHaveValue('');
    await other.page.goto(urlOn(baseURL!, host, HOME_PATH));
    await expect(other.page).toHaveURL(/\/auth\/login/);
    await other.context.close();

    // Still signed in here; another session, then 'Sign out everywhere else' ends it.
    const third = await browser.newContext();
    const thirdPage = await third.newPage();
    await thirdPage.goto(loginPage);
    await thirdPage.getByRole('textbox', { name: text('auth.login.email') }).fill(email);
    await thirdPage.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(NEW_PASSWORD);
    await thirdPage.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(thirdPage).toHaveURL(new RegExp(`${HOME_PATH}$`));
    const sessions = page.getByRole('region', { name: text('settings.sessions.heading') });
    await sessions.getByRole('button', { name: text('settings.sessions.submit') }).click();
    await expect(sessions.getByRole('status')).toHaveText(fill('settings.sessions.done_one', { count: 1 }));
    await thirdPage.goto(urlOn(baseURL!, host, HOME_PATH));
    await expect(thirdPage).toHaveURL(/\/auth\/login/);
    await third.close();
    await page.goto(urlOn(baseURL!, host, HOME_PATH));
    await expect(page.getByRole('heading', { level: 1, name: text('auth.dashboard.heading') })).toBeVisible();
  });
}

// The notifications bell (issue 17, deliverable 1; spec section 2 "Page shell") in Chromium against
// the real server, on two brands: staff raise four conditions of known categories (and one of a
// category the table does not know) through the console's API; the signed-in applicant's bell
// names 4 unread, its menu shows the 3 newest with how long ago and 'View All'; moving the page's
// clock forward shows hours, days, weeks and then the month and day; 'View All' lists all four,
// each a link to its condition's screen. axe and checkScreen with the menu open and on the page.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { notificationRoutes } from '../../src/core/contract/notification-routes';
import { pageRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { helocRequest, strongPassword } from '../server/harness';
import { axeViolations, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { STAFF_E2E } from './staff-account';

test.describe.configure({ timeout: 120_000 });

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
];
/** Raised oldest first: the bell shows the last three. */
const RAISED = ['GENERIC_DOCUMENT_REQUEST', 'BANK_ACCOUNT_FRAUD_REVIEW', 'MISSING_PHONE_NUMBER', 'TRUST_REQUIREMENTS_REVIEW'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const words = (category: string) => text('notifications.kinds.condition').replace('{{subject}}', text(`conditions.categories.${category}.title`));
const plural = (unit: string, count: number) => text(`notifications.time.${unit}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));

/** An applicant with an application on the brand, and the conditions staff raised on it (through the console's API). */
async function seed(request: APIRequestContext, orgCode: string) {
  const org = { 'x-org': orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `bell-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName: 'Bell' }) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  const staff = { authorization: `Bearer ${((await session.json()) as { jwt: string }).jwt}` };
  for (const categoryEnum of [...RAISED, 'NOT_IN_THE_TABLE']) {
    const raised = await request.post(staffApiRoutes.conditions.path({ uuid }), { headers: staff, data: { categoryEnum } });
    expect(raised.status(), await raised.text()).toBe(201);
  }
  const listed = await request.get(notificationRoutes.list.path({}), { headers: { ...org, authorization: `Bearer ${jwt}` } });
  const { notifications } = (await listed.json()) as { notifications: Array<{ created: string; link: string }> };
  return { jwt, uuid, notifications };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: new RegExp(`^${text('notifications.button')}`) });

async function openMenu(page: Page) {
  await bell(page).click();
  const menu = page.getByRole('menu', { name: /^Notifications/ });
  await expect(menu).toBeVisible();
  return menu;
}

async function axeAndLayout(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, where);
}

for (const brand of BRANDS) {
  test(`the bell lists the 3 newest with how long ago, then all of them (${brand.orgCode})`, async ({ browser, request, baseURL }) => {
    const { jwt, uuid, notifications } = await seed(request, brand.orgCode);
    expect(notifications).toHaveLength(RAISED.length);
    const newest = new Date(notifications[0]!.created).getTime();
    const context = await browser.newContext({ baseURL, timezoneId: 'UTC' });
    await context.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
    const page = await context.newPage();
    // The page's clock half a minute after the newest: "1 minute ago".
    await page.clock.setFixedTime(newest + 30_000);
    await page.goto(urlOn(baseURL!, brand.host, pageRoutes.communications));

    await expect(bell(page)).toHaveAccessibleName(text('notifications.unread').replace('{{count}}', '4'));
    // One row on a phone: the bell and the profile menu beside the logo, and no sideways scroll (checkScreen).
    await page.setViewportSize({ width: 320, height: 800 });
    const bar = page.getByRole('banner');
    const tops = await Promise.all([bar.getByRole('link').first(), bell(page), bar.getByRole('button', { name: text('shell.menu.button') })].map(async (l) => (await l.boundingBox())!.y));
    expect(Math.max(...tops) - Math.min(...tops), 'logo, bell and profile menu in one row at 320 px').toBeLessThan(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    let menu = await openMenu(page);
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    for (const [i, category] of [...RAISED].reverse().slice(0, 3).entries()) {
      await expect(items.nth(i)).toContainText(words(category));
      await expect(items.nth(i)).toContainText(plural('minutes', 1));
    }
    await expect(menu.getByRole('menuitem', { name: text('notifications.viewAll') })).toBeVisible();
    await expect(menu).not.toContainText(words(RAISED[0]!));
    await axeAndLayout(page, 'notifications menu');
    await page.keyboard.press('Escape');
    // Opened, so read: the count is gone.
    await expect(bell(page)).toHaveAccessibleName(text('notifications.button'));

    // Hours, days, weeks, then the month and day (spec section 2), as the page's clock moves on.
    const created = new Date(newest);
    const later: Array<[number, string]> = [
      [3 * HOUR, plural('hours', 3)],
      [2 * DAY, plural('days', 2)],
      [15 * DAY, plural('weeks', 2)],
      [40 * DAY, text('notifications.time.date').replace('{{month}}', text(`notifications.time.months.m${created.getUTCMonth() + 1}`)).replace('{{day}}', String(created.getUTCDate()))],
    ];
    for (const [after, shown] of later) {
      await page.clock.setFixedTime(newest + after);
      menu = await openMenu(page);
      await expect(menu.getByRole('menuitem').first()).toContainText(shown);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }

    // View All: every notification, newest first, each a link to its condition's screen.
    await page.clock.setFixedTime(newest + 30_000);
    menu = await openMenu(page);
    await menu.getByRole('menuitem', { name: text('notifications.viewAll') }).click();
    await expect(page).toHaveURL(new RegExp(`${pageRoutes.notifications}$`));
    await expect(page.getByRole('heading', { level: 1, name: text('notifications.heading') })).toBeVisible();
    const links = page.getByRole('main').getByRole('link');
    await expect(links).toHaveCount(4);
    for (const [i, category] of [...RAISED].reverse().entries()) await expect(links.nth(i)).toHaveText(words(category));
    await expect(links.first()).toHaveAttribute('href', notifications[0]!.link);
    expect(notifications[0]!.link).toMatch(new RegExp(`^/account/heloc/${uuid}/conditions/upload-document\\?conditionUuid=[0-9a-f-]{36}&conditionType=upload-document&conditionEnum=TRUST_REQUIREMENTS_REVIEW$`));
    await axeAndLayout(page, 'notifications page');
    await context.close();
  });
}

// A staff member's sign-in to the console as a person does it, and the chat inbox as a brand's
// agent opens it: signed in on the brand's host, then the bar's Chat link (which says how many wait).
import { expect, type Browser, type Page } from '@playwright/test';
import { staffPageRoutes } from '../../src/core/contract/staff-routes';
import { text, urlOn } from './helpers';
import { STAFF_E2E } from './staff-account';

/** Signs in at `url` (the console's sign-in page) as `email` (the first staff account unless named), and waits for the search. */
export async function signInAsStaff(page: Page, url: string = staffPageRoutes.signIn, email: string = STAFF_E2E.email) {
  await page.goto(url);
  await page.getByLabel(text('staff.signIn.email')).fill(email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
}

export async function openStaffInbox(browser: Browser, at: { baseURL: string; host: string; email: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAsStaff(page, urlOn(at.baseURL, at.host, staffPageRoutes.signIn), at.email);
  await page.getByRole('navigation', { name: text('staff.console.nav.label') }).getByRole('link', { name: /^Chat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.chat.heading') })).toBeVisible();
  return { context, page };
}

// The staff chat inbox as a brand's agent opens it: signed in on the brand's host, then the bar's
// Chat link (which says how many wait). For the chat specs (chat-inbox, chat-journey).
import { expect, type Browser } from '@playwright/test';
import { staffPageRoutes } from '../../src/core/contract/staff-routes';
import { text, urlOn } from './helpers';
import { STAFF_E2E } from './staff-account';

export async function openStaffInbox(browser: Browser, at: { baseURL: string; host: string; email: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(urlOn(at.baseURL, at.host, staffPageRoutes.signIn));
  await page.getByLabel(text('staff.signIn.email')).fill(at.email);
  await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
  await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.search.heading') })).toBeVisible();
  await page.getByRole('navigation', { name: text('staff.console.nav.label') }).getByRole('link', { name: /^Chat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.chat.heading') })).toBeVisible();
  return { context, page };
}

// A forgotten password in Chromium against the real server, as a person does it, on two brands:
// 'Forgot your password?' from the login page, the link read in the sandbox outbox (the mail
// provider's sandbox, a plain page), a new password (typed twice, shown and hidden again by its
// button), then a log-in with it. axe at
// 1280 and 320 px on both new pages.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_PATH } from '../../src/core/contract/ids';
import { strongPassword } from '../server/harness';
import { axeViolations, brandOf, text, urlOn } from './helpers';

const NEW_PASSWORD = 'Copper-Lantern-92!';

async function axeAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${where} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} a forgotten password is reset from the mailed link, then used to log in`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const host = `${brandOf(orgCode).hostPrefix}.localhost`;
    const email = `reset-${randomUUID()}@example.com`;
    const registered = await request.post('/identity/api/v1/registration/register', { headers: { 'x-org': orgCode }, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status()).toBe(201);

    await page.goto(urlOn(baseURL!, host, LOGIN_PATH));
    await page.getByRole('link', { name: text('auth.login.forgot') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('password.forgot.heading') })).toBeVisible();
    await page.getByRole('button', { name: text('password.forgot.submit') }).click();
    await expect(page.getByText(text('errors.email.required'))).toBeVisible();
    await axeAtBothWidths(page, 'forgot-password');
    await page.getByRole('textbox', { name: text('password.forgot.email') }).fill(email);
    await page.getByRole('button', { name: text('password.forgot.submit') }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}, we sent it a link`);

    // The mail, in the sandbox outbox.
    await expect(async () => {
      await page.goto(urlOn(baseURL!, host, '/sandbox/outbox'));
      await expect(page.getByRole('article').filter({ hasText: `To ${email}` })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('article').filter({ hasText: `To ${email}` }).getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: text('password.reset.heading') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^http://${host.replace('.', '\\.')}:\\d+/account/heloc/auth/reset-password\\?token=`));
    const newPassword = page.getByRole('textbox', { name: text('password.reset.password'), exact: true });
    await newPassword.fill(NEW_PASSWORD);
    // Shown on request, and hidden again.
    await page.getByRole('button', { name: text('common.form.showPassword') }).first().click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: text('common.form.hidePassword') })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: text('common.form.hidePassword') }).click();
    await expect(newPassword).toHaveAttribute('type', 'password');
    await page.getByRole('textbox', { name: text('password.reset.confirm'), exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(page.getByText(text('errors.password.mismatch'))).toBeVisible();
    await axeAtBothWidths(page, 'reset-password');
    await page.getByRole('textbox', { name: text('password.reset.confirm'), exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(text('password.reset.done'));

    await page.getByRole('link', { name: text('password.reset.login') }).click();
    await page.getByRole('textbox', { name: text('auth.login.email'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('auth.dashboard.heading') })).toBeVisible();
  });
}

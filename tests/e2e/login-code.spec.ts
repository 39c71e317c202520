// No owner lockout (issue 23): an account guessed at past its ceiling of failed logins is not
// locked; its owner signs in with the password and the one-time code the server mails, as a person
// does it in Chromium on two brands: the code field appears with the server's words, the code is
// read in the sandbox outbox, typed, and the dashboard opens. axe and no sideways scroll at 320,
// 390 and 1280 px with the field shown.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOGIN_PATH } from '../../src/core/contract/ids';
import { apiRoutes } from '../../src/core/contract/routes';
import { errorText } from '../error-text';
import { strongPassword } from '../server/harness';
import { axeViolations, brandOf, text, urlOn } from './helpers';
import { checkScreen } from './layout';

// The account's ceiling of failed logins from every address (src/server/auth/route-limits.ts: login-account).
const ACCOUNT_CEILING = 30;

async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await request.get('/sandbox/outbox', { headers: { accept: 'application/json' } });
    const { messages } = (await answer.json()) as { messages: Array<{ to: string; body: string }> };
    const mail = messages.find((m) => m.to === email);
    code = mail?.body.match(/\b\d{6}\b/)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  return code;
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} an account guessed at ${ACCOUNT_CEILING} times is not locked: its owner logs in with the mailed one-time code`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const host = `${brandOf(orgCode).hostPrefix}.localhost`;
    const email = `guessed-${randomUUID()}@example.com`;
    const registered = await request.post('/identity/api/v1/registration/register', { headers: { 'x-org': orgCode }, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status()).toBe(201);
    for (let i = 0; i <= ACCOUNT_CEILING; i += 1) {
      const wrong = await request.post(apiRoutes.login.path({ role: 'customer' }), { headers: { 'x-org': orgCode }, data: { email, password: `${strongPassword}x` } });
      expect([401]).toContain(wrong.status());
    }

    await page.goto(urlOn(baseURL!, host, LOGIN_PATH));
    await page.getByRole('textbox', { name: text('auth.login.email'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(errorText('LOGIN_CODE_REQUIRED'));
    const codeField = page.getByRole('textbox', { name: text('auth.login.code') });
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await checkScreen(page, 'login with one-time code');
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `login code at ${width}px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A wrong code is refused with the server's words, the password and code kept.
    await codeField.fill('000000');
    await page.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(errorText('LOGIN_CODE_INVALID'));
    await codeField.fill(await mailedCode(request, email));
    await page.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('auth.dashboard.heading') })).toBeVisible();
  });
}

// A forgotten password over HTTP (issue 15, catalogue A6), on PGlite and PostgreSQL: the same answer
// for an unknown email, the link mailed to the sandbox outbox, a new password under the rules, the
// token single use, short-lived and bound to its account, guessing rate limited, and every old
// session ended by the reset.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { errorText } from '../error-text';
import { apiRoutes } from '../../src/core/contract/routes';
import { readOutbox } from '../../src/server/mail/mail';
import { describeOnEachDatabase, expectError } from './api-contract';
import { nextIp, registerUser, strongPassword, type TestApp } from './harness';

const NEW_PASSWORD = 'Copper-Lantern-92!';

describeOnEachDatabase('password reset', (app) => {
  const forgot = (t: TestApp, email: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: apiRoutes.passwordForgot.path({}), payload: { email }, remoteAddress: ip, headers: { host: 'fairway.localhost:3000' } });
  const reset = (token: string, password = NEW_PASSWORD, ip = nextIp()) => ({ method: 'POST' as const, url: apiRoutes.passwordReset.path({}), payload: { token, password }, remoteAddress: ip });
  const login = (t: TestApp, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'customer' }), payload: { email, password }, remoteAddress: nextIp() });

  /** The reset link of the newest mail to `email` (the mail goes out after the answer). */
  async function mailedLink(t: TestApp, email: string): Promise<URL> {
    for (let i = 0; i < 100; i++) {
      const mail = (await readOutbox(t.db)).find((m) => m.to === email);
      if (mail) {
        expect(mail.subject).toBe('Reset your Fairway Independent Mortgage Corporation password');
        return new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${email}`);
  }

  it('answers an unknown email as a known one, and mails a link only to the account', async () => {
    const t = app();
    const user = await registerUser(t.app);
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const answers = [await forgot(t, unknown), await forgot(t, user.email.toUpperCase())];
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [202, { accepted: true }],
      [202, { accepted: true }],
    ]);
    const link = await mailedLink(t, user.email);
    // The brand's own host (a local one: no PUBLIC_ORIGIN in the tests), its page, a 128-bit token.
    expect(`${link.origin}${link.pathname}`).toBe('http://fairway.localhost:3000/account/heloc/auth/reset-password');
    expect(link.searchParams.get('org')).toBe('fairway');
    expect(Buffer.from(link.searchParams.get('token')!, 'base64url')).toHaveLength(16);
    expect((await readOutbox(t.db)).some((m) => m.to === unknown)).toBe(false);
    // Only the hash is stored.
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from password_resets');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(link.searchParams.get('token'));
  });

  it('sets a new password once: the old one and every old session stop working, the link cannot be used again', async () => {
    const t = app();
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await forgot(t, user.email);
    const token = (await mailedLink(t, user.email)).searchParams.get('token')!;
    // The registration's rules apply.
    await expectError(t, reset(token, 'short'), 400, [errorText('PASSWORD_RULE')]);
    const done = await t.app.inject(reset(token));
    expect([done.statusCode, done.json()]).toEqual([200, { reset: true }]);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, user.email, strongPassword)).statusCode).toBe(401);
    // The session from before the reset is over; another account is untouched.
    expect((await t.app.inject({ method: 'GET', url: apiRoutes.identity.path({ version: 'v1' }), headers: user.auth })).statusCode).toBe(401);
    expect((await login(t, other.email, strongPassword)).statusCode).toBe(200);
    await expectError(t, reset(token, 'Another-Granite-55!'), 400, [errorText('RESET_LINK_INVALID')]);
  });

  it('refuses an expired link, a made-up one and a malformed one, and stops a guesser', async () => {
    const t = app();
    const user = await registerUser(t.app);
    await forgot(t, user.email);
    const token = (await mailedLink(t, user.email)).searchParams.get('token')!;
    await t.db.query("update password_resets set expires_at = now() - interval '1 minute'");
    await expectError(t, reset(token), 400, [errorText('RESET_LINK_INVALID')]);
    await expectError(t, reset(randomBytes(16).toString('base64url')), 400, [errorText('RESET_LINK_INVALID')]);
    await expectError(t, reset('not a token!'), 400, ['This password reset link is not valid. Please ask for a new one.']);
    const guesser = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await t.app.inject(reset(randomBytes(16).toString('base64url'), NEW_PASSWORD, guesser))).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await login(t, user.email, strongPassword)).statusCode).toBe(200);
  });

  it('limits how often one email is sent a link, whoever asks', async () => {
    const t = app();
    const user = await registerUser(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(t, user.email)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('shows the sandbox outbox to a person, escaped, with the links clickable', async () => {
    const t = app();
    const user = await registerUser(t.app);
    await forgot(t, user.email);
    const link = await mailedLink(t, user.email);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/outbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<a href="${link.href.replaceAll('&', '&#38;')}">`);
  });
});

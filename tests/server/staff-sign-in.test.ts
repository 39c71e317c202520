// Staff sign-in has no lock-out an attacker can cause (issue 23, defect 11, as the applicants'
// login): 429 with Retry-After stays per client address; past the per-account ceiling of failures
// the right password needs a one-time code mailed to the staff member. Over HTTP, on PGlite and on
// PostgreSQL, with the code read from the sandbox outbox.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { readOutbox } from '../../src/server/mail/mail';
import { LOGIN_CODE_LIMITS } from '../../src/server/services/login-codes';
import { STAFF_LIMITS } from '../../src/server/staff/sign-in';
import { repoRoot } from '../core/helpers';
import { databaseTargets, nextIp, startTestApp, type TestApp } from './harness';

const brandsDir = path.join(repoRoot, 'brands');
const staffPassword = 'Quartz-Lantern-83!';
const SESSION = staffApiRoutes.session.path({});
const RATE_LIMITED = { code: 'RATE_LIMITED', messageKey: 'refusals.rateLimited', errors: ['Too many attempts. Please wait a moment and try again.'] };
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', messageKey: 'refusals.invalidCredentials', errors: ['The email or password you entered is incorrect.'] };
const LOGIN_CODE_REQUIRED = {
  code: 'LOGIN_CODE_REQUIRED',
  messageKey: 'refusals.loginCodeRequired',
  errors: ['For your security, we emailed you a one-time code. If your email and password are correct, enter the code to log in.'],
};
const LOGIN_CODE_INVALID = { code: 'LOGIN_CODE_INVALID', messageKey: 'refusals.loginCodeInvalid', errors: ['The email, password or code you entered is incorrect, or the code has expired.'] };

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`staff sign-in without an owner lock-out (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // A clock that stands still: every count of a test falls in one rate-limit window.
      const frozen = new Date();
      t = await startTestApp(target, { now: () => frozen });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    async function staffMember(orgs: string[] = ['acme-lending']) {
      const email = `staff-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Cy Staff', orgs, password: staffPassword }, brandsDir);
      return email;
    }
    const signIn = (payload: { email: string; password: string; code?: string }, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: SESSION, payload, remoteAddress, headers });
    const mailsTo = async (email: string) => (await readOutbox(t.db, 1000)).filter((m) => m.to === email);
    /** The one-time code of the newest mail to `email` (the mail goes out after the answer). */
    async function mailedCode(email: string, count = 1): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const mails = await mailsTo(email);
        if (mails.length >= count) {
          expect(mails[0]!.subject).toBe('Your Acme Lending, Inc. login code');
          return /\b(\d{6})\b/.exec(mails[0]!.body)![1]!;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no login code mailed to ${email}`);
    }
    /** Each address guesses past its own limit, claiming the member's address in X-Forwarded-For. */
    async function guess(email: string, attackers: string[], claimed: string) {
      const runs: Array<Array<{ status: number; body: unknown; retryAfter: number }>> = [];
      for (const [a, remoteAddress] of attackers.entries()) {
        const answers: Array<{ status: number; body: unknown; retryAfter: number }> = [];
        for (let i = 0; i < STAFF_LIMITS.signInAccountAddress.max + 2; i += 1) {
          const res = await signIn({ email, password: `Wrong-guess-${a}-${i}!` }, remoteAddress, { 'x-forwarded-for': claimed });
          answers.push({ status: res.statusCode, body: res.json(), retryAfter: Number(res.headers['retry-after'] ?? 0) });
        }
        runs.push(answers);
      }
      return runs;
    }

    it('does not lock a staff member out after 40 wrong passwords from 4 addresses: a fifth address signs in with the password and the mailed code', async () => {
      const member = await staffMember();
      const memberAddress = nextIp();
      const attackers = [nextIp(), nextIp(), nextIp(), nextIp()];
      const runs = await guess(member, attackers, memberAddress);
      for (const answers of runs) {
        expect(answers.map((a) => a.status)).toEqual([...Array(STAFF_LIMITS.signInAccountAddress.max).fill(401), 429, 429]);
        expect(answers.at(-1)!.body).toEqual(RATE_LIMITED);
        expect(answers.at(-1)!.retryAfter).toBeGreaterThan(0);
      }
      // Wrong passwords are told as such up to the account's ceiling (30), then every answer asks for the code.
      expect(STAFF_LIMITS.signInAccount.max).toBe(30);
      expect(runs[2]![9]!.body).toEqual(INVALID_CREDENTIALS);
      expect(runs[3]![0]!.body).toEqual(LOGIN_CODE_REQUIRED);
      // The right password alone from a fifth address: the code is asked for and mailed ...
      const first = await signIn({ email: member, password: staffPassword }, memberAddress);
      expect([first.statusCode, first.json()]).toEqual([401, LOGIN_CODE_REQUIRED]);
      // ... and a wrong password gets the very same answer, mailing nothing.
      const wrongAtCeiling = await signIn({ email: member, password: 'Wrong-again-1!' }, nextIp());
      expect([wrongAtCeiling.statusCode, wrongAtCeiling.json()]).toEqual([401, LOGIN_CODE_REQUIRED]);
      const code = await mailedCode(member);
      expect(await mailsTo(member)).toHaveLength(1);
      // A wrong code, or the right code with a wrong password, is refused; the right pair signs in, once.
      const wrongCode = code === '000000' ? '111111' : '000000';
      const refused = await signIn({ email: member, password: staffPassword, code: wrongCode }, memberAddress);
      expect([refused.statusCode, refused.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      const wrongPassword = await signIn({ email: member, password: 'Wrong-again-2!', code }, nextIp());
      expect([wrongPassword.statusCode, wrongPassword.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      const ok = await signIn({ email: member, password: staffPassword, code }, memberAddress);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().staff.name).toBe('Cy Staff');
      const search = await t.app.inject({ method: 'GET', url: staffApiRoutes.applications.path({}), headers: { authorization: `Bearer ${ok.json().jwt}` } });
      expect(search.statusCode).toBe(200);
      const reused = await signIn({ email: member, password: staffPassword, code }, memberAddress);
      expect([reused.statusCode, reused.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      // The attackers' addresses stay refused, the right password and code included.
      for (const remoteAddress of attackers) {
        const res = await signIn({ email: member, password: staffPassword, code }, remoteAddress);
        expect([res.statusCode, res.json()]).toEqual([429, RATE_LIMITED]);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another staff account is untouched: its password alone signs in.
      const bystander = await staffMember();
      expect((await signIn({ email: bystander, password: staffPassword }, nextIp())).statusCode).toBe(200);
    }, 120_000);

    it('mails at most 5 codes per account in a window, and a code of one account is no code of another', async () => {
      const member = await staffMember();
      const other = await staffMember();
      // Bring both accounts past the ceiling (failures from many addresses, each under its own limit).
      for (const email of [member, other]) {
        for (let i = 0; i < STAFF_LIMITS.signInAccount.max; i += 1) {
          const res = await signIn({ email, password: `Wrong-guess-${i}!` }, nextIp());
          expect(res.statusCode).toBe(401);
        }
      }
      const address = nextIp();
      for (let i = 0; i < LOGIN_CODE_LIMITS.mailed.max + 2; i += 1) {
        const res = await signIn({ email: member, password: staffPassword }, address);
        expect([res.statusCode, res.json()]).toEqual([401, LOGIN_CODE_REQUIRED]);
        await mailedCode(member, Math.min(i + 1, LOGIN_CODE_LIMITS.mailed.max));
      }
      expect(await mailsTo(member)).toHaveLength(LOGIN_CODE_LIMITS.mailed.max);
      const code = await mailedCode(member);
      const crossed = await signIn({ email: other, password: staffPassword, code }, nextIp());
      expect([crossed.statusCode, crossed.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      // The newest code still signs its own account in, and no sixth mail came meanwhile.
      expect((await signIn({ email: member, password: staffPassword, code }, nextIp())).statusCode).toBe(200);
      expect(await mailsTo(member)).toHaveLength(LOGIN_CODE_LIMITS.mailed.max);
    }, 120_000);

    it('mails no code to a disabled account and answers it as a wrong password', async () => {
      const member = await staffMember();
      for (let i = 0; i < STAFF_LIMITS.signInAccount.max; i += 1) {
        expect((await signIn({ email: member, password: `Wrong-guess-${i}!` }, nextIp())).statusCode).toBe(401);
      }
      await t.db.query('update staff_accounts set disabled_at = now() where email_normalized = $1', [member]);
      const res = await signIn({ email: member, password: staffPassword }, nextIp());
      expect([res.statusCode, res.json()]).toEqual([401, LOGIN_CODE_REQUIRED]);
      // A mail goes out after the answer: one asked for later by a usable account landing first
      // shows the disabled one's would have landed too (no sleep).
      const usable = await staffMember();
      for (let i = 0; i < STAFF_LIMITS.signInAccount.max; i += 1) await signIn({ email: usable, password: `Wrong-guess-${i}!` }, nextIp());
      expect((await signIn({ email: usable, password: staffPassword }, nextIp())).statusCode).toBe(401);
      await mailedCode(usable);
      expect(await mailsTo(member)).toHaveLength(0);
    }, 60_000);
  });
}

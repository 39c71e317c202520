// Abuse limits over HTTP (issue 12): every route without a session is limited per client address
// with 429, Retry-After and the API's error body; the owner signs in while another address guesses
// their password; offer codes cannot be enumerated and name nobody without the letter's ZIP code;
// password hashing past its queue answers 503 with Retry-After. On PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashPool } from '../../src/server/auth/hash-pool';
import { createRateLimiter } from '../../src/server/auth/rate-limit';
import { createServer } from '../../src/server/create-server';
import { offerCodeRoutes } from '../../src/server/routes/offer-codes';
import { ROUTE_LIMITS } from '../../src/server/auth/route-limits';
import { readOutbox } from '../../src/server/mail/mail';
import { DEFAULT_LOGIN_DELAY, LIMITS, loginDelayMs } from '../../src/server/services/identity';
import { databaseTargets, nextIp, registerUser, startTestApp, strongPassword, type TestApp } from './harness';

const LOGIN = '/identity-broker/customer/api/v3/login';
const VALIDATE = '/api/flows/register-v2/steps/index/validate';
const RATE_LIMITED = { code: 'RATE_LIMITED', messageKey: 'refusals.rateLimited', errors: ['Too many attempts. Please wait a moment and try again.'] };
const UNAVAILABLE = { code: 'UNAVAILABLE', messageKey: 'refusals.unavailable', errors: ['The service is unavailable. Please try again shortly.'] };
const NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] };
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', messageKey: 'refusals.invalidCredentials', errors: ['The email or password you entered is incorrect.'] };
const LOGIN_CODE_REQUIRED = {
  code: 'LOGIN_CODE_REQUIRED',
  messageKey: 'refusals.loginCodeRequired',
  errors: ['For your security, we emailed you a one-time code. If your email and password are correct, enter the code to log in.'],
};
const LOGIN_CODE_INVALID = { code: 'LOGIN_CODE_INVALID', messageKey: 'refusals.loginCodeInvalid', errors: ['The email, password or code you entered is incorrect, or the code has expired.'] };
// A small hashing pool, so a burst of a few logins overflows it.
const HASH_POOL = { concurrency: 1, queue: 2 };

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`abuse limits (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, { hashPool: HASH_POOL });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const mailsTo = async (email: string) => (await readOutbox(t.db, 1000)).filter((m) => m.to === email).length;
    /** The one-time code of the newest mail to `email` (the mail goes out after the answer). */
    async function mailedLoginCode(email: string): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const mail = (await readOutbox(t.db, 1000)).find((m) => m.to === email);
        if (mail) {
          expect(mail.subject).toBe('Your Acme Lending, Inc. login code');
          return /\b(\d{6})\b/.exec(mail.body)![1]!;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${email}`);
    }

    it('answers a flood of step validations from one address with 429 past the limit, while /healthz keeps answering', async () => {
      const remoteAddress = nextIp();
      const max = ROUTE_LIMITS.stepValidation.max;
      const flood = Array.from({ length: max + 20 }, () =>
        t.app.inject({ method: 'POST', url: VALIDATE, payload: { answers: {} }, remoteAddress }),
      );
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      const answers = await Promise.all(flood);
      expect(health.statusCode).toBe(200);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(max);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(20);
      expect(refused[0]!.json()).toEqual(RATE_LIMITED);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Another address is not touched.
      expect((await t.app.inject({ method: 'POST', url: VALIDATE, payload: { answers: {} }, remoteAddress: nextIp() })).statusCode).toBe(200);
    });

    it('limits every other route without a session per address', async () => {
      const routes = [
        { url: '/service-address/external/api/v1/typeahead/100%20Main', limit: ROUTE_LIMITS.typeahead },
        { url: '/service-application/external/api/v2/heloc/states-eligibility', limit: ROUTE_LIMITS.lookup },
        { url: `/service-lead-portal/api/referrals/${randomUUID()}`, limit: ROUTE_LIMITS.lookup },
        { url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS', limit: ROUTE_LIMITS.lookup },
        { url: '/offercode/NOSUCHCODE?zip=95814', limit: ROUTE_LIMITS.offerCode },
      ];
      for (const { url, limit } of routes) {
        const remoteAddress = nextIp();
        const answers = await Promise.all(Array.from({ length: limit.max + 1 }, () => t.app.inject({ method: 'GET', url, remoteAddress })));
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 429), url).toHaveLength(1);
        expect(answers.find((r) => r.statusCode === 429)!.json()).toEqual(RATE_LIMITED);
      }
    });

    it('lets the owner sign in from their address while another address guesses their password, slowing the guesser', async () => {
      const owner = await registerUser(t.app);
      const attacker = nextIp();
      const statuses: number[] = [];
      const started = Date.now();
      for (let i = 0; i < LIMITS.loginAccountAddress.max + 3; i += 1) {
        const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: `Wrong-guess-${i}!` }, remoteAddress: attacker });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual(RATE_LIMITED);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([...Array(LIMITS.loginAccountAddress.max).fill(401), 429, 429, 429]);
      // The growing wait of this address's tries 6 to 10 (50 + 100 + 200 + 400 + 800 ms).
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
      const signIn = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword }, remoteAddress: nextIp() });
      expect(signIn.statusCode, signIn.body).toBe(200);
      // The attacker's address stays refused, even with the right password.
      const again = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword }, remoteAddress: attacker });
      expect(again.statusCode).toBe(429);
    }, 30_000);

    it('does not lock the owner out after 40 wrong passwords from 4 addresses: a fifth address signs in with the password and the code mailed to the owner', async () => {
      const owner = await registerUser(t.app);
      const ownerAddress = nextIp();
      const attackers = [nextIp(), nextIp(), nextIp(), nextIp()];
      // Each attacker address guesses 12 times, claiming the owner's address in X-Forwarded-For (one
      // address after another: this app's hashing pool is small on purpose).
      const runs: Array<Array<{ status: number; body: unknown; retryAfter: number }>> = [];
      for (const [a, remoteAddress] of attackers.entries()) {
        {
          const answers: Array<{ status: number; body: unknown; retryAfter: number }> = [];
          for (let i = 0; i < LIMITS.loginAccountAddress.max + 2; i += 1) {
            const res = await t.app.inject({
              method: 'POST',
              url: LOGIN,
              payload: { email: owner.email, password: `Wrong-guess-${a}-${i}!` },
              remoteAddress,
              headers: { 'x-forwarded-for': ownerAddress },
            });
            answers.push({ status: res.statusCode, body: res.json(), retryAfter: Number(res.headers['retry-after'] ?? 0) });
          }
          runs.push(answers);
        }
      }
      for (const answers of runs) {
        expect(answers.map((a) => a.status)).toEqual([...Array(LIMITS.loginAccountAddress.max).fill(401), 429, 429]);
        expect(answers.at(-1)!.body).toEqual(RATE_LIMITED);
        expect(answers.at(-1)!.retryAfter).toBeGreaterThan(0);
      }
      // Wrong passwords are told as such up to the account's ceiling (30), then all ask for the code.
      expect(runs[0]![0]!.body).toEqual(INVALID_CREDENTIALS);
      expect(runs[2]![9]!.body).toEqual(INVALID_CREDENTIALS);
      expect(runs[3]![0]!.body).toEqual(LOGIN_CODE_REQUIRED);
      // 40 failures across addresses: past the account's ceiling (30), the right password alone is not enough ...
      expect(LIMITS.loginAccount.max).toBeLessThan(40);
      const first = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword }, remoteAddress: ownerAddress });
      expect([first.statusCode, first.json()]).toEqual([401, LOGIN_CODE_REQUIRED]);
      // ... and a wrong one gets the very same answer (the ceiling does not tell a guesser which password was right), mailing nothing.
      const wrongAtCeiling = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: 'Wrong-again-1!' }, remoteAddress: nextIp() });
      expect([wrongAtCeiling.statusCode, wrongAtCeiling.json()]).toEqual([401, LOGIN_CODE_REQUIRED]);
      const code = await mailedLoginCode(owner.email);
      expect(await mailsTo(owner.email)).toBe(1);
      // A wrong code, or the right code with a wrong password, is refused; the right pair signs in, once.
      const wrongCode = code === '000000' ? '111111' : '000000';
      const refused = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword, code: wrongCode }, remoteAddress: ownerAddress });
      expect([refused.statusCode, refused.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      const wrongPassword = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: 'Wrong-again-2!', code }, remoteAddress: nextIp() });
      expect([wrongPassword.statusCode, wrongPassword.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      const signIn = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword, code }, remoteAddress: ownerAddress });
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json().identity.email).toBe(owner.email);
      const reused = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword, code }, remoteAddress: ownerAddress });
      expect([reused.statusCode, reused.json()]).toEqual([401, LOGIN_CODE_INVALID]);
      // The attackers' addresses stay refused, the right password included.
      for (const remoteAddress of attackers) {
        const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: owner.email, password: strongPassword, code }, remoteAddress });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another account is untouched.
      const bystander = await registerUser(t.app);
      expect((await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: bystander.email, password: strongPassword }, remoteAddress: nextIp() })).statusCode).toBe(200);
    }, 60_000);

    it('refuses the 31st offer-code guess from one address, long before 1,000, and every guess after it', async () => {
      const remoteAddress = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 1000; i += 1) {
        const code = `GUESS${String(i).padStart(4, '0')}`;
        statuses.push((await t.app.inject({ method: 'GET', url: `/offercode/${code}?zip=95814`, remoteAddress })).statusCode);
      }
      expect(statuses.indexOf(429)).toBe(ROUTE_LIMITS.offerCode.max);
      expect(statuses.slice(ROUTE_LIMITS.offerCode.max).every((s) => s === 429)).toBe(true);
    });

    it('shares one count between two servers on one database (each with its own memory)', async () => {
      const other = await createServer({ db: t.db, routes: [offerCodeRoutes({ offerCodes: t.ctx.offerCodes, limiter: createRateLimiter(t.db) })] });
      try {
        const remoteAddress = nextIp();
        const statuses: number[] = [];
        for (let i = 0; i < 40; i += 1) {
          const server = i % 2 === 0 ? t.app : other;
          statuses.push((await server.inject({ method: 'GET', url: `/offercode/SHARED${i}?zip=95814`, remoteAddress })).statusCode);
        }
        expect(statuses.indexOf(429)).toBe(ROUTE_LIMITS.offerCode.max);
        expect(statuses.slice(ROUTE_LIMITS.offerCode.max).every((s) => s === 429)).toBe(true);
      } finally {
        await other.close();
      }
    });

    it('answers a known offer code with a wrong or missing ZIP code exactly as an unknown code, naming nobody', async () => {
      const ask = async (url: string) => {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
        return { status: res.statusCode, body: res.body };
      };
      const unknown = await ask('/offercode/NOSUCHCODE?zip=95814');
      expect(unknown).toEqual({ status: 404, body: JSON.stringify(NOT_FOUND) });
      for (const url of ['/offercode/PRESCREEN2026?zip=95815', '/offercode/PRESCREEN2026', '/offercode/DMCO7731?zip=95814']) {
        const answer = await ask(url);
        expect(answer, url).toEqual(unknown);
        expect(answer.body).not.toMatch(/Morgan|Mailer|Oak Ave|Avery|Postman|Aspen/);
      }
      expect((await ask('/offercode/DMCO7731?zip=80202')).status).toBe(200);
    });

    it('answers 503 UNAVAILABLE with Retry-After past the hashing queue, and serves again once it drains', async () => {
      const burst = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({ method: 'POST', url: LOGIN, payload: { email: `nobody-${randomUUID()}@example.com`, password: strongPassword }, remoteAddress: nextIp() }),
        ),
      );
      const busy = burst.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(burst.length - busy.length).toBeLessThanOrEqual(12);
      expect(busy[0]!.json()).toEqual(UNAVAILABLE);
      expect(busy[0]!.headers['retry-after']).toBe('1');
      expect(burst.filter((r) => r.statusCode !== 503).every((r) => r.statusCode === 401)).toBe(true);
      const later = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: `nobody-${randomUUID()}@example.com`, password: strongPassword }, remoteAddress: nextIp() });
      expect(later.statusCode).toBe(401);
    });
  });
}

describe('the hashing pool', () => {
  it('runs at most `concurrency` at once, queues `queue` more, and refuses the rest with 503', async () => {
    const pool = createHashPool({ concurrency: 2, queue: 1 });
    const gates: Array<() => void> = [];
    const work = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const running = [pool.run(work), pool.run(work), pool.run(work)];
    expect(pool.load).toEqual({ running: 2, waiting: 1 });
    await expect(pool.run(work)).rejects.toMatchObject({ code: 'UNAVAILABLE', statusCode: 503, headers: { 'retry-after': '1' } });
    gates.shift()!();
    await running[0];
    expect(pool.load).toEqual({ running: 2, waiting: 0 });
    // The queued work starts on a later turn: let it, then open every gate.
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(2);
    gates.forEach((open) => open());
    expect(await Promise.all(running)).toEqual(['done', 'done', 'done']);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the login delay', () => {
  it('is none for the first tries of the window, then doubles up to its ceiling', () => {
    const delays = Array.from({ length: 14 }, (_, i) => loginDelayMs(i + 1, DEFAULT_LOGIN_DELAY));
    expect(delays).toEqual([0, 0, 0, 0, 0, 50, 100, 200, 400, 800, 1600, 2000, 2000, 2000]);
    expect(loginDelayMs(100, { ...DEFAULT_LOGIN_DELAY, maxMs: 0 })).toBe(0);
  });
});

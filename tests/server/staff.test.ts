// The staff console's foundation (issue 16, deliverable 5) over HTTP on both databases: accounts
// made by the command, sign-in and its limit, the staff token kept apart from applicants', the
// search scoped to the member's brands, one application's view, the audit log, and no SSN or
// account number in any staff answer.
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { bootstrapStaff } from '../../src/server/staff/accounts';
import { createHashPool } from '../../src/server/auth/hash-pool';
import { openDb } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, startTestApp, strongPassword, type TestApp } from './harness';
import { seedDataDir } from './pglite-template';

const brandsDir = path.join(repoRoot, 'brands');
const staffPassword = 'Quartz-Lantern-83!';
const CANARY_SSN = '078-05-1120';
const CANARY_ACCOUNT = '000123456789';
/** A last name no other test uses: letters only (the name rule refuses digits). */
const uniqueName = (prefix: string) => prefix + Array.from(randomUUID().replace(/-/g, '').slice(0, 8), (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('');
const canaries = [CANARY_SSN, CANARY_SSN.replace(/-/g, ''), CANARY_ACCOUNT];

const ACME = 'acme-lending';
const FAIRWAY = { orgCode: 'fairway', host: 'fairway.localhost' };

/** Every staff route with a sample path (a new route of the table is covered without an edit here). */
function staffRequests(uuid: string): Array<{ method: InjectOptions['method']; url: string; payload?: object; secure: boolean }> {
  const out: Array<{ method: InjectOptions['method']; url: string; payload?: object; secure: boolean }> = [];
  for (const [name, r] of Object.entries(staffApiRoutes)) {
    const url = r.path({ uuid, conditionUuid: uuid, documentUuid: uuid, conversationId: uuid } as never);
    if (name === 'session') {
      out.push({ method: 'POST', url, payload: { email: 'nobody@example.com', password: 'x' }, secure: false });
      out.push({ method: 'DELETE', url, secure: true });
    } else if (name === 'additionalSigners') out.push({ method: 'POST', url, payload: { firstName: 'Sam', lastName: 'Owner', email: 'sam@example.com' }, secure: true });
    else if ('method' in r) out.push({ method: r.method, url, payload: {}, secure: true });
    else out.push({ method: 'GET', url, secure: true });
  }
  return out;
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`staff console (${target.kind})`, () => {
    let t: TestApp;
    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

    async function applicant(lastName: string, host?: string, body: Record<string, unknown> = {}) {
      const email = `${lastName.toLowerCase()}-${randomUUID()}@example.com`;
      const headers = host ? { host } : {};
      const reg = await t.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', headers, payload: { email, password: strongPassword, phoneNumber: '(555) 555-0100' }, remoteAddress: nextIp() });
      expect(reg.statusCode, reg.body).toBe(201);
      const auth = { ...headers, ...bearer(reg.json().jwt as string) };
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: { ...helocRequest({ lastName }), ...body } });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = created.json().uuid as string;
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: auth }), uuid);
      return { email, uuid, auth, jwt: reg.json().jwt as string };
    }

    async function signIn(email: string, password = staffPassword, ip = nextIp()) {
      return t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password }, remoteAddress: ip });
    }

    async function staffToken(email: string): Promise<string> {
      const res = await signIn(email);
      expect(res.statusCode, res.body).toBe(200);
      expectSchema('api-staff-session', res.json());
      return res.json().jwt as string;
    }

    let all: string;
    let acmeOnly: string;
    let acmeApp: Awaited<ReturnType<typeof applicant>>;
    let fairwayApp: Awaited<ReturnType<typeof applicant>>;

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
      all = `all-${randomUUID()}@staff.example`;
      acmeOnly = `acme-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email: all, name: 'Ann Staff', orgs: [], password: staffPassword }, brandsDir);
      await addStaff(t.db, { email: acmeOnly, name: 'Bo Staff', orgs: [ACME], password: staffPassword }, brandsDir);
      acmeApp = await applicant(uniqueName('Canary'));
      fairwayApp = await applicant(uniqueName('Fair'), FAIRWAY.host);
      // What the applicant typed as their SSN and bank account sits in the stored data.
      await t.db.query("insert into application_drafts (application_uuid, flow_id, answers) values ($1, 'social', $2)", [acmeApp.uuid, JSON.stringify({ ssn: CANARY_SSN, accountNumber: CANARY_ACCOUNT })]);
      await t.db.query('update applications set facts = facts || $2::jsonb where uuid = $1', [acmeApp.uuid, JSON.stringify({ ssn: CANARY_SSN, bankAccount: { accountNumber: CANARY_ACCOUNT } })]);
    }, 120_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('the command makes an account with a hashed password, refuses a weak password, an unknown brand and a second account of one email', async () => {
      const { rows } = await t.db.query<{ password_hash: string; org_codes: string[] | null; name: string }>('select password_hash, org_codes, name from staff_accounts where email_normalized = $1', [acmeOnly]);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.org_codes).toEqual([ACME]);
      expect(rows[0]!.name).toBe('Bo Staff');
      const base = { email: `x-${randomUUID()}@staff.example`, name: 'X', orgs: [] };
      await expect(addStaff(t.db, { ...base, password: 'short' }, brandsDir)).rejects.toThrow(/12 or more characters/);
      await expect(addStaff(t.db, { ...base, password: 'Password1234!' }, brandsDir)).rejects.toThrow(/too common/);
      await expect(addStaff(t.db, { ...base, orgs: ['no-such-brand'], password: staffPassword }, brandsDir)).rejects.toThrow('Unknown brand: no-such-brand');
      await expect(addStaff(t.db, { ...base, email: all, password: staffPassword }, brandsDir)).rejects.toThrow(/exists already/);
    });

    it('STAFF_BOOTSTRAP makes the first account only when none exists, and is refused in production unless allowed', async () => {
      const hashing = createHashPool({ concurrency: 1, queue: 4 });
      const env = { STAFF_BOOTSTRAP: `boot-${randomUUID()}@staff.example`, STAFF_PASSWORD: staffPassword };
      // Accounts exist here already: nothing is made.
      expect(await bootstrapStaff(t.db, hashing, env)).toBeUndefined();
      await expect(bootstrapStaff(t.db, hashing, { ...env, NODE_ENV: 'production' })).rejects.toThrow(/refused with NODE_ENV=production/);
      const fresh = await startTestApp(target, { env });
      try {
        expect(fresh.notices).toContain(`Staff account ${env.STAFF_BOOTSTRAP} created (STAFF_BOOTSTRAP)`);
        const res = await fresh.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email: env.STAFF_BOOTSTRAP, password: staffPassword }, remoteAddress: nextIp() });
        expect(res.statusCode, res.body).toBe(200);
        await expect(bootstrapStaff(fresh.db, hashing, { ...env, STAFF_PASSWORD: 'weak' })).resolves.toBeUndefined();
      } finally {
        await fresh.stop();
      }
      // On an empty database a weak password stops the start (buildApp throws this).
      const empty = await target.open();
      try {
        await migrate(empty.db);
        await expect(bootstrapStaff(empty.db, hashing, { ...env, STAFF_PASSWORD: 'weak' })).rejects.toThrow(/STAFF_BOOTSTRAP: The password needs 12/);
      } finally {
        await empty.db.close();
        await empty.cleanup();
      }
    }, 60_000);

    it('signs in with the right password only, and a staff token is no applicant token (401 on applicant routes)', async () => {
      expect((await signIn(all, 'Wrong-Password-99!')).statusCode).toBe(401);
      expect((await signIn(`nobody-${randomUUID()}@staff.example`)).statusCode).toBe(401);
      const jwt = await staffToken(all);
      const res = await t.app.inject({ method: 'GET', url: `/service-krang-heloc/borrower/secure/api/v1/${acmeApp.uuid}/status`, headers: bearer(jwt) });
      expect(res.statusCode).toBe(401);
      const list = await t.app.inject({ method: 'GET', url: '/service-application/api/v1/application/heloc/all', headers: bearer(jwt) });
      expect(list.statusCode).toBe(401);
      // An applicant's password is not a staff sign-in either.
      expect((await signIn(acmeApp.email, strongPassword)).statusCode).toBe(401);
    });

    it('limits sign-in per address (staff-login-account-ip: 10 in 15 minutes) with 429 and Retry-After', async () => {
      const ip = nextIp();
      const email = `limited-${randomUUID()}@staff.example`;
      for (let i = 0; i < 10; i++) expect((await signIn(email, 'Wrong-Password-99!', ip)).statusCode).toBe(401);
      const refused = await signIn(email, 'Wrong-Password-99!', ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("answers an applicant's token with 404 and no token with 401 on every staff route", async () => {
      for (const r of staffRequests(acmeApp.uuid)) {
        const withApplicant = await t.app.inject({ method: r.method, url: r.url, headers: bearer(acmeApp.jwt), ...(r.payload ? { payload: r.payload } : {}) });
        expect(withApplicant.statusCode, `${r.method} ${r.url}`).toBe(404);
        if (!r.secure) continue;
        const without = await t.app.inject({ method: r.method, url: r.url });
        expect(without.statusCode, `${r.method} ${r.url}`).toBe(401);
        const forged = await t.app.inject({ method: r.method, url: r.url, headers: bearer('abc.def.ghi') });
        expect(forged.statusCode, `${r.method} ${r.url}`).toBe(401);
      }
    });

    it("searches by email, loan number and last name within the member's brands only, at most 50 a page", async () => {
      const jwt = await staffToken(acmeOnly);
      const search = (query: string, token = jwt) => t.app.inject({ method: 'GET', url: `${staffApiRoutes.applications.path({})}?${query}`, headers: bearer(token) });
      const byEmail = await search(`q=${encodeURIComponent(acmeApp.email.toUpperCase())}`);
      expect(byEmail.statusCode, byEmail.body).toBe(200);
      expectSchema('api-staff-search', byEmail.json());
      expect(byEmail.json().items.map((i: { uuid: string }) => i.uuid)).toEqual([acmeApp.uuid]);
      const loanNumber = byEmail.json().items[0].loanNumber as number;
      expect((await search(`q=${loanNumber}`)).json().items.map((i: { uuid: string }) => i.uuid)).toEqual([acmeApp.uuid]);
      const lastName = byEmail.json().items[0].lastName as string;
      expect((await search(`q=${lastName.slice(0, 10).toLowerCase()}`)).json().items.map((i: { uuid: string }) => i.uuid)).toEqual([acmeApp.uuid]);
      // The fairway application is not this member's to see, however it is asked for.
      expect((await search(`q=${encodeURIComponent(fairwayApp.email)}`)).json()).toMatchObject({ total: 0, items: [] });
      const everyone = await staffToken(all);
      expect((await search(`q=${encodeURIComponent(fairwayApp.email)}`, everyone)).json().items[0]).toMatchObject({ uuid: fairwayApp.uuid, organizationCode: FAIRWAY.orgCode, organizationName: 'Fairway Independent Mortgage Corporation' });
      const page = await search('pageSize=50', everyone);
      expect(page.json().items.length).toBeLessThanOrEqual(50);
      expect((await search('pageSize=51', everyone)).statusCode).toBe(400);
      expect((await search(`status=${byEmail.json().items[0].status}&q=${encodeURIComponent(acmeApp.email)}`)).json().total).toBe(1);
      expect((await search(`status=NO_SUCH_STATUS&q=${encodeURIComponent(acmeApp.email)}`)).json().total).toBe(0);
    });

    it("shows one application's status, history, documents and applicant, and 404 for another brand's", async () => {
      const jwt = await staffToken(acmeOnly);
      const res = await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid: acmeApp.uuid }), headers: bearer(jwt) });
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json();
      expectSchema('api-staff-application', view);
      expect(view).toMatchObject({ uuid: acmeApp.uuid, organizationCode: ACME, organizationName: 'Acme Lending, Inc.', applicant: { email: acmeApp.email, firstName: 'Pat', phoneNumber: '(555) 555-0100' }, documents: [] });
      expect(view.history.length).toBeGreaterThan(0);
      expect(view.history[0]).toMatchObject({ kind: 'pipeline', fromStatus: 'IN_PROGRESS' });
      // One unbroken chain: each entry starts where the one before it ended.
      for (let i = 1; i < view.history.length; i++) expect(view.history[i].fromStatus).toBe(view.history[i - 1].toStatus);
      expect(view.history.at(-1).toStatus).toBe(view.status);
      const other = await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid: fairwayApp.uuid }), headers: bearer(jwt) });
      expect(other.statusCode).toBe(404);
    });

    it('shows where an application came from: its campaign parameters and offer code as the registration sent them, and none for a direct one', async () => {
      const jwt = await staffToken(all);
      const direct = (await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid: acmeApp.uuid }), headers: bearer(jwt) })).json();
      expect(direct.source).toEqual({ utmParameters: [], referrerId: null, referralId: null, offerCode: null });
      const marketed = await applicant(uniqueName('Mailed'), undefined, { offerCode: 'PRESCREEN2026', utmParameters: { utm_source: 'mail', utm_campaign: 'spring-2027' } });
      const res = await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid: marketed.uuid }), headers: bearer(jwt) });
      expectSchema('api-staff-application', res.json());
      expect(res.json().source).toEqual({
        utmParameters: [{ name: 'utm_source', value: 'mail' }, { name: 'utm_campaign', value: 'spring-2027' }],
        referrerId: null,
        referralId: null,
        offerCode: 'PRESCREEN2026',
      });
    });

    it('writes who, what and which application for every staff call, and never an SSN or account number', async () => {
      const jwt = await staffToken(all);
      const staffUuid = (await t.db.query<{ uuid: string }>('select uuid from staff_accounts where email_normalized = $1', [all])).rows[0]!.uuid;
      const answers = [
        await t.app.inject({ method: 'GET', url: `${staffApiRoutes.applications.path({})}?q=${encodeURIComponent(acmeApp.email)}`, headers: bearer(jwt) }),
        await t.app.inject({ method: 'GET', url: `${staffApiRoutes.applications.path({})}?q=${CANARY_SSN}`, headers: bearer(jwt) }),
        await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid: acmeApp.uuid }), headers: bearer(jwt) }),
      ];
      for (const answer of answers) for (const canary of canaries) expect(answer.body).not.toContain(canary);
      const { rows } = await t.db.query<{ action: string; application_uuid: string | null; details: Record<string, unknown> }>(
        'select action, application_uuid, details from staff_audit where staff_uuid = $1 order by id',
        [staffUuid],
      );
      expect(rows.slice(-4).map((r) => [r.action, r.application_uuid])).toEqual([
        ['sign-in', null],
        ['search', null],
        ['search', null],
        ['view-application', acmeApp.uuid],
      ]);
      expect(rows.at(-3)!.details).toMatchObject({ kind: 'email', q: acmeApp.email, results: 1 });
      const everything = JSON.stringify((await t.db.query('select * from staff_audit')).rows);
      for (const canary of canaries) expect(everything).not.toContain(canary);
      const signedOut = await t.app.inject({ method: 'DELETE', url: staffApiRoutes.session.path({}), headers: bearer(jwt) });
      expect(signedOut.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: staffApiRoutes.applications.path({}), headers: bearer(jwt) })).statusCode).toBe(401);
    });
  });
}

describe('npm run staff:add', () => {
  it('creates an account in the configured database (DATA_DIR), with the password from STAFF_PASSWORD', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'staff-add-'));
    await seedDataDir(dataDir);
    try {
      const email = 'cli@staff.example';
      const run = (password: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/staff-add.ts', '--email', email, '--name', 'Cli Staff', '--org', 'fairway'], {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: password, NODE_ENV: '' },
        });
      await expect(run('weak')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('12 or more characters') });
      const { stdout } = await run(staffPassword);
      expect(stdout).toContain(`Staff account ${email} created`);
      const db = await openDb({ dataDir });
      await migrate(db);
      const { rows } = await db.query<{ name: string; org_codes: string[] }>('select name, org_codes from staff_accounts where email_normalized = $1', [email]);
      await db.close();
      expect(rows).toEqual([{ name: 'Cli Staff', org_codes: ['fairway'] }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// Issue 16's authorization matrix over HTTP: every registered route with a {uuid}, every method it
// has, and every role — the primary applicant, a co-signer of this application, a co-signer of
// another, the broker who referred it, another broker, another applicant, staff and no token —
// called with generated bodies and uuids (fast-check). Only the pairs the spec allows may answer
// 2xx; every other answer is a refusal that carries nothing of the application (0 leaks), and the
// application's row is unchanged by the refused calls (catalogue Z1, Z4).
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerApiRoutes } from '../../src/core/contract/broker-routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { conditionRoutes } from '../../src/core/contract/condition-routes';
import { apiRoutes, STAFF_API } from '../../src/core/contract/routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { createBrokerAccount } from '../../src/server/brokers/accounts';
import { buildRoutes } from '../../src/server/routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, strongPassword, type TestApp } from './harness';

const MIN_REQUESTS = 1_000;
const staffPassword = 'Quartz-Lantern-83!';
/** A last name nothing else uses, looked for in every refused answer. */
const CANARY_LAST_NAME = 'Zqmatrixcanary';
/** Dana Whitfield, acme-lending's loan originator in the sandbox lead portal (licensed in CA). */
const DANA = 'a0000000-0000-4000-8000-000000000001';

type Role = 'primary' | 'coSigner' | 'coSignerOfAnother' | 'referringBroker' | 'otherBroker' | 'otherApplicant' | 'staff' | 'none';
const ROLES: Role[] = ['primary', 'coSigner', 'coSignerOfAnother', 'referringBroker', 'otherBroker', 'otherApplicant', 'staff', 'none'];

interface UuidRoute {
  method: string;
  url: string;
}

const patterns = (table: Record<string, { pattern: string }>) => Object.values(table).map((r) => r.pattern);
const STAFF_APPLICATION = staffApiRoutes.application.pattern;
/** The co-signer's own routes: theirs alone (the applicant has the applicant's). */
const SIGNER_ONLY = patterns(signerApiRoutes).filter((p) => p.includes(':uuid'));
/** Spec section 6: an additional signer's documents and the closing documents they sign; the applicant's too. */
const SIGNER_AND_PRIMARY = [apiRoutes.documents.pattern, apiRoutes.document.pattern, closingRoutes.closingDocument.pattern];

/**
 * Who may have a 2xx on a route, written from the spec (section 6) and the issue, not read from the
 * server: staff on the console; the co-signer on their own routes and documents; the applicant on
 * the rest. Brokers have no {uuid} route: they never act for the borrower. Conditions stay the
 * applicant's here, as acme-lending leaves the additional-signer-conditions flag off.
 */
function allowedRoles(route: UuidRoute): Role[] {
  // Every console route is staff only: an application's, and a banner's (issue 17).
  if (route.url === STAFF_APPLICATION || route.url.startsWith(`${STAFF_API}/`)) return ['staff'];
  if (SIGNER_ONLY.includes(route.url)) return ['coSigner'];
  if (SIGNER_AND_PRIMARY.includes(route.url)) return ['primary', 'coSigner'];
  return ['primary'];
}

const target = databaseTargets()[0]!;
describe(`authorization matrix over every {uuid} route and every role (${target.kind})`, () => {
  let t: TestApp;
  const routes: UuidRoute[] = [];
  const headers = new Map<Role, Record<string, string>>();
  let uuid = '';
  let loanNumber = '';
  const rowHash = async () => {
    const { rows } = await t.db.query('select * from applications where uuid = $1', [uuid]);
    return createHash('sha256').update(JSON.stringify(rows[0])).digest('hex');
  };

  async function broker(): Promise<Record<string, string>> {
    const email = `broker-${randomUUID()}@example.com`;
    await createBrokerAccount(t.db, t.ctx.hashing, t.ctx.leads, { email, password: strongPassword, organizationCode: 'acme-lending', loanOriginatorUuid: DANA });
    const res = await t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'agent' }), payload: { email, password: strongPassword }, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${(res.json() as { jwt: string }).jwt}` };
  }

  /** Staff invite a co-signer to `application`; they accept the mailed link and sign in. */
  async function coSigner(application: string): Promise<Record<string, string>> {
    const email = `signer-${randomUUID()}@example.com`;
    const invited = await t.app.inject({ method: 'POST', url: staffApiRoutes.additionalSigners.path({ uuid: application }), headers: headers.get('staff')!, payload: { firstName: 'Sam', lastName: 'Owner', email } });
    expect(invited.statusCode, invited.body).toBe(201);
    let body = '';
    for (let i = 0; i < 100 && !body; i++) {
      body = (await t.db.query<{ body: string }>('select body from mail_outbox where to_address = $1', [email])).rows[0]?.body ?? '';
      if (!body) await new Promise((r) => setTimeout(r, 50));
    }
    const token = new URL(/(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(body)![1]!).searchParams.get('token')!;
    const accepted = await t.app.inject({ method: 'POST', url: signerApiRoutes.acceptInvitation.path({}), payload: { token, password: strongPassword }, remoteAddress: nextIp() });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'customer' }), payload: { email, password: strongPassword }, remoteAddress: nextIp() });
    expect(login.statusCode, login.body).toBe(200);
    return { authorization: `Bearer ${(login.json() as { jwt: string }).jwt}` };
  }

  beforeAll(async () => {
    t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
    const probe = Fastify();
    probe.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.includes(':uuid')) return;
      for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    for (const plugin of buildRoutes(t.ctx)) await probe.register(plugin);
    await probe.close();

    const staffEmail = `matrix-${randomUUID()}@staff.example`;
    await addStaff(t.db, { email: staffEmail, name: 'Matrix Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
    const signIn = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email: staffEmail, password: staffPassword }, remoteAddress: nextIp() });
    headers.set('staff', { authorization: `Bearer ${signIn.json().jwt as string}` });
    headers.set('none', {});
    headers.set('referringBroker', await broker());
    headers.set('otherBroker', await broker());

    // The primary applicant applies from the referring broker's link.
    const referral = await t.app.inject({ method: 'POST', url: brokerApiRoutes.referrals.path({}), headers: headers.get('referringBroker')!, payload: { firstName: 'Pat', lastName: CANARY_LAST_NAME, street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', phoneNumber: '(555) 555-0131', email: 'pat@example.com' } });
    expect(referral.statusCode, referral.body).toBe(201);
    const primary = await registerUser(t.app);
    const request = { ...helocRequest({ lastName: CANARY_LAST_NAME }), referrerId: DANA, referralId: (referral.json() as { referral: { uuid: string } }).referral.uuid };
    const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: primary.auth, payload: request });
    expect(created.statusCode, created.body).toBe(201);
    ({ uuid, loanNumber } = created.json() as { uuid: string; loanNumber: string });
    await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: primary.auth }), uuid);
    headers.set('primary', primary.auth);
    headers.set('otherApplicant', (await registerUser(t.app)).auth);

    // A co-signer of this application, and one of another applicant's, each invited by staff.
    headers.set('coSigner', await coSigner(uuid));
    const other = await registerUser(t.app);
    const otherApp = await t.app.inject({ method: 'POST', url: createUrl(), headers: other.auth, payload: helocRequest() });
    headers.set('coSignerOfAnother', await coSigner((otherApp.json() as { uuid: string }).uuid));

    // The broker sees the application they referred on their own list (and nothing more).
    const listed = await t.app.inject({ method: 'GET', url: brokerApiRoutes.applications.path({}), headers: headers.get('referringBroker')! });
    expect(listed.body).toContain(loanNumber);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('finds the {uuid} routes of every part (applicant area and staff console)', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toContain('/service-application/api/v1/application/heloc/:uuid');
    expect(urls).toContain(staffApiRoutes.application.pattern);
    expect(urls).toContain(signerApiRoutes.documents.pattern);
    expect(urls).toContain(conditionRoutes.conditions.pattern);
    expect(urls).toContain(staffApiRoutes.banner.pattern);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('answers each role its own allowed reads, so the refusals below are not everything failing', async () => {
    const reads: Array<[Role, string]> = [
      ['primary', apiRoutes.application.path({ uuid })],
      ['primary', conditionRoutes.conditions.path({ uuid })],
      ['coSigner', signerApiRoutes.documents.path({ uuid })],
      ['coSigner', apiRoutes.documents.path({ uuid })],
      ['staff', staffApiRoutes.application.path({ uuid })],
    ];
    for (const [role, url] of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: headers.get(role)! });
      expect(res.statusCode, `${role} GET ${url}: ${res.body}`).toBe(200);
    }
  });

  const call = (route: UuidRoute, role: Role, id: string, payload: unknown) => {
    const url = route.url.replace(':uuid', id).replace(/:(\w+)/g, () => randomUUID());
    return t.app.inject({ method: route.method as 'GET', url, headers: headers.get(role)!, ...(payload !== undefined && route.method !== 'GET' ? { payload: payload as object } : {}) });
  };
  const isOk = (status: number) => status >= 200 && status < 300;
  const leaks = (body: string) => [uuid, loanNumber, CANARY_LAST_NAME].some((s) => s !== '' && body.includes(s));

  it('refuses every route and role pair the spec does not allow, carrying nothing of the application and changing nothing', async () => {
    const before = await rowHash();
    const wrongly: string[] = [];
    for (const route of routes) {
      for (const role of ROLES) {
        if (allowedRoles(route).includes(role)) continue;
        const res = await call(route, role, uuid, {});
        if (isOk(res.statusCode) || leaks(res.body)) wrongly.push(`${role} ${route.method} ${route.url} -> ${res.statusCode}`);
      }
    }
    expect(wrongly).toEqual([]);
    expect(await rowHash()).toBe(before);
  }, 120_000);

  it(`answers 2xx only to the allowed pairs over ${MIN_REQUESTS} generated requests (uuids, bodies, roles), with 0 leaks`, async () => {
    let sent = 0;
    const wrongly: string[] = [];
    const body = fc.oneof(fc.constant(undefined), fc.object({ maxDepth: 2 }), fc.record({ status: fc.constantFrom('COMPLETE', 'DECLINED'), uuid: fc.uuid(), identityUuid: fc.uuid() }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.constantFrom(...ROLES), fc.constantFrom('own', 'random', 'malformed'), body, async (route, role, which, payload) => {
        const res = await call(route, role, which === 'own' ? uuid : which === 'random' ? randomUUID() : 'not-a-uuid', payload);
        sent += 1;
        const allowed = which === 'own' && allowedRoles(route).includes(role);
        if (!allowed && (isOk(res.statusCode) || leaks(res.body))) wrongly.push(`${role} ${which} ${route.method} ${route.url} -> ${res.statusCode}`);
      }),
      { numRuns: MIN_REQUESTS, seed: 16 },
    );
    expect(wrongly).toEqual([]);
    expect(sent).toBe(MIN_REQUESTS);
  }, 300_000);
});

// Issue 16's authorization matrix over HTTP: every registered route with a {uuid}, every method it
// has, and every role — the primary applicant, another applicant, staff of the brand and no token —
// called with generated bodies and uuids (fast-check). Only the pairs the spec allows may answer
// 2xx; every other answer is a refusal that carries nothing of the application (0 leaks), and the
// application's row is unchanged by the refused writes (catalogue Z1, Z4).
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { buildRoutes } from '../../src/server/routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

const MIN_REQUESTS = 1_000;
const staffPassword = 'Quartz-Lantern-83!';
/** A last name nothing else uses, looked for in every refused answer. */
const CANARY_LAST_NAME = 'Zqmatrixcanary';

type Role = 'primary' | 'otherApplicant' | 'staff' | 'none';
const ROLES: Role[] = ['primary', 'otherApplicant', 'staff', 'none'];

interface UuidRoute {
  method: string;
  url: string;
}

/** Who may have a 2xx on a route (the spec's section 6 and the roles). */
function allowedRoles(route: UuidRoute): Role[] {
  if (route.url.startsWith(staffApiRoutes.application.pattern.replace(/\/:uuid$/, ''))) return ['staff'];
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

  beforeAll(async () => {
    t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
    const probe = Fastify();
    probe.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.includes(':uuid')) return;
      for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    for (const plugin of buildRoutes(t.ctx)) await probe.register(plugin);
    await probe.close();

    const primary = await registerUser(t.app);
    const request = helocRequest({ lastName: CANARY_LAST_NAME });
    const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: primary.auth, payload: request });
    expect(created.statusCode, created.body).toBe(201);
    ({ uuid, loanNumber } = created.json() as { uuid: string; loanNumber: string });
    await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: primary.auth }), uuid);
    headers.set('primary', primary.auth);
    headers.set('otherApplicant', (await registerUser(t.app)).auth);
    const staffEmail = `matrix-${randomUUID()}@staff.example`;
    await addStaff(t.db, { email: staffEmail, name: 'Matrix Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
    const signIn = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email: staffEmail, password: staffPassword }, remoteAddress: nextIp() });
    headers.set('staff', { authorization: `Bearer ${signIn.json().jwt as string}` });
    headers.set('none', {});
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('finds the {uuid} routes of every part (applicant area and staff console)', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toContain('/service-application/api/v1/application/heloc/:uuid');
    expect(urls).toContain(staffApiRoutes.application.pattern);
    expect(routes.length).toBeGreaterThan(10);
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

// Audit events over HTTP (issue 12): each sign-in, sign-out, registration, authorization refusal and
// staff action writes exactly one row of audit_events with its fields, and no personal value or
// secret of the request (canaries); the table refuses UPDATE, DELETE and TRUNCATE; a failed audit
// write changes no answer and logs no data. On PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { LIMITS } from '../../src/server/services/identity';
import { createUrl, databaseTargets, helocRequest, nextIp, startTestApp, type TestApp } from './harness';

const CANARY = {
  password: 'Vellum-Quartz-Orbit-83!',
  phone: '(555) 555-0177',
  lastName: 'Canarylastname',
  street: '4242 Canarystreet Rd',
};

interface AuditRow {
  at: Date;
  action: string;
  outcome: string;
  actor_uuid: string | null;
  actor_role: string | null;
  client_ip: string | null;
  request_id: string;
  method: string;
  route: string;
  resource: string | null;
  status_code: number;
  code: string | null;
  organization_code: string | null;
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`audit events (${target.kind})`, () => {
    let t: TestApp;
    const logLines: string[] = [];
    const started = Date.now();
    beforeAll(async () => {
      t = await startTestApp(target, { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const canaryEmail = () => `canary-${randomUUID()}@example.com`;
    const secrets: string[] = [];
    const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
    const get = (url: string, headers: Record<string, string> = {}, ip = nextIp()) => t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

    /** The rows of one answer, by its request id. */
    async function eventsOf(res: LightMyRequestResponse): Promise<AuditRow[]> {
      const { rows } = await t.db.query<AuditRow>(
        `select at, action, outcome, actor_uuid, actor_role, client_ip, request_id, method, route, resource, status_code, code, organization_code
         from audit_events where request_id = $1`,
        [res.headers['x-request-id']],
      );
      return rows.map((row) => ({ ...row, at: new Date(row.at) }));
    }

    /** Exactly one row, with these fields, at a time of this run. */
    async function expectOneEvent(res: LightMyRequestResponse, fields: Partial<AuditRow>, ip: string) {
      const rows = await eventsOf(res);
      expect(rows, `${res.raw.req.method} ${res.raw.req.url}`).toHaveLength(1);
      const { at, ...rest } = rows[0]!;
      expect(at.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(rest).toEqual({
        actor_uuid: null,
        actor_role: null,
        client_ip: ip,
        request_id: res.headers['x-request-id'],
        resource: null,
        code: null,
        organization_code: 'acme-lending',
        ...fields,
      });
    }

    async function register(email = canaryEmail(), ip = nextIp()) {
      const res = await post(apiRoutes.register.path({}), { email, password: CANARY.password, phoneNumber: CANARY.phone }, {}, ip);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { jwt: string; identity: { uuid: string } };
      secrets.push(email, body.jwt);
      return { res, email, ip, uuid: body.identity.uuid, auth: { authorization: `Bearer ${body.jwt}` } };
    }

    async function application(auth: Record<string, string>) {
      const payload = helocRequest({ lastName: CANARY.lastName, street1: CANARY.street });
      const res = await post(createUrl(), payload, auth);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { uuid: string }).uuid;
    }

    it('writes one registration event: success with the new identity, failure without an actor', async () => {
      const user = await register();
      await expectOneEvent(user.res, { action: 'registration', outcome: 'success', actor_uuid: user.uuid, actor_role: 'customer', method: 'POST', route: apiRoutes.register.pattern, status_code: 201 }, user.ip);
      const ip = nextIp();
      const again = await post(apiRoutes.brokerRegister.path({}), { email: user.email, password: CANARY.password }, {}, ip);
      expect(again.statusCode).toBe(401);
      await expectOneEvent(again, { action: 'registration', outcome: 'failure', method: 'POST', route: apiRoutes.brokerRegister.pattern, status_code: 401, code: 'ACCOUNT_EXISTS' }, ip);
    });

    it('writes one sign-in event: success with the identity, failure (wrong password, unknown account) without one', async () => {
      const user = await register();
      const login = apiRoutes.login.path({ role: 'customer' });
      const ip = nextIp();
      const ok = await post(login, { email: user.email, password: CANARY.password }, {}, ip);
      expect(ok.statusCode).toBe(200);
      secrets.push((ok.json() as { jwt: string }).jwt);
      await expectOneEvent(ok, { action: 'sign-in', outcome: 'success', actor_uuid: user.uuid, actor_role: 'customer', method: 'POST', route: login, status_code: 200 }, ip);
      for (const payload of [{ email: user.email, password: `${CANARY.password}x` }, { email: canaryEmail(), password: CANARY.password }]) {
        const failed = await post(login, payload, {}, ip);
        expect(failed.statusCode).toBe(401);
        await expectOneEvent(failed, { action: 'sign-in', outcome: 'failure', method: 'POST', route: login, status_code: 401, code: 'INVALID_CREDENTIALS' }, ip);
      }
    });

    /** Waits out the last 20 s of the current fixed window of `windowSeconds`, if it is in them. */
    const outsideWindowEnd = async (windowSeconds: number) => {
      const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
      if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    };

    it('writes no row for a sign-in turned away by the rate limit (a flood would be a write per request)', async () => {
      const login = apiRoutes.login.path({ role: 'customer' });
      const ip = nextIp();
      const payload = { email: canaryEmail(), password: 'Wrong-Password-99!' };
      // The limits are fixed windows on the wall clock (15 minutes for login-account-ip): eleven tries
      // straddling a window's end start counting again (a run at 02:15 UTC got a 401 for the 429).
      await outsideWindowEnd(LIMITS.loginAccountAddress.windowSeconds);
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await post(login, payload, {}, ip));
      expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(10).fill(401), 429]);
      expect(await eventsOf(answers[9]!)).toHaveLength(1);
      expect(await eventsOf(answers[10]!)).toEqual([]);
    }, 60_000);

    it('writes one sign-out event: success with the identity, failure without a session', async () => {
      const user = await register();
      const logout = apiRoutes.logout.path({ role: 'customer' });
      const ip = nextIp();
      const ok = await post(logout, {}, user.auth, ip);
      expect(ok.statusCode).toBe(200);
      await expectOneEvent(ok, { action: 'sign-out', outcome: 'success', actor_uuid: user.uuid, actor_role: 'customer', method: 'POST', route: logout, status_code: 200 }, ip);
      const again = await post(logout, {}, user.auth, ip);
      await expectOneEvent(again, { action: 'sign-out', outcome: 'failure', method: 'POST', route: logout, status_code: 401, code: 'UNAUTHENTICATED' }, ip);
    });

    it("writes one refusal event for a missing or forged token (401) and for another applicant's application (404), none for the owner's reads", async () => {
      const owner = await register();
      const other = await register();
      const uuid = await application(owner.auth);
      const ip = nextIp();
      const status = apiRoutes.status.path({ uuid });
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }] as Array<Record<string, string>>) {
        const res = await get(status, headers, ip);
        expect(res.statusCode).toBe(401);
        await expectOneEvent(res, { action: 'access-refused', outcome: 'refused', method: 'GET', route: apiRoutes.status.pattern, resource: uuid, status_code: 401, code: 'UNAUTHENTICATED' }, ip);
      }
      for (const [method, route] of [['GET', apiRoutes.status], ['GET', apiRoutes.application], ['GET', apiRoutes.summary], ['GET', apiRoutes.documents], ['POST', apiRoutes.events]] as const) {
        const res = await t.app.inject({ method, url: route.path({ uuid }), headers: other.auth, remoteAddress: ip, ...(method === 'POST' ? { payload: { type: 'SUBMIT_CONTACT', version: 1, answers: {} } } : {}) });
        expect(res.statusCode).toBe(404);
        await expectOneEvent(res, { action: 'access-refused', outcome: 'refused', actor_uuid: other.uuid, actor_role: 'customer', method, route: route.pattern, resource: uuid, status_code: 404, code: 'NOT_FOUND' }, ip);
      }
      // Naming another brand than the host's is refused too (403).
      const mismatch = await get(`${status}?orgCode=fairway`, { ...owner.auth, host: 'acme.localhost' }, ip);
      expect(mismatch.statusCode).toBe(403);
      await expectOneEvent(mismatch, { action: 'access-refused', outcome: 'refused', actor_uuid: owner.uuid, actor_role: 'customer', method: 'GET', route: apiRoutes.status.pattern, resource: uuid, status_code: 403, code: 'ORGANIZATION_MISMATCH', organization_code: null }, ip);
      // The applicant's own reads are not audit events (the writes stay few and cheap).
      for (const url of [status, apiRoutes.application.path({ uuid }), apiRoutes.list.path({})]) {
        const res = await get(url, owner.auth);
        expect(res.statusCode).toBe(200);
        expect(await eventsOf(res)).toEqual([]);
      }
    });

    it("writes one staff-action event for each request of a staff (agent) session, besides its sign-in and sign-out", async () => {
      const staff = await register();
      await t.db.query("update identities set role = 'agent' where uuid = $1", [staff.uuid]);
      const ip = nextIp();
      const login = await post(apiRoutes.login.path({ role: 'agent' }), { email: staff.email, password: CANARY.password }, {}, ip);
      expect(login.statusCode).toBe(200);
      const jwt = (login.json() as { jwt: string }).jwt;
      secrets.push(jwt);
      const auth = { authorization: `Bearer ${jwt}` };
      await expectOneEvent(login, { action: 'sign-in', outcome: 'success', actor_uuid: staff.uuid, actor_role: 'agent', method: 'POST', route: apiRoutes.login.path({ role: 'agent' }), status_code: 200 }, ip);
      const read = await get(apiRoutes.figureInfo.path({ role: 'agent' }), auth, ip);
      expect(read.statusCode).toBe(200);
      await expectOneEvent(read, { action: 'staff-action', outcome: 'success', actor_uuid: staff.uuid, actor_role: 'agent', method: 'GET', route: apiRoutes.figureInfo.path({ role: 'agent' }), status_code: 200 }, ip);
      const alias = await t.app.inject({ method: 'PUT', url: apiRoutes.identityAlias.path({}), headers: auth, payload: { type: 'Phone', value: CANARY.phone }, remoteAddress: ip });
      expect(alias.statusCode).toBe(200);
      await expectOneEvent(alias, { action: 'staff-action', outcome: 'success', actor_uuid: staff.uuid, actor_role: 'agent', method: 'PUT', route: apiRoutes.identityAlias.pattern, status_code: 200 }, ip);
      const logout = await post(apiRoutes.logout.path({ role: 'agent' }), {}, auth, ip);
      await expectOneEvent(logout, { action: 'sign-out', outcome: 'success', actor_uuid: staff.uuid, actor_role: 'agent', method: 'POST', route: apiRoutes.logout.path({ role: 'agent' }), status_code: 200 }, ip);
    });

    it('refuses UPDATE, DELETE and TRUNCATE of audit_events', async () => {
      await register();
      const before = await t.db.query('select * from audit_events order by id');
      expect(before.rows.length).toBeGreaterThan(0);
      for (const sql of ["update audit_events set outcome = 'success'", 'delete from audit_events', 'truncate audit_events']) {
        await expect(t.db.query(sql), sql).rejects.toThrow('audit_events are append-only');
      }
      expect((await t.db.query('select * from audit_events order by id')).rows).toEqual(before.rows);
    });

    it('keeps the answer when an audit write fails, and logs the failure without data', async () => {
      const user = await register();
      await t.db.query('alter table audit_events rename to audit_events_away');
      const from = logLines.length;
      try {
        const ok = await post(apiRoutes.login.path({ role: 'customer' }), { email: user.email, password: CANARY.password });
        expect(ok.statusCode).toBe(200);
        secrets.push((ok.json() as { jwt: string }).jwt);
        const failed = await post(apiRoutes.login.path({ role: 'customer' }), { email: user.email, password: `${CANARY.password}x` });
        expect([failed.statusCode, failed.json()]).toEqual([401, { code: 'INVALID_CREDENTIALS', messageKey: 'refusals.invalidCredentials', errors: [failed.json().errors[0]] }]);
      } finally {
        await t.db.query('alter table audit_events_away rename to audit_events');
      }
      const lines = logLines.slice(from).filter((line) => line.includes('audit write failed'));
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(Object.keys(JSON.parse(line) as object).sort()).toEqual(['auditAction', 'errorClass', 'hostname', 'level', 'msg', 'pid', 'reqId', 'sqlState', 'time']);
        expect(line).not.toContain('insert');
      }
    });

    it('holds none of the canary values (emails, password, phone, name, street, tokens) in any audit row', async () => {
      const { rows } = await t.db.query('select * from audit_events');
      expect(rows.length).toBeGreaterThan(10);
      const all = JSON.stringify(rows).toLowerCase();
      const found = [...Object.values(CANARY), ...secrets].filter((value) => all.includes(value.toLowerCase()));
      expect(found).toEqual([]);
    });
  });
}

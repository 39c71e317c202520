// Error reports from the browser over HTTP (issue 29 item 7), on each database: a report is 204 and
// counted in its group per brand and release; the schema refuses unknown fields, full addresses and
// unsafe text; personal data a client left in is stripped by the server's second scrub; the address
// is rate limited (429); the console lists a member's brands' groups only (another's is 404),
// newest first, by release, every read audited; the maintenance prune drops old groups.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { pruneOldClientErrors } from '../../src/server/services/client-errors';
import { recordClientError } from '../../src/server/store/client-errors';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { expectAnswer } from './api-contract';
import { databaseTargets, nextIp, startTestApp, type TestApp } from './harness';

const staffPassword = 'Quartz-Lantern-83!';
const PII = { email: 'pat.canary@example.com', uuid: randomUUID(), phone: '(555) 867-5309', name: 'Zqcanary Person', ssn: '123-45-6789' };
const url = apiRoutes.clientErrorReport.path({});
const valid = (extra: Record<string, unknown> = {}) => ({
  release: '0.1.0+test1',
  kind: 'uncaught',
  message: "TypeError: Cannot read properties of undefined (reading 'offer')",
  frames: ['OfferPage (OfferPage-a1b2c3d.js:1:2345)', 'renderWithHooks (app-Zx9y8w7.js:12:400)'],
  route: '/account/heloc/:uuid/offer',
  ...extra,
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`client errors (${target.kind})`, () => {
    let t: TestApp;
    let staffAll: Record<string, string>;
    let staffAcme: Record<string, string>;
    const post = (payload: unknown, org = 'acme-lending', ip = nextIp()) => t.app.inject({ method: 'POST', url, headers: { 'x-org': org }, payload: payload as object, remoteAddress: ip });
    const list = (auth: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `${staffApiRoutes.clientErrors.path({})}${query}`, headers: auth });

    async function signInStaff(orgs: string[]) {
      const email = `errors-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Eve Staff', orgs, password: staffPassword }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().jwt as string}` };
    }

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'client-errors-ip': 5 } });
      staffAll = await signInStaff([]);
      staffAcme = await signInStaff(['acme-lending']);
    }, 60_000);
    afterAll(async () => t?.stop());

    it('answers 204 and counts the same error in one group per brand and release', async () => {
      for (let i = 0; i < 3; i++) expect((await post(valid())).statusCode).toBe(204);
      expect((await post(valid({ release: '0.1.0+test2' }))).statusCode).toBe(204);
      expect((await post(valid(), 'fairway')).statusCode).toBe(204);
      const { rows } = await t.db.query<{ organization_code: string; release: string; count: number }>(
        "select organization_code, release, count from client_error_groups where message like '%reading%' order by organization_code, release",
      );
      expect(rows.map((r) => [r.organization_code, r.release, Number(r.count)])).toEqual([
        ['acme-lending', '0.1.0+test1', 3],
        ['acme-lending', '0.1.0+test2', 1],
        ['fairway', '0.1.0+test1', 1],
      ]);
    });

    it('refuses unknown fields, full addresses, queries, unsafe text and oversize fields (400), storing nothing', async () => {
      const before = await t.db.query<{ n: string }>('select count(*)::text as n from client_error_groups');
      const bodies = [
        valid({ email: PII.email }),
        valid({ route: `https://acme.example.com/account/heloc/${PII.uuid}/offer` }),
        valid({ route: '/account/heloc/review?email=x' }),
        valid({ route: `/account/heloc/${PII.uuid}` }),
        // A UUID that starts with a letter looks like a route word: the schema refuses it as an id still.
        valid({ route: '/account/heloc/b7a37017-3511-431d-b8f1-bc460661d4a4' }),
        valid({ route: '/account/heloc/0e5f7a1c-3511-431d-b8f1-bc460661d4a4/offer' }),
        valid({ kind: 'console' }),
        valid({ message: 'a\u0000b' }),
        valid({ message: '<img src=x onerror=alert(1)>' }),
        valid({ message: 'x'.repeat(301) }),
        valid({ frames: Array.from({ length: 6 }, () => 'a (app.js:1:1)') }),
        valid({ frames: [`at https://host/${PII.email}/x.js:1:1`] }),
        valid({ release: 'v 1' }),
        valid({ kind: 'failed-call', call: { route: '/x', method: 'TRACE', status: 500 } }),
        valid({ kind: 'failed-call', call: { route: '/x', method: 'GET', status: 500, body: PII.name } }),
      ];
      for (const payload of bodies) expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      const after = await t.db.query<{ n: string }>('select count(*)::text as n from client_error_groups');
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    });

    it('strips personal data the schema let through (a client that skipped its scrub)', async () => {
      const message = `Could not show "${PII.name}" for ${PII.email} on ${PII.uuid} phone ${PII.phone} ssn ${PII.ssn}`;
      expect((await post(valid({ message, frames: [`f${PII.ssn.replace(/-/g, '')}999 (app.js:1:1)`] }))).statusCode).toBe(204);
      const { rows } = await t.db.query<{ message: string; frames: unknown }>("select message, frames from client_error_groups where message like 'Could not show%'");
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows);
      for (const value of [PII.email, PII.uuid, PII.phone, PII.ssn, 'Zqcanary', '123456789']) expect(stored).not.toContain(value);
      expect(rows[0]!.message).toBe('Could not show "…" for :email on :uuid phone :n ssn :n');
    });

    it('limits reports per address (429), other addresses unaffected', async () => {
      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await post(valid({ message: `Limited error ${'ab'[i % 2]}` }), 'acme-lending', ip)).statusCode);
      expect(codes.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
      expect(codes.slice(5)).toEqual([429, 429]);
      expect((await post(valid({ message: 'Another address' }))).statusCode).toBe(204);
    });

    it("lists a member's brands' groups newest first, by release, audited; another brand's is 404", async () => {
      await post(valid({ kind: 'failed-call', message: 'Call failed: GET /service-application/api/v1/application/heloc/:uuid/summary', frames: [], call: { route: '/service-application/api/v1/application/heloc/:uuid/summary', method: 'GET', status: 502 } }));
      const body = await expectAnswer(t, { method: 'GET', url: staffApiRoutes.clientErrors.path({}), headers: staffAcme }, 200, 'api-staff-client-errors');
      expect([body.orgCode, body.orgCodes]).toEqual(['acme-lending', ['acme-lending']]);
      expect(body.groups[0]).toMatchObject({ kind: 'failed-call', call: { method: 'GET', status: 502 }, count: 1 });
      const seen = body.groups.map((g: { lastSeen: string }) => g.lastSeen);
      expect([...seen].sort().reverse()).toEqual(seen);
      expect(body.releases).toEqual(expect.arrayContaining(['0.1.0+test1', '0.1.0+test2']));
      const one = await expectAnswer(t, { method: 'GET', url: `${staffApiRoutes.clientErrors.path({})}?release=0.1.0%2Btest2`, headers: staffAcme }, 200, 'api-staff-client-errors');
      expect(one.groups.map((g: { release: string; count: number }) => [g.release, g.count])).toEqual([['0.1.0+test2', 1]]);
      expect(JSON.stringify(body)).not.toContain(PII.email);
      // Another brand's groups: the same 404 as a brand that does not exist; all brands for a member of all.
      expect((await list(staffAcme, '?orgCode=fairway')).statusCode).toBe(404);
      expect((await list(staffAcme, '?orgCode=nope')).statusCode).toBe(404);
      expect((await list(staffAcme, '?orgCode=<x>')).statusCode).toBe(400);
      const fairway = await expectAnswer(t, { method: 'GET', url: `${staffApiRoutes.clientErrors.path({})}?orgCode=fairway`, headers: staffAll }, 200, 'api-staff-client-errors');
      expect(fairway.groups.map((g: { count: number }) => g.count)).toEqual([1]);
      expect((await list({})).statusCode).toBe(401);
      const { rows } = await t.db.query<{ details: Record<string, unknown> }>("select details from staff_audit where action = 'list-client-errors' order by id");
      expect(rows.map((r) => r.details)).toEqual(
        expect.arrayContaining([{ orgCode: 'acme-lending' }, { orgCode: 'acme-lending', release: '0.1.0+test2' }, { orgCode: 'fairway', found: false }, { orgCode: 'fairway' }]),
      );
    });

    it('opens no new group past the bound per brand, and still counts the groups it has', async () => {
      const report = (message: string) => ({ release: 'bound', kind: 'uncaught' as const, message, frames: [], route: '/' });
      const orgCode = `bound-${randomUUID().slice(0, 8)}`;
      const at = new Date();
      const kept = [];
      for (const m of ['one', 'two', 'three', 'one']) kept.push(await recordClientError(t.db, { orgCode, fingerprint: m, report: report(m), maxGroups: 2, at }));
      expect(kept).toEqual([true, true, false, true]);
      const { rows } = await t.db.query<{ fingerprint: string; count: number }>('select fingerprint, count from client_error_groups where organization_code = $1 order by fingerprint', [orgCode]);
      expect(rows.map((r) => [r.fingerprint, Number(r.count)])).toEqual([['one', 2], ['two', 1]]);
    });

    it('prunes groups not seen for the retention days (the hourly maintenance job)', async () => {
      await t.db.query("update client_error_groups set last_seen = now() - interval '31 days' where release = '0.1.0+test2'");
      expect(await pruneOldClientErrors(t.db, new Date())).toBe(1);
      const { rows } = await t.db.query<{ n: string }>("select count(*)::text as n from client_error_groups where release = '0.1.0+test2'");
      expect(rows[0]!.n).toBe('0');
    });
  });
}

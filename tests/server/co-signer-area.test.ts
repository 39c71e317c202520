// Issue 23, defect 6: a co-signer's session (identity of profile type CO_DEEDER, spec section 6)
// is good only in the co-signer's area (spec section 4, routing rules: "A profile of type CO_DEEDER
// in the main area is logged out"). Every session route of the server is found by registering the route plugins
// on a probe (so a new route cannot be forgotten): each route not marked open to co-signers answers
// a co-signer's token 401 and revokes it; the create route changes neither the co-signer's identity
// nor creates an application.
import { repoProducts } from '../../src/server/products';
import { rebase } from '../../src/core/product/base-paths';
import { randomUUID } from 'node:crypto';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { conditionRoutes } from '../../src/core/contract/condition-routes';
import { notificationRoutes } from '../../src/core/contract/notification-routes';
import { APPLICATION, apiRoutes, STAFF_BASE } from '../../src/core/contract/routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { buildRoutes } from '../../src/server/routes';
import { addStaff } from '../../scripts/staff-add';
import path from 'node:path';
import { repoRoot } from '../core/helpers';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, strongPassword, type TestApp } from './harness';

interface ProbedRoute {
  method: string;
  url: string;
  openToCoSigners: boolean;
}

/**
 * The routes a co-signer's session may use, written from the spec (section 6: the co-signer's own
 * area, co-deed status, their documents and conditions) and the page shell they see (sign-out, who
 * they are, the bell, the CEO feedback link, the chat's signed-in nonce: issue 25 names co-signers
 * among chat's users): every other session route is the applicants' area.
 */
const OPEN_TO_CO_SIGNERS = [
  ...Object.values(signerApiRoutes).filter((r) => r !== signerApiRoutes.acceptInvitation).map((r) => r.pattern),
  apiRoutes.documents.pattern,
  apiRoutes.document.pattern,
  closingRoutes.closingDocument.pattern,
  conditionRoutes.conditions.pattern,
  conditionRoutes.conditionAnswer.pattern,
  notificationRoutes.list.pattern,
  notificationRoutes.read.pattern,
  apiRoutes.ceoFeedback.pattern,
  apiRoutes.logout.path({ role: 'customer' }),
  apiRoutes.logout.path({ role: 'agent' }),
  apiRoutes.figureInfo.path({ role: 'customer' }),
  apiRoutes.figureInfo.path({ role: 'agent' }),
  apiRoutes.identity.path({ version: 'v1' }),
  apiRoutes.identity.path({ version: 'v1_1' }),
  chatApiRoutes.webchatAuthenticate.pattern,
  chatApiRoutes.webchatRefresh.pattern,
]
  // An application's routes are served under every product's base path (spec section 7).
  .flatMap((url) => repoProducts().all().map((m) => rebase(url, APPLICATION, m.apiBasePath)))
  .filter((url, i, all) => all.indexOf(url) === i)
  .sort();

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`a co-signer's session in the applicants' area (${target.kind})`, () => {
    let t: TestApp;
    const routes: ProbedRoute[] = [];
    let coSignerUuid = '';
    let applicationUuid = '';

    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
    /** A fresh session of the co-signer, as the customer login issues it. */
    const coSignerToken = async () => bearer(await t.ctx.tokens.issue(coSignerUuid, 'customer'));
    const alive = async (auth: Record<string, string>) => (await t.app.inject({ method: 'GET', url: signerApiRoutes.coDeedStatus.path({}), headers: auth })).statusCode;
    /** The co-signer's identity and profile rows (the profile's name and birth date were overwritten by a create). */
    const identityRow = async () => {
      const identity = (await t.db.query('select * from identities where uuid = $1', [coSignerUuid])).rows;
      const profile = (await t.db.query('select * from profiles where identity_uuid = $1', [coSignerUuid])).rows;
      return JSON.stringify({ identity, profile });
    };
    const fill = (url: string) => url.replace(':uuid', applicationUuid).replace(/:(\w+)/g, () => randomUUID());

    beforeAll(async () => {
      t = await startTestApp(target);
      const probe = Fastify();
      probe.addHook('onRoute', (route: RouteOptions) => {
        if (route.url.startsWith(STAFF_BASE)) return;
        const openToCoSigners = route.config?.openToCoSigners === true;
        for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') routes.push({ method, url: route.url, openToCoSigners });
      });
      for (const plugin of buildRoutes(t.ctx)) await probe.register(plugin);
      await probe.close();

      const applicant = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: applicant.auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      applicationUuid = (created.json() as { uuid: string }).uuid;

      // Staff invite a co-signer, who accepts the mailed link.
      const staffEmail = `cosign-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email: staffEmail, name: 'Area Staff', orgs: [], password: strongPassword }, path.join(repoRoot, 'brands'));
      const staff = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email: staffEmail, password: strongPassword }, remoteAddress: nextIp() });
      const email = `signer-${randomUUID()}@example.com`;
      const invited = await t.app.inject({ method: 'POST', url: staffApiRoutes.additionalSigners.path({ uuid: applicationUuid }), headers: bearer((staff.json() as { jwt: string }).jwt), payload: { firstName: 'Sam', lastName: 'Owner', email } });
      expect(invited.statusCode, invited.body).toBe(201);
      const mail = (await t.db.query<{ body: string }>('select body from mail_outbox where to_address = $1', [email])).rows[0]!.body;
      const token = new URL(/(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(mail)![1]!).searchParams.get('token')!;
      const accepted = await t.app.inject({ method: 'POST', url: signerApiRoutes.acceptInvitation.path({}), payload: { token, password: strongPassword }, remoteAddress: nextIp() });
      expect(accepted.statusCode, accepted.body).toBe(201);
      coSignerUuid = (await t.db.query<{ uuid: string }>('select uuid from identities where email = $1', [email])).rows[0]!.uuid;
    }, 90_000);
    afterAll(async () => {
      await t?.stop();
    });

    it("refuses a co-signer's token on create (401), revokes it, and changes neither their identity nor the applications", async () => {
      const auth = await coSignerToken();
      expect(await alive(auth)).toBe(200);
      const before = await identityRow();
      expect(before).toContain('"first_name":"Sam"');
      const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: helocRequest({ lastName: 'Overwritten' }) });
      expect(res.statusCode, res.body).toBe(401);
      expect((res.json() as { code: string }).code).toBe('UNAUTHENTICATED');
      expect(await alive(auth)).toBe(401);
      expect(await identityRow()).toBe(before);
      expect((await t.db.query('select uuid from applications where identity_uuid = $1', [coSignerUuid])).rows).toEqual([]);
    });

    it('marks exactly the routes of the co-signer area and page shell open to co-signers', () => {
      expect(routes.length).toBeGreaterThan(40);
      expect([...new Set(routes.filter((r) => r.openToCoSigners).map((r) => r.url))].sort()).toEqual(OPEN_TO_CO_SIGNERS);
    });

    it("answers a co-signer's token 401 on every other session route and revokes it", async () => {
      const wrongly: string[] = [];
      let checked = 0;
      for (const route of routes.filter((r) => !r.openToCoSigners)) {
        const url = fill(route.url);
        const payload = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
        // A route that answers no token with something other than 401 needs no session.
        const anonymous = await t.app.inject({ method: route.method as 'GET', url, ...payload, remoteAddress: nextIp() });
        if (anonymous.statusCode !== 401) continue;
        const auth = await coSignerToken();
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: auth, ...payload });
        const after = await alive(auth);
        checked += 1;
        if (res.statusCode !== 401 || after !== 401) wrongly.push(`${route.method} ${route.url} -> ${res.statusCode}, then ${after}`);
      }
      expect(wrongly).toEqual([]);
      expect(checked).toBeGreaterThan(25);
    }, 120_000);

    it("keeps a co-signer's session on their own routes", async () => {
      const auth = await coSignerToken();
      for (const url of [signerApiRoutes.documents.path({ uuid: applicationUuid }), apiRoutes.documents.path({ uuid: applicationUuid }), notificationRoutes.list.path({})]) {
        const res = await t.app.inject({ method: 'GET', url, headers: auth });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
      expect(await alive(auth)).toBe(200);
    });
  });
}

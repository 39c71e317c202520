// Brands and identity (issue 12): one identity signs in on any brand's site and may apply under
// several brands, one active application per brand; a brand's site lists and opens only that
// brand's applications. Another brand's application answers exactly as one that does not exist
// (404), on every {uuid} route, and the refusal is an audit event. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { createUrl, databaseTargets, helocRequest, registerUser, startTestApp, strongPassword, type TestApp } from './harness';
import { images } from './journey';

const A = { orgCode: 'acme-lending', host: 'acme.localhost' };
const B = { orgCode: 'fairway', host: 'fairway.localhost' };
const NOT_FOUND = [404, { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] }];
const BOUNDARY = '----brand-isolation-boundary';

function upload(bytes: Uint8Array): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPAYSTUB\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="stub.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`brands and identity (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const on = (brand: typeof A, auth: Record<string, string>) => ({ ...auth, host: brand.host });
    const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    const createOn = (brand: typeof A, auth: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: createUrl(), headers: on(brand, auth), payload: helocRequest() });

    it("answers 404 on brand B's host for brand A's application (list, application, offers, status, events, answers, documents, summary) and writes a refusal event for each", async () => {
      const user = await registerUser(t.app);
      const created = await createOn(A, user.auth);
      expect(created.statusCode).toBe(201);
      const { uuid } = created.json() as { uuid: string };
      const stored = await t.app.inject({ method: 'POST', url: apiRoutes.documents.path({ uuid }), ...withAuth(upload(images.png), on(A, user.auth)) });
      expect(stored.statusCode, stored.body).toBe(201);
      const documentUuid = (stored.json() as { uuid: string }).uuid;
      // On its own brand's host every read answers.
      for (const url of [apiRoutes.application.path({ uuid }), apiRoutes.status.path({ uuid }), apiRoutes.documents.path({ uuid }), apiRoutes.summary.path({ uuid })]) {
        expect((await get(url, on(A, user.auth))).statusCode, url).toBe(200);
      }
      expect((await get(apiRoutes.list.path({}), on(A, user.auth))).json().map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);

      // On brand B's host: as if it did not exist.
      expect((await get(apiRoutes.list.path({}), on(B, user.auth))).json()).toEqual([]);
      const refused = [
        await get(apiRoutes.application.path({ uuid }), on(B, user.auth)),
        await get(apiRoutes.offers.path({ uuid }), on(B, user.auth)),
        await get(apiRoutes.status.path({ uuid }), on(B, user.auth)),
        await t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: on(B, user.auth), payload: { type: 'SUBMIT_CONTACT', version: 1, answers: {} } }),
        await get(apiRoutes.answers.path({ uuid, flowId: 'contact' }), on(B, user.auth)),
        await get(apiRoutes.documents.path({ uuid }), on(B, user.auth)),
        await get(apiRoutes.document.path({ uuid, documentUuid }), on(B, user.auth)),
        await t.app.inject({ method: 'POST', url: apiRoutes.documents.path({ uuid }), ...withAuth(upload(images.png), on(B, user.auth)) }),
        await get(apiRoutes.summary.path({ uuid }), on(B, user.auth)),
      ];
      for (const res of refused) {
        expect([res.statusCode, res.json()], res.raw.req.url).toEqual(NOT_FOUND);
        const { rows } = await t.db.query('select action, outcome, actor_uuid, resource, status_code, code, organization_code from audit_events where request_id = $1', [
          res.headers['x-request-id'],
        ]);
        expect(rows, res.raw.req.url).toEqual([
          { action: 'access-refused', outcome: 'refused', actor_uuid: user.uuid, resource: uuid, status_code: 404, code: 'NOT_FOUND', organization_code: B.orgCode },
        ]);
      }
      // Naming brand A from brand B's host does not reach it either (the host decides).
      const named = await get(`${apiRoutes.status.path({ uuid })}?orgCode=${A.orgCode}`, on(B, user.auth));
      expect(named.statusCode).toBe(403);
    });

    it('lets the same identity sign in on brand B, start an application there, and see only that one on each brand', async () => {
      const user = await registerUser(t.app);
      const first = (await createOn(A, user.auth)).json() as { uuid: string };
      const login = await t.app.inject({
        method: 'POST',
        url: apiRoutes.login.path({ role: 'customer' }),
        headers: { host: B.host },
        payload: { email: user.email, password: strongPassword },
      });
      expect(login.statusCode).toBe(200);
      const onB = { authorization: `Bearer ${(login.json() as { jwt: string }).jwt}` };
      const ability = await get(apiRoutes.abilityToStart.path({}), on(B, onB));
      expect(ability.json()).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [A.orgCode], hasRecentHeloc: false });
      const second = await createOn(B, onB);
      expect([second.statusCode, (second.json() as { organizationCode: string }).organizationCode]).toEqual([201, B.orgCode]);
      const secondUuid = (second.json() as { uuid: string }).uuid;
      expect(secondUuid).not.toBe(first.uuid);
      // A repeat on B answers B's application again (one active per brand), never a third.
      const again = await createOn(B, onB);
      expect([again.statusCode, (again.json() as { uuid: string }).uuid]).toEqual([200, secondUuid]);

      const listed = async (brand: typeof A) => (await get(apiRoutes.list.path({}), on(brand, user.auth))).json().map((a: { uuid: string }) => a.uuid);
      expect(await listed(A)).toEqual([first.uuid]);
      expect(await listed(B)).toEqual([secondUuid]);
      expect([(await get(apiRoutes.status.path({ uuid: secondUuid }), on(B, user.auth))).statusCode, (await get(apiRoutes.status.path({ uuid: secondUuid }), on(A, user.auth))).statusCode]).toEqual([200, 404]);
      const fromA = await get(apiRoutes.abilityToStart.path({}), on(A, user.auth));
      expect(fromA.json()).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [B.orgCode], hasRecentHeloc: false });
    });

    it('resolves the brand of a call without a brand host from the organisation it names, as pages do', async () => {
      const user = await registerUser(t.app);
      const { uuid } = (await t.app.inject({ method: 'POST', url: createUrl(), headers: { ...user.auth, 'x-org': B.orgCode }, payload: helocRequest() })).json() as { uuid: string };
      expect((await get(apiRoutes.status.path({ uuid }), { ...user.auth, 'x-org': B.orgCode })).statusCode).toBe(200);
      expect((await get(apiRoutes.status.path({ uuid }), on(B, user.auth))).statusCode).toBe(200);
      expect([(await get(apiRoutes.status.path({ uuid }), user.auth)).statusCode, (await get(apiRoutes.list.path({}), user.auth)).json()]).toEqual([404, []]);
    });
  });
}

function withAuth(body: { payload: Buffer; headers: Record<string, string> }, headers: Record<string, string>) {
  return { payload: body.payload, headers: { ...headers, ...body.headers } };
}

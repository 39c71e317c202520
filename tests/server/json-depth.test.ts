// Issue 23, defect 8: a body nested 5,000 levels deep answered 500 on the draft route (a RangeError
// of JSON.stringify) and 400 elsewhere. One depth limit at the JSON body parser refuses it with 400
// INVALID_REQUEST on every route, before a route's own code or validation sees it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../error-text';
import { apiRoutes } from '../../src/core/contract/routes';
import { MAX_JSON_DEPTH } from '../../src/core/validation/json-depth';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, type TestApp } from './harness';

/** `{"a":{"a":...1...}}`, `levels` objects deep. */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const refusal = { code: 'INVALID_REQUEST', messageKey: 'refusals.invalidRequest', errors: [errorText('INVALID_REQUEST')] };

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`deeply nested JSON bodies (${target.kind})`, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    let uuid = '';
    beforeAll(async () => {
      t = await startTestApp(target);
      ({ auth } = await registerUser(t.app));
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      uuid = (created.json() as { uuid: string }).uuid;
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: body, remoteAddress: nextIp() });

    it('refuses a draft answer nested 5,000 levels with 400, never 500, and stores nothing', async () => {
      for (const inner of [deepObject(5_000), deepArray(5_000)]) {
        const res = await send('PUT', apiRoutes.answers.path({ uuid, flowId: 'contact' }), `{"answers":{"note":${inner}}}`, auth);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual(refusal);
      }
      expect((await t.db.query('select 1 from application_drafts where application_uuid = $1', [uuid])).rows).toEqual([]);
    });

    it('keeps a draft at the depth limit and refuses one level more', async () => {
      // The body's own object is the first level: answers, then note, then MAX - 2 more.
      const at = await send('PUT', apiRoutes.answers.path({ uuid, flowId: 'contact' }), `{"answers":{"note":${deepObject(MAX_JSON_DEPTH - 2)}}}`, auth);
      expect(at.statusCode, at.body).toBe(204);
      const over = await send('PUT', apiRoutes.answers.path({ uuid, flowId: 'contact' }), `{"answers":{"note":${deepObject(MAX_JSON_DEPTH - 1)}}}`, auth);
      expect(over.statusCode, over.body).toBe(400);
      expect(over.json()).toEqual(refusal);
    });

    it('refuses 5,000 levels on a sample of routes, signed in or not, with the same 400', async () => {
      // Arrays: 5,000 levels in 10 KB, under the 16 KB limit of the routes without a session.
      const deep = `{"x":${deepArray(5_000)}}`;
      const calls: Array<['POST' | 'PUT' | 'PATCH', string, Record<string, string>]> = [
        ['POST', createUrl(), auth],
        ['POST', apiRoutes.events.path({ uuid }), auth],
        ['PUT', apiRoutes.profileName.path({}), auth],
        ['PATCH', apiRoutes.experiments.path({ uuid }), auth],
        ['POST', apiRoutes.register.path({}), {}],
        ['POST', apiRoutes.login.path({ role: 'customer' }), {}],
        ['POST', apiRoutes.telemetryEvent.path({ context: 'web' }), {}],
        ['POST', apiRoutes.stepValidation.path({ flowId: 'register', stepId: 'index' }), {}],
        ['POST', apiRoutes.waitlist.path({}), {}],
        ['POST', `/service-application/api/v1/application/heloc/${randomUUID()}/events`, auth],
      ];
      for (const [method, url, headers] of calls) {
        const res = await send(method, url, deep, headers);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
        expect(res.json(), `${method} ${url}`).toEqual(refusal);
      }
    });
  });
}

// Experiment exposure over HTTP on each database (spec sections 4, 5, 7): PATCH .../{appUuid}/experiments
// stores each experiment once per application (the first variation stays), for the applicant's own
// application only (404 otherwise), 401 without a session, 400 'App ID is required to save
// experiment' without an application id, and 400 for a body outside the schema.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { countRows, describeOnEachDatabase, expectError, expectUnauthenticated } from './api-contract';
import { createUrl, helocRequest, registerUser } from './harness';

describeOnEachDatabase('experiment exposure', (app) => {
  async function applicant() {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
    expect(created.statusCode, created.body).toBe(201);
    return { ...user, appUuid: (created.json() as { uuid: string }).uuid };
  }
  const patch = (uuid: string, headers: Record<string, string>, payload: unknown) =>
    app().app.inject({ method: 'PATCH', url: apiRoutes.experiments.path({ uuid }), headers, payload: payload as object });
  const stored = async (uuid: string) =>
    (await app().db.query('select name, variation from application_experiments where application_uuid = $1 order by name', [uuid])).rows;

  it('records each experiment once per application; the first variation stays', async () => {
    const { appUuid, auth } = await applicant();
    const first = await patch(appUuid, auth, { experiments: [{ name: 'redesign2025', variation: 'variation' }] });
    expect(first.statusCode, first.body).toBe(204);
    const again = await patch(appUuid, auth, { experiments: [{ name: 'redesign2025', variation: 'control' }, { name: 'otherTest', variation: 'control' }] });
    expect(again.statusCode, again.body).toBe(204);
    expect(await stored(appUuid)).toEqual([
      { name: 'otherTest', variation: 'control' },
      { name: 'redesign2025', variation: 'variation' },
    ]);
  });

  it("answers 404 for another applicant's application or an unknown one, 401 without a session, storing nothing", async () => {
    const owner = await applicant();
    const other = await registerUser(app().app);
    const body = { experiments: [{ name: 'redesign2025', variation: 'control' }] };
    await expectError(app(), { method: 'PATCH', url: apiRoutes.experiments.path({ uuid: owner.appUuid }), headers: other.auth, payload: body }, 404, ['Not Found']);
    await expectError(app(), { method: 'PATCH', url: apiRoutes.experiments.path({ uuid: randomUUID() }), headers: other.auth, payload: body }, 404, ['Not Found']);
    await expectUnauthenticated(app(), { method: 'PATCH', url: apiRoutes.experiments.path({ uuid: owner.appUuid }), payload: body });
    expect(await countRows(app(), 'application_experiments', 'application_uuid = $1', [owner.appUuid])).toBe(0);
  });

  it("answers 400 'App ID is required to save experiment' without an application id", async () => {
    const { auth } = await applicant();
    await expectError(app(), { method: 'PATCH', url: apiRoutes.experiments.path({ uuid: '' }), headers: auth, payload: { experiments: [{ name: 'redesign2025', variation: 'control' }] } }, 400, [
      'App ID is required to save experiment',
    ]);
  });

  it('refuses a body outside the schema (unknown variation, extra fields, no experiments)', async () => {
    const { appUuid, auth } = await applicant();
    for (const payload of [{ experiments: [{ name: 'redesign2025', variation: 'treatment' }] }, { experiments: [{ name: 'x', variation: 'control', email: 'pat@example.com' }] }, { experiments: [] }, {}]) {
      const res = await patch(appUuid, auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored(appUuid)).toEqual([]);
  });
});

// Register, create a HELOC, poll its status to the end of pre-qualification: over HTTP
// (fastify.inject), on PGlite and on PostgreSQL, for the default applicant and every persona.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersonas } from '../../src/server/providers/sandbox/personas';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`pre-qualification (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // Every persona registers at once: the hashing queue is made long enough for that burst (its
      // 503 beyond the queue is tested in abuse-limits.test.ts).
      t = await startTestApp(target, { sandbox: { slowMs: 100 }, hashPool: { concurrency: 1, queue: 200 } });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('reaches OFFER_SELECTION with offers when the default applicant applies', async () => {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      const application = created.json();
      expect(application.status.status).toBe('IN_PROGRESS');
      const settled = await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), application.uuid);
      expect(settled).toMatchObject({ status: 'OFFER_SELECTION', polled: false, terminal: false });
      const offers = await t.app.inject({ method: 'GET', url: `/service-application/api/v1/application/heloc/${application.uuid}/offers`, headers: user.auth });
      expect(offers.statusCode).toBe(200);
      expect(offers.json().decision).toBe('SELECT');
      expect(offers.json().offers.length).toBeGreaterThan(0);
    });

    // The persona table the README documents is the one this test drives (src/server/providers/sandbox/personas.json).
    it('brings every sandbox persona to the final status the persona table names', async () => {
      // The Outage persona waits out every try of its job (minutes with the default retries): tests/server/pipeline-failures.test.ts drives it.
      const personas = loadPersonas().filter((p) => !p.unreachable);
      const outcomes = await Promise.all(
        personas.map(async (persona) => {
          const user = await registerUser(t.app);
          const request = helocRequest({
            ...(persona.match.lastName ? { lastName: persona.match.lastName } : {}),
            ...(persona.match.street1Contains ? { street1: `12 ${persona.match.street1Contains} Lane` } : {}),
          });
          const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: request });
          expect(created.statusCode, created.body).toBe(201);
          // PIPELINE_CONCURRENCY workers share the steps of every persona (27 personas, ~5 steps each): allow for a loaded machine.
          const settled = await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), created.json().uuid, 150_000);
          return [persona.name, settled.status];
        }),
      );
      expect(Object.fromEntries(outcomes)).toEqual(Object.fromEntries(personas.map((p) => [p.name, p.expectedStatus])));
    }, 180_000);

    it('records a DECLINE decision and its reasons, and has no offers, when eligibility fails', async () => {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName: 'Lowscore' }) });
      const { uuid } = created.json();
      expect((await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid)).status).toBe('DECLINED');
      const application = await t.app.inject({ method: 'GET', url: `/service-application/api/v1/application/heloc/${uuid}`, headers: user.auth });
      expect(application.json().status).toMatchObject({ status: 'DECLINED', uwDecision: 'DECLINE' });
      const offers = await t.app.inject({ method: 'GET', url: `/service-application/api/v1/application/heloc/${uuid}/offers`, headers: user.auth });
      expect(offers.statusCode).toBe(404);
      const steps = await t.db.query<{ status: string; event: string; result: { reasons?: string[] } }>(
        'select status, event, result from pipeline_steps where application_uuid = $1 order by created_at',
        [uuid],
      );
      expect(steps.rows.map((r) => `${r.status}:${r.event}`)).toEqual([
        'IN_PROGRESS:MATCH',
        'WAITING_FOR_PROPERTY_SEARCH:FOUND',
        'WAITING_FOR_AVM:VALUE',
        'WAITING_FOR_ELIGIBILITY:INELIGIBLE',
      ]);
      expect(steps.rows[3]!.result.reasons).toEqual(['CREDIT_SCORE_TOO_LOW']);
    });
  });
}

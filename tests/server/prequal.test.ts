// Register, create a HELOC, poll its status to the end of pre-qualification: over HTTP
// (fastify.inject), on PGlite and on PostgreSQL, for the default applicant and every persona.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`pre-qualification (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
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
  });
}

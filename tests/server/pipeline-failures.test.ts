// A step whose provider fails on every try (issue 23 item 5, catalogue F6): once its job's tries are
// spent the application moves to PROVIDER_ERROR (error/timeout), a status the applicant's page stops
// polling at and staff see with the failure in its timeline; the failure is logged naming the
// provider; and once the provider answers again the sweep runs the step again, to where a normal
// run gets (OFFER_SELECTION), with no provider call beyond the job's tries and the one that answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrl, databaseTargets, helocRequest, registerUser, startTestApp, statusUrl, type TestApp } from './harness';

interface LogLine {
  level: 'error' | 'info';
  obj: unknown;
  msg: string;
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`a provider down for good, then back (${target.kind})`, () => {
    let t: TestApp;
    const lines: LogLine[] = [];
    // The Outage persona's credit bureau: each call asks whether the outage is over (so counts the calls).
    let recovered = false;
    let creditCalls = 0;
    beforeAll(async () => {
      t = await startTestApp(target, {
        env: { CREDIT_PROVIDER_TIMEOUT_MS: '100' },
        sandbox: {
          outageOver: () => {
            creditCalls += 1;
            return recovered;
          },
        },
        pipeline: {
          retryLimit: 2,
          retryDelaySeconds: 1,
          // Long enough that the test has ended the outage before the sweep first looks.
          sweepMs: 3000,
          log: {
            error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
            info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
          },
        },
      });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('parks the application at PROVIDER_ERROR after the last try, logs the provider, and the sweep resumes it once the provider answers', async () => {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName: 'Outage' }) });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = (created.json() as { uuid: string }).uuid;
      const readStatus = async () => {
        const res = await t.app.inject({ method: 'GET', url: statusUrl(uuid), headers: user.auth });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { status: string; polled: boolean; terminal: boolean; events: string[] };
      };
      const waitFor = async (status: string, withinMs: number) => {
        const deadline = Date.now() + withinMs;
        for (;;) {
          const body = await readStatus();
          if (body.status === status) return body;
          if (Date.now() > deadline) throw new Error(`${uuid} still at ${body.status} after ${withinMs} ms, not ${status}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      };

      // Three tries (the first and two retries), each timed out after 100 ms, 1 then 2 s apart.
      const parked = await waitFor('PROVIDER_ERROR', 20_000);
      recovered = true;
      // A stable status: the page stops polling and shows error/timeout (flows/heloc/status-screens.json).
      expect(parked).toMatchObject({ status: 'PROVIDER_ERROR', polled: false, terminal: false, events: [] });
      expect(creditCalls).toBe(3);

      const failures = await t.db.query<{ status: string; event: string; result: unknown }>(
        "select status, event, result from pipeline_steps where application_uuid = $1 and event = 'PROVIDER_FAILED'",
        [uuid],
      );
      expect(failures.rows).toEqual([{ status: 'IN_PROGRESS', event: 'PROVIDER_FAILED', result: { step: 'softCredit', provider: 'credit', failure: 'timeout', tries: 3 } }]);
      const logged = lines.filter((l) => l.msg === 'pipeline step failed on every try');
      expect(logged).toEqual([
        { level: 'error', msg: 'pipeline step failed on every try', obj: { applicationUuid: uuid, status: 'IN_PROGRESS', step: 'softCredit', provider: 'credit', failure: 'timeout', tries: 3 } },
      ]);

      // The sweep runs the pull again; the pipeline goes on as in a normal run.
      const settled = await waitFor('OFFER_SELECTION', 20_000);
      expect(settled).toMatchObject({ polled: false, terminal: false });
      expect(creditCalls).toBe(4);
      const steps = await t.db.query<{ status: string; event: string }>('select status, event from pipeline_steps where application_uuid = $1 order by created_at, version', [uuid]);
      expect(steps.rows.map((r) => `${r.status}:${r.event}`)).toEqual([
        'IN_PROGRESS:PROVIDER_FAILED',
        'PROVIDER_ERROR:RESUMED',
        'IN_PROGRESS:MATCH',
        'WAITING_FOR_PROPERTY_SEARCH:FOUND',
        'WAITING_FOR_AVM:VALUE',
        'WAITING_FOR_ELIGIBILITY:ELIGIBLE',
        'WAITING_FOR_INITIAL_OFFERS:OFFERS',
      ]);
      expect(lines.filter((l) => l.msg === 'pipeline step resumed after a provider failure')).toEqual([
        { level: 'info', msg: 'pipeline step resumed after a provider failure', obj: { applicationUuid: uuid, status: 'IN_PROGRESS' } },
      ]);
    }, 60_000);
  });
}

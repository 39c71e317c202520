// A step whose provider fails on every try (issue 23 item 5, catalogue F6): once its job's tries are
// spent the application moves to PROVIDER_ERROR (error/timeout), a status the applicant's page stops
// polling at and staff see with the failure in its timeline; the failure is logged naming the
// provider; and once the provider answers again the sweep runs the step again, to where a normal
// run gets (OFFER_SELECTION), with no provider call beyond the job's tries and the one that answered.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, statusUrl, type TestApp } from './harness';

const STAFF_PASSWORD = 'Quartz-Lantern-83!';

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

/** Reads the applicant's status until it is `status` (every 50 ms, at most `withinMs`). */
async function waitForStatus(t: TestApp, auth: Record<string, string>, uuid: string, status: string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: statusUrl(uuid), headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: string; version: number };
    if (body.status === status) return body;
    if (Date.now() > deadline) throw new Error(`${uuid} still at ${body.status} after ${withinMs} ms, not ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Staff's "Retry now" (issue 23 item 5: a staff task): the console shows the parked failure and
// a retry, which runs the step again at once (the sweep is off here), as one staff event.
for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`staff retry of a parked step (${target.kind})`, () => {
    let t: TestApp;
    let staffJwt: string;
    let staffUuid: string;
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
        // PIPELINE_SWEEP_MS 0: no sweep, so only the staff retry can move the application on.
        pipeline: { retryLimit: 2, retryDelaySeconds: 1, sweepMs: 0, log: { error: () => {}, info: () => {} } },
      });
      const email = `retry-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Rey Staff', orgs: [], password: STAFF_PASSWORD }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: STAFF_PASSWORD }, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      staffJwt = res.json().jwt as string;
      staffUuid = res.json().staff.uuid as string;
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('shows the failure (step, provider) and a retry; staff retry after the outage moves the application on at once, one staff event, audited; an applicant cannot send it', async () => {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName: 'Outage' }) });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = (created.json() as { uuid: string }).uuid;
      const { version } = await waitForStatus(t, user.auth, uuid, 'PROVIDER_ERROR', 20_000);
      const staff = { authorization: `Bearer ${staffJwt}` };
      const view = async () => {
        const res = await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid }), headers: staff });
        expect(res.statusCode, res.body).toBe(200);
        expectSchema('api-staff-application', res.json());
        return res.json() as { status: string; version: number; reviewDecisions: string[]; providerFailure: unknown; history: Array<{ kind: string; event: string; fromStatus: string; toStatus: string }> };
      };
      const parked = await view();
      expect(parked).toMatchObject({ status: 'PROVIDER_ERROR', version, reviewDecisions: ['retry'] });
      expect(parked.providerFailure).toEqual({ status: 'IN_PROGRESS', step: 'softCredit', provider: 'credit', failure: 'timeout', tries: 3, at: expect.any(String) });

      const retry = (headers: Record<string, string>, body: object) => t.app.inject({ method: 'POST', url: staffApiRoutes.review.path({ uuid }), headers, payload: body });
      // The staff API answers an applicant's token as it answers every staff route: not found.
      expect((await retry(user.auth, { decision: 'retry', version })).statusCode).toBe(404);
      expect((await retry({}, { decision: 'retry', version })).statusCode).toBe(401);
      expect((await retry(staff, { decision: 'retry', version: version - 1 })).statusCode).toBe(409);

      recovered = true;
      const retried = await retry(staff, { decision: 'retry', version });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual({ status: 'IN_PROGRESS' });
      // Taken once: the same retry again is at a version gone by.
      expect((await retry(staff, { decision: 'retry', version })).statusCode).toBe(409);
      await waitForStatus(t, user.auth, uuid, 'OFFER_SELECTION', 20_000);
      expect(creditCalls).toBe(4);

      // Besides the pipeline's own events (each step's outcome, the park), one staff event.
      const events = await t.db.query("select event, status_before, status_after, version_before, staff_uuid, identity_uuid from application_events where application_uuid = $1 and source <> 'pipeline'", [uuid]);
      expect(events.rows).toEqual([{ event: 'RETRY_PROVIDER_STEP', status_before: 'PROVIDER_ERROR', status_after: 'IN_PROGRESS', version_before: version, staff_uuid: staffUuid, identity_uuid: null }]);
      // The staff event is the record of the resume: no sweep's RESUMED row beside it.
      const steps = await t.db.query<{ status: string; event: string }>('select status, event from pipeline_steps where application_uuid = $1 order by created_at, version', [uuid]);
      expect(steps.rows.map((r) => `${r.status}:${r.event}`).slice(0, 2)).toEqual(['IN_PROGRESS:PROVIDER_FAILED', 'IN_PROGRESS:MATCH']);

      const after = await view();
      expect(after).toMatchObject({ status: 'OFFER_SELECTION', reviewDecisions: [], providerFailure: null });
      expect(after.history.slice(0, 3)).toEqual([
        expect.objectContaining({ kind: 'pipeline', event: 'PROVIDER_FAILED', fromStatus: 'IN_PROGRESS', toStatus: 'PROVIDER_ERROR' }),
        expect.objectContaining({ kind: 'staff', event: 'RETRY_PROVIDER_STEP', fromStatus: 'PROVIDER_ERROR', toStatus: 'IN_PROGRESS' }),
        expect.objectContaining({ kind: 'pipeline', event: 'MATCH', fromStatus: 'IN_PROGRESS' }),
      ]);
      const audits = await t.db.query<{ staff_uuid: string; details: unknown }>("select staff_uuid, details from staff_audit where application_uuid = $1 and action = 'review' order by id", [uuid]);
      expect(audits.rows).toEqual([
        { staff_uuid: staffUuid, details: { decision: 'retry', event: 'RETRY_PROVIDER_STEP', from: 'PROVIDER_ERROR', refused: true } },
        { staff_uuid: staffUuid, details: { decision: 'retry', event: 'RETRY_PROVIDER_STEP', from: 'PROVIDER_ERROR', to: 'IN_PROGRESS' } },
        // Found where the step has taken it by then.
        { staff_uuid: staffUuid, details: expect.objectContaining({ decision: 'retry', event: 'RETRY_PROVIDER_STEP', refused: true }) },
      ]);
    }, 60_000);
  });
}

// One slow provider cannot stall the pipeline (issue 12, catalogue F3): steps of different
// applications run side by side, so a normal applicant started after two slow-persona applicants
// reaches its offers first; and a provider call past its timeout fails the job, which pg-boss retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializer } from '../../src/server/jobs/pipeline';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

// Three slow calls (credit, property, valuation) per slow applicant: well past a normal pre-qualification.
const SLOW_MS = 800;

async function apply(t: TestApp, street1?: string) {
  const user = await registerUser(t.app);
  const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest(street1 ? { street1 } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { uuid: string }).uuid;
  return { uuid, settle: () => pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid, 30_000) };
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`a pipeline a slow provider cannot stall (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, { sandbox: { slowMs: SLOW_MS } });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('brings a normal application to OFFER_SELECTION before two slow-persona applications started before it', async () => {
      const slow = [await apply(t, '12 Slow Lane'), await apply(t, '14 Slow Lane')];
      const normal = await apply(t);
      const finished: string[] = [];
      const settle = async (name: string, application: Awaited<ReturnType<typeof apply>>) => {
        const settled = await application.settle();
        finished.push(`${name}:${settled.status}`);
      };
      await Promise.all([settle('slow-1', slow[0]!), settle('slow-2', slow[1]!), settle('normal', normal)]);
      expect(finished[0]).toBe('normal:OFFER_SELECTION');
      expect([...finished].sort()).toEqual(['normal:OFFER_SELECTION', 'slow-1:OFFER_SELECTION', 'slow-2:OFFER_SELECTION']);
      // Each step recorded once, however the workers interleaved.
      const steps = await t.db.query<{ application_uuid: string; n: number }>(
        'select application_uuid, count(*)::int as n from pipeline_steps where application_uuid = any($1) group by application_uuid',
        [[...slow.map((a) => a.uuid), normal.uuid]],
      );
      expect(steps.rows.map((r) => r.n)).toEqual([5, 5, 5]);
    }, 30_000);
  });
}

describe('a provider call past its timeout (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The Slow persona's credit pull takes 2 s; the credit bureau's timeout is 100 ms.
    t = await startTestApp(databaseTargets()[0]!, { sandbox: { slowMs: 2000 }, env: { CREDIT_PROVIDER_TIMEOUT_MS: '100' } });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('fails the step, which the queue retries later with backoff, and leaves the application where it was', async () => {
    const { uuid } = await apply(t, '12 Slow Lane');
    const job = await waitForRetry(t, uuid);
    // pg-boss counts a retry when it starts it: this is the first attempt's failure.
    expect(job.retry_count).toBe(0);
    expect(job.output.message).toBe('credit provider: no answer within 100 ms');
    // The retry waits its backoff delay (2 to 4 s the first time, doubling): not run straight away.
    expect(new Date(job.start_after).getTime() - Date.now()).toBeGreaterThan(1000);
    const status = await t.db.query<{ status: string }>('select status from applications where uuid = $1', [uuid]);
    expect(status.rows[0]!.status).toBe('IN_PROGRESS');
  }, 20_000);
});

describe('serializer (one application at a time in a process)', () => {
  it('runs tasks of one key in order, of different keys side by side, and goes on after a failure', async () => {
    const inOrder = serializer();
    const events: string[] = [];
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const task = (name: string, wait?: Promise<void>) => async () => {
      events.push(`start ${name}`);
      await wait;
      events.push(`end ${name}`);
      if (name === 'a1') throw new Error('a1 failed');
    };
    const a1 = inOrder('a', task('a1', gate));
    const a2 = inOrder('a', task('a2'));
    const b1 = inOrder('b', task('b1'));
    await b1;
    expect(events).toEqual(['start a1', 'start b1', 'end b1']);
    open();
    await expect(a1).rejects.toThrow('a1 failed');
    await a2;
    expect(events).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
  });
});

interface JobRow {
  state: string;
  retry_count: number;
  start_after: string;
  output: { message?: string };
}

/** The step job of the application once it has failed a first time. */
async function waitForRetry(t: TestApp, uuid: string): Promise<JobRow> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await t.db.query<JobRow>(
      "select state, retry_count, start_after, output from pgboss.job where name = 'application-step' and data->>'applicationUuid' = $1",
      [uuid],
    );
    const retrying = rows.find((r) => r.state === 'retry');
    if (retrying) return retrying;
    if (Date.now() > deadline) throw new Error(`no retry of ${uuid}'s step: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

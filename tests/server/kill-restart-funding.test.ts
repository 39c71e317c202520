// kill -9 while the line is being funded, restart on the same data, and the application is funded
// exactly once: one FUNDING_DECISION step, one settlement call under its idempotency key, one
// COMPLETE (issue 14's kill test, deliverable 6), on PGlite and on PostgreSQL.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/store/db';
import { advanceClock, giveAccounts, notariseOnline, rescissionEnd, toBankingDayAfter } from './closing-journey';
import { statusOf, type Api } from './journey';
import { killBed, throughVerification } from './kill-harness';
import { waitFor } from './process';

describe('funding across kill -9 and a restart', () => {
  const bed = killBed();

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    // The Slow persona: no wait on the way to the closing (no kill lands there, so the journey stays
    // quick), then 8 s a provider call from the rescission on (a restart at a quiet moment), so the
    // kill lands inside funding even when a loaded CI machine answers status polls slowly (2.5 s
    // once missed it).
    const run = await bed.start(dataDir, { ...env, SANDBOX_SLOW_MS: '0' }, { street1: '40 Slow Lane' });
    const { uuid } = run;
    await throughVerification(run);
    await run.reach('NOTE_SIGNING', 90_000);
    expect((await notariseOnline(run.api(), uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
    expect((await giveAccounts(run.api(), uuid, 'typed')).status).toBe('RESCISSION');
    await run.killAndRestart({ SANDBOX_SLOW_MS: '8000' });
    await toBankingDayAfter(run.api(), uuid, await rescissionEnd(run.api(), uuid));
    // Recording (8 s), then the funding call (8 s): kill while it is out.
    await reachFundingInFlight(run.api(), uuid);
    await new Promise((r) => setTimeout(r, 500));
    await run.killAndRestart();
    // pg-boss retries the killed job once it expires; the restart re-queues the status's step at once.
    await run.reach('COMPLETE', 180_000);
    await advanceClock(run.api(), uuid, 0);
    await run.stop();
    return uuid;
  }

  /**
   * Waits for FUNDING_DECISION; fails at once, naming the status, if the journey went past it or elsewhere.
   * Up to 120 s, as the other reaches here: recording alone takes 8 s, and the full suite on two cores once took over 60 s.
   */
  async function reachFundingInFlight(api: Api, uuid: string) {
    const before = new Set(['RESCISSION', 'RECORDING', 'FUNDABLE']);
    await waitFor(async () => {
      const { status } = await statusOf(api, uuid);
      if (status === 'FUNDING_DECISION') return true;
      if (!before.has(status)) throw new Error(`expected FUNDING_DECISION, the application is ${status}`);
      return undefined;
    }, 'FUNDING_DECISION', 120_000);
  }

  async function expectFundedOnce(db: Db, uuid: string) {
    const steps = await db.query<{ status: string; event: string }>('select status, event from pipeline_steps where application_uuid = $1 and status = $2', [uuid, 'FUNDING_DECISION']);
    expect(steps.rows).toEqual([{ status: 'FUNDING_DECISION', event: 'FUNDED' }]);
    const ledger = await db.query<{ idempotency_key: string }>("select idempotency_key from provider_ledger where provider = 'settlement' and idempotency_key like $1", [`${uuid}:FUNDING_DECISION:%`]);
    expect(ledger.rows).toHaveLength(1);
    const completes = await db.query<{ n: number }>("select count(*)::int as n from applications where uuid = $1 and status = 'COMPLETE'", [uuid]);
    expect(completes.rows[0]!.n).toBe(1);
  }

  bed.onEachDatabase('funds once', 400_000, drill, expectFundedOnce);
});

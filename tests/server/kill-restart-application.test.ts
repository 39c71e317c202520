// kill -9 while income and identity are being verified, restart on the same data, and the
// application still reaches the first closing screen's status, with each pipeline step recorded
// once and each provider called once (catalogue F1, I4), on PGlite and on PostgreSQL.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/store/db';
import { acceptOffer, linkPayroll, submitApplication, submitIdentity } from './journey';
import { killBed } from './kill-harness';

describe('the application after the offer across kill -9 and restarts', () => {
  const bed = killBed();

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    // The Slow persona makes every provider call take a while, so a kill lands mid-step.
    const run = await bed.start(dataDir, { ...env, SANDBOX_SLOW_MS: '800' }, { street1: '40 Slow Lane' });
    const { uuid } = run;
    await run.reach('OFFER_SELECTION');
    await acceptOffer(run.api(), uuid);
    await submitApplication(run.api(), uuid);
    await run.reach('INCOME_VERIFICATION');
    // The income step is running (its job queued by the event's own transaction): kill.
    expect((await linkPayroll(run.api(), uuid)).status).toBe('WAITING_FOR_INCOME_VERIFICATION');
    await run.killAndRestart();
    await run.reach('IDENTITY_VERIFICATION');
    expect((await submitIdentity(run.api(), uuid)).status).toBe('WAITING_FOR_ID_VERIFICATION');
    await run.killAndRestart();
    await run.reach('NOTE_SIGNING');
    await run.stop();
    return uuid;
  }

  async function expectEachStepOnce(db: Db, uuid: string) {
    const steps = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from pipeline_steps where application_uuid = $1 group by status order by status',
      [uuid],
    );
    expect(steps.rows).toEqual(
      [
        'GEN_CLOSING_DISCLOSURE',
        'GEN_NOTE_SIGNING',
        'HARD_CREDIT_PULL',
        'IN_PROGRESS',
        'WAITING_FOR_AVM',
        'WAITING_FOR_ELIGIBILITY',
        'WAITING_FOR_ID_VERIFICATION',
        'WAITING_FOR_INCOME_VERIFICATION',
        'WAITING_FOR_INITIAL_OFFERS',
        'WAITING_FOR_PROPERTY_SEARCH',
      ].map((status) => ({ status, n: 1 })),
    );
    const ledger = await db.query<{ provider: string; n: number }>(
      // Once per idempotency key: the e-sign provider prepares each closing document under a key of its own.
      `select provider, count(*)::int as n from provider_ledger where idempotency_key like $1 group by provider, idempotency_key order by provider`,
      [`${uuid}:%`],
    );
    expect(ledger.rows.every((r) => r.n === 1), JSON.stringify(ledger.rows)).toBe(true);
    expect(ledger.rows.map((r) => r.provider)).toEqual(expect.arrayContaining(['credit', 'hardCredit', 'identity', 'income']));
  }

  bed.onEachDatabase('reaches NOTE_SIGNING with every step and provider call once', 240_000, drill, expectEachStepOnce);
});

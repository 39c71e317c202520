// kill -9 in the middle of pre-qualification, restart on the same data, and the application still
// reaches its final status with each step run once and each provider called once (catalogue F1, I4).
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/store/db';
import { statusOf } from './journey';
import { killBed } from './kill-harness';
import { waitFor } from './process';

describe('the pipeline across a kill -9 and a restart', () => {
  const bed = killBed();

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    // The Slow persona makes every provider call take 1 s, so the kill lands mid-pipeline.
    const run = await bed.start(dataDir, { ...env, SANDBOX_SLOW_MS: '1000' }, { street1: '12 Slow Lane' });
    const status = async () => (await statusOf(run.api(), run.uuid)).status;
    // Past the credit pull, in the middle of the property steps: kill without warning.
    const killedAt = await run.reach('WAITING_FOR_AVM', 30_000);
    await run.killAndRestart();
    // The same token works after the restart: sessions and the signing key live in the database.
    const final = await waitFor(async () => {
      const now = await status();
      return ['OFFER_SELECTION', 'DECLINED'].includes(now) ? now : undefined;
    }, 'the final status after restart', 60_000);
    await run.stop();
    return { uuid: run.uuid, killedAt, final };
  }

  async function expectEachStepOnce(db: Db, { uuid, killedAt, final }: { uuid: string; killedAt: string; final: string }) {
    expect([killedAt, final]).toEqual(['WAITING_FOR_AVM', 'OFFER_SELECTION']);
    const steps = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from pipeline_steps where application_uuid = $1 group by status order by status',
      [uuid],
    );
    expect(steps.rows).toEqual(
      ['IN_PROGRESS', 'WAITING_FOR_AVM', 'WAITING_FOR_ELIGIBILITY', 'WAITING_FOR_INITIAL_OFFERS', 'WAITING_FOR_PROPERTY_SEARCH'].map((status) => ({ status, n: 1 })),
    );
    const ledger = await db.query<{ provider: string; n: number }>(
      'select provider, count(*)::int as n from provider_ledger where idempotency_key like $1 group by provider order by provider',
      [`${uuid}:%`],
    );
    expect(ledger.rows).toEqual([
      { provider: 'credit', n: 1 },
      { provider: 'property', n: 1 },
      { provider: 'valuation', n: 1 },
    ]);
  }

  bed.onEachDatabase('reaches OFFER_SELECTION with every step and provider call once', 120_000, drill, expectEachStepOnce);
});

// kill -9 while the closing documents are being generated (GEN_NOTE_SIGNING: each PDF stored, then
// prepared by the e-sign sandbox, the Slow persona waiting on each call), restart on the same
// data: the application reaches NOTE_SIGNING with each document stored once, the generation step
// recorded once and each e-sign preparation called once (catalogue F1, I4), on PGlite and on
// PostgreSQL.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/store/db';
import { statusOf } from './journey';
import { killBed, throughVerification } from './kill-harness';

const SLOW_MS = 700;

describe('closing documents generated across kill -9 and a restart', () => {
  const bed = killBed();

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    const run = await bed.start(dataDir, { ...env, SANDBOX_SLOW_MS: String(SLOW_MS) }, { street1: '40 Slow Lane' });
    await throughVerification(run);
    await run.reach('GEN_NOTE_SIGNING', 90_000);
    // Five documents, each stored then prepared in SLOW_MS: kill with three stored and two prepared.
    await new Promise((r) => setTimeout(r, SLOW_MS * 2.5));
    expect((await statusOf(run.api(), run.uuid)).status).toBe('GEN_NOTE_SIGNING');
    await run.killAndRestart();
    await run.reach('NOTE_SIGNING', 90_000);
    await run.stop();
    return run.uuid;
  }

  async function expectEachDocumentOnce(db: Db, uuid: string) {
    const documents = await db.query<{ kind: string; copy_number: number; n: number }>(
      'select kind, copy_number, count(*)::int as n from closing_documents where application_uuid = $1 group by kind, copy_number order by kind, copy_number',
      [uuid],
    );
    expect(documents.rows).toEqual([
      { kind: 'ESIGN_CONSENT', copy_number: 1, n: 1 },
      { kind: 'HELOC_AGREEMENT', copy_number: 1, n: 1 },
      { kind: 'RIGHT_TO_CANCEL', copy_number: 1, n: 1 },
      { kind: 'RIGHT_TO_CANCEL', copy_number: 2, n: 1 },
      { kind: 'TIL_DISCLOSURES', copy_number: 1, n: 1 },
    ]);
    const steps = await db.query<{ n: number }>("select count(*)::int as n from pipeline_steps where application_uuid = $1 and status = 'GEN_NOTE_SIGNING'", [uuid]);
    expect(steps.rows[0]!.n).toBe(1);
    const ledger = await db.query<{ idempotency_key: string; n: number }>(
      "select idempotency_key, count(*)::int as n from provider_ledger where provider = 'esign' and idempotency_key like $1 group by idempotency_key",
      [`${uuid}:%`],
    );
    expect(ledger.rows).toHaveLength(5);
    expect(ledger.rows.every((r) => r.n === 1)).toBe(true);
  }

  bed.onEachDatabase('reaches NOTE_SIGNING with each document, step and e-sign preparation once', 300_000, drill, expectEachDocumentOnce);
});

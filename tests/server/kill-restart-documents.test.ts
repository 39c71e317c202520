// kill -9 while the closing documents are being generated (GEN_NOTE_SIGNING: each PDF stored, then
// prepared by the e-sign sandbox, the Slow persona waiting on each call), restart on the same
// data: the application reaches NOTE_SIGNING with each document stored once, the generation step
// recorded once and each e-sign preparation called once (catalogue F1, I4), on PGlite and on
// PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/store/db';
import { helocRequest, strongPassword } from './harness';
import { acceptOffer, fetchApi, linkPayroll, statusOf, submitApplication, submitIdentity, type Api } from './journey';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const databaseUrl = process.env.DATABASE_URL;
const SLOW_MS = 700;

describe('closing documents generated across kill -9 and a restart', () => {
  const started: Running[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup();
  });

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    const serverEnv = { ...env, SANDBOX_SLOW_MS: String(SLOW_MS) };
    const start = async () => {
      const server = startServer(dataDir, serverEnv);
      started.push(server);
      return { server, base: await listeningUrl(server) };
    };
    let { server, base } = await start();
    const registered = await fetch(`${base}/identity/api/v1/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `kill-docs-${randomUUID()}@example.com`, password: strongPassword }),
    });
    const { jwt } = (await registered.json()) as { jwt: string };
    const created = await fetch(`${base}/service-application/api/v3/application/helocs?state=CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify(helocRequest({ street1: '40 Slow Lane' })),
    });
    const { uuid } = (await created.json()) as { uuid: string };
    let api: Api = fetchApi(base, jwt);
    const reach = (wanted: string, timeoutMs = 90_000) =>
      waitFor(async () => ((await statusOf(api, uuid)).status === wanted ? wanted : undefined), wanted, timeoutMs);

    await reach('OFFER_SELECTION');
    await acceptOffer(api, uuid);
    await submitApplication(api, uuid);
    await reach('INCOME_VERIFICATION');
    await linkPayroll(api, uuid);
    await reach('IDENTITY_VERIFICATION');
    await submitIdentity(api, uuid);
    await reach('GEN_NOTE_SIGNING');
    // Five documents, each stored then prepared in SLOW_MS: kill with three stored and two prepared.
    await new Promise((r) => setTimeout(r, SLOW_MS * 2.5));
    expect((await statusOf(api, uuid)).status).toBe('GEN_NOTE_SIGNING');
    server.child.kill('SIGKILL');
    await server.exited;
    ({ server, base } = await start());
    api = fetchApi(base, jwt);
    await reach('NOTE_SIGNING');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    return uuid;
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

  it('on PGlite: reaches NOTE_SIGNING with each document, step and e-sign preparation once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-docs-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const uuid = await drill({}, dataDir);
    const db = await openDb({ dataDir });
    try {
      await expectEachDocumentOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 300_000);

  it.skipIf(!databaseUrl)('on PostgreSQL: reaches NOTE_SIGNING with each document, step and e-sign preparation once', async () => {
    const schema = `killdocs_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl });
    await admin.exec(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
      await admin.close();
    });
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-docs-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const uuid = await drill({ DATABASE_URL: url.toString(), JOB_SCHEMA: `${schema}_jobs` }, dataDir);
    const db = await openDb({ databaseUrl, schema });
    try {
      await expectEachDocumentOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 300_000);
});

// kill -9 while the line is being funded, restart on the same data, and the application is funded
// exactly once: one FUNDING_DECISION step, one settlement call under its idempotency key, one
// COMPLETE (issue 14's kill test, deliverable 6), on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/store/db';
import { advanceClock, giveAccounts, notariseOnline, rescissionEnd, toBankingDayAfter } from './closing-journey';
import { helocRequest, strongPassword } from './harness';
import { acceptOffer, fetchApi, linkPayroll, statusOf, submitApplication, submitIdentity, type Api } from './journey';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const databaseUrl = process.env.DATABASE_URL;

describe('funding across kill -9 and a restart', () => {
  const started: Running[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup();
  });

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    // The Slow persona: recording and funding each wait 1.5 s, so the kill lands inside funding.
    const serverEnv = { ...env, SANDBOX_SLOW_MS: '1500' };
    const start = async () => {
      const server = startServer(dataDir, serverEnv);
      started.push(server);
      return { server, base: await listeningUrl(server) };
    };
    let { server, base } = await start();
    const registered = await fetch(`${base}/identity/api/v1/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `kill-fund-${randomUUID()}@example.com`, password: strongPassword }),
    });
    const { jwt } = (await registered.json()) as { jwt: string };
    const created = await fetch(`${base}/service-application/api/v3/application/helocs?state=CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify(helocRequest({ street1: '40 Slow Lane' })),
    });
    const { uuid } = (await created.json()) as { uuid: string };
    let api: Api = fetchApi(base, jwt);
    const reach = (wanted: string, timeoutMs = 90_000) => waitFor(async () => ((await statusOf(api, uuid)).status === wanted ? wanted : undefined), wanted, timeoutMs);

    await reach('OFFER_SELECTION');
    await acceptOffer(api, uuid);
    await submitApplication(api, uuid);
    await reach('INCOME_VERIFICATION');
    await linkPayroll(api, uuid);
    await reach('IDENTITY_VERIFICATION');
    await submitIdentity(api, uuid);
    await reach('NOTE_SIGNING');
    expect((await notariseOnline(api, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
    expect((await giveAccounts(api, uuid, 'typed')).status).toBe('RESCISSION');
    await toBankingDayAfter(api, uuid, await rescissionEnd(api, uuid));
    // Recording (1.5 s), then the funding call (1.5 s): kill while it is out.
    await waitFor(async () => ((await statusOf(api, uuid)).status === 'FUNDING_DECISION' ? true : undefined), 'FUNDING_DECISION', 30_000);
    await new Promise((r) => setTimeout(r, 500));
    server.child.kill('SIGKILL');
    await server.exited;
    ({ server, base } = await start());
    api = fetchApi(base, jwt);
    // pg-boss retries the killed job once it expires; the restart re-queues the status's step at once.
    await reach('COMPLETE', 180_000);
    await advanceClock(api, uuid, 0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    return uuid;
  }

  async function expectFundedOnce(db: Db, uuid: string) {
    const steps = await db.query<{ status: string; event: string }>('select status, event from pipeline_steps where application_uuid = $1 and status = $2', [uuid, 'FUNDING_DECISION']);
    expect(steps.rows).toEqual([{ status: 'FUNDING_DECISION', event: 'FUNDED' }]);
    const ledger = await db.query<{ idempotency_key: string }>("select idempotency_key from provider_ledger where provider = 'settlement' and idempotency_key like $1", [`${uuid}:FUNDING_DECISION:%`]);
    expect(ledger.rows).toHaveLength(1);
    const completes = await db.query<{ n: number }>("select count(*)::int as n from applications where uuid = $1 and status = 'COMPLETE'", [uuid]);
    expect(completes.rows[0]!.n).toBe(1);
  }

  it('on PGlite: funds once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-fund-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const uuid = await drill({}, dataDir);
    const db = await openDb({ dataDir });
    try {
      await expectFundedOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 400_000);

  it.skipIf(!databaseUrl)('on PostgreSQL: funds once', async () => {
    const schema = `killfund_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl });
    await admin.exec(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
      await admin.close();
    });
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-fund-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const uuid = await drill({ DATABASE_URL: url.toString(), JOB_SCHEMA: `${schema}_jobs` }, dataDir);
    const db = await openDb({ databaseUrl, schema });
    try {
      await expectFundedOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 400_000);
});

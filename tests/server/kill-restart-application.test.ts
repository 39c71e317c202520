// kill -9 while income and identity are being verified, restart on the same data, and the
// application still reaches the first closing screen's status, with each pipeline step recorded
// once and each provider called once (catalogue F1, I4), on PGlite and on PostgreSQL.
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

describe('the application after the offer across kill -9 and restarts', () => {
  const started: Running[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup();
  });

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    // The Slow persona makes every provider call take a while, so a kill lands mid-step.
    const serverEnv = { ...env, SANDBOX_SLOW_MS: '800' };
    const start = async () => {
      const server = startServer(dataDir, serverEnv);
      started.push(server);
      return { server, base: await listeningUrl(server) };
    };
    let { server, base } = await start();
    const registered = await fetch(`${base}/identity/api/v1/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `kill-app-${randomUUID()}@example.com`, password: strongPassword }),
    });
    const { jwt } = (await registered.json()) as { jwt: string };
    const created = await fetch(`${base}/service-application/api/v3/application/helocs?state=CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify(helocRequest({ street1: '40 Slow Lane' })),
    });
    const { uuid } = (await created.json()) as { uuid: string };
    let api: Api = fetchApi(base, jwt);
    const reach = (wanted: string) => waitFor(async () => ((await statusOf(api, uuid)).status === wanted ? wanted : undefined), wanted, 60_000);
    /** kill -9 now, then a new process on the same data; the same token works (sessions live in the database). */
    const killAndRestart = async () => {
      server.child.kill('SIGKILL');
      await server.exited;
      ({ server, base } = await start());
      api = fetchApi(base, jwt);
    };

    await reach('OFFER_SELECTION');
    await acceptOffer(api, uuid);
    await submitApplication(api, uuid);
    await reach('INCOME_VERIFICATION');
    // The income step is running (its job queued by the event's own transaction): kill.
    expect((await linkPayroll(api, uuid)).status).toBe('WAITING_FOR_INCOME_VERIFICATION');
    await killAndRestart();
    await reach('IDENTITY_VERIFICATION');
    expect((await submitIdentity(api, uuid)).status).toBe('WAITING_FOR_ID_VERIFICATION');
    await killAndRestart();
    await reach('NOTE_SIGNING');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
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

  it('on PGlite: reaches NOTE_SIGNING with every step and provider call once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-app-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const uuid = await drill({}, dataDir);
    const db = await openDb({ dataDir });
    try {
      await expectEachStepOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 240_000);

  it.skipIf(!databaseUrl)('on PostgreSQL: reaches NOTE_SIGNING with every step and provider call once', async () => {
    const schema = `killapp_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl });
    await admin.exec(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
      await admin.close();
    });
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-app-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const uuid = await drill({ DATABASE_URL: url.toString(), JOB_SCHEMA: `${schema}_jobs` }, dataDir);
    const db = await openDb({ databaseUrl, schema });
    try {
      await expectEachStepOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 240_000);
});

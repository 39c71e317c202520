// kill -9 in the middle of pre-qualification, restart on the same data, and the application still
// reaches its final status with each step run once and each provider called once (catalogue F1, I4).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/store/db';
import { helocRequest, strongPassword } from './harness';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const databaseUrl = process.env.DATABASE_URL;

describe('the pipeline across a kill -9 and a restart', () => {
  const started: Running[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup();
  });

  async function drill(env: NodeJS.ProcessEnv, dataDir: string) {
    // The Slow persona makes every provider call take 1 s, so the kill lands mid-pipeline.
    const serverEnv = { ...env, SANDBOX_SLOW_MS: '1000' };
    const first = startServer(dataDir, serverEnv);
    started.push(first);
    const base = await listeningUrl(first);
    const call = async (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

    const email = `kill-${randomUUID()}@example.com`;
    const registered = await call('/identity/api/v1/registration/register', { method: 'POST', body: JSON.stringify({ email, password: strongPassword }) });
    const { jwt } = (await registered.json()) as { jwt: string };
    const auth = { authorization: `Bearer ${jwt}` };
    const created = await call('/service-application/api/v3/application/helocs?state=CA', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(helocRequest({ street1: '12 Slow Lane' })),
    });
    expect(created.status).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    const statusOf = async (root: string) =>
      ((await (await fetch(`${root}/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers: auth })).json()) as { status: string }).status;

    // Past the credit pull, in the middle of the property steps: kill without warning.
    const killedAt = await waitFor(async () => {
      const status = await statusOf(base);
      return status === 'WAITING_FOR_AVM' ? status : undefined;
    }, 'the pipeline to reach WAITING_FOR_AVM', 30_000);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer(dataDir, serverEnv);
    started.push(second);
    const restarted = await listeningUrl(second);
    // The same token works after the restart: sessions and the signing key live in the database.
    const final = await waitFor(async () => {
      const status = await statusOf(restarted);
      return ['OFFER_SELECTION', 'DECLINED'].includes(status) ? status : undefined;
    }, 'the final status after restart', 60_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    return { uuid, killedAt, final };
  }

  async function expectEachStepOnce(db: Awaited<ReturnType<typeof openDb>>, uuid: string) {
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

  it('on PGlite: reaches OFFER_SELECTION with every step and provider call once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { uuid, killedAt, final } = await drill({}, dataDir);
    expect([killedAt, final]).toEqual(['WAITING_FOR_AVM', 'OFFER_SELECTION']);
    const db = await openDb({ dataDir });
    try {
      await expectEachStepOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 120_000);

  it.skipIf(!databaseUrl)('on PostgreSQL: reaches OFFER_SELECTION with every step and provider call once', async () => {
    const schema = `kill_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = await openDb({ databaseUrl });
    await admin.exec(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
      await admin.close();
    });
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-restart-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { uuid, final } = await drill({ DATABASE_URL: url.toString(), JOB_SCHEMA: `${schema}_jobs` }, dataDir);
    expect(final).toBe('OFFER_SELECTION');
    const db = await openDb({ databaseUrl, schema });
    try {
      await expectEachStepOnce(db, uuid);
    } finally {
      await db.close();
    }
  }, 120_000);
});

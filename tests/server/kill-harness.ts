// The kill -9 drills' test bed (catalogue F1, I4), shared by every kill-restart test: real server
// processes on one data directory (PGlite) or one PostgreSQL schema of their own, a new applicant
// over HTTP, kill without warning and a restart on the same data, then the data read directly.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/store/db';
import { helocRequest, strongPassword, type HelocOptions } from './harness';
import { acceptOffer, fetchApi, linkPayroll, statusOf, submitApplication, submitIdentity, type Api } from './journey';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const databaseUrl = process.env.DATABASE_URL;

/** One server process of a drill on its data, restartable after a kill -9; `api` follows the live one. */
export interface Drill {
  uuid: string;
  jwt: string;
  api(): Api;
  /** Polls the application's status until it is `wanted`. */
  reach(wanted: string, timeoutMs?: number): Promise<string>;
  /**
   * kill -9 now, then a new process on the same data; the same token works (sessions live in the
   * database). `envChanges` apply to the new process and every later one.
   */
  killAndRestart(envChanges?: NodeJS.ProcessEnv): Promise<void>;
  /** SIGTERM, expecting a clean exit. */
  stop(): Promise<void>;
}

/**
 * Registers the bed's afterAll (no process outlives the file, no scratch data stays), and gives
 * `start`: a server on `dataDir` with `env`, a new applicant registered and their application made.
 */
export function killBed() {
  const started: Running[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup();
  });
  const launch = async (dataDir: string, env: NodeJS.ProcessEnv) => {
    const server = startServer(dataDir, env);
    started.push(server);
    return { server, base: await listeningUrl(server) };
  };

  async function start(dataDir: string, firstEnv: NodeJS.ProcessEnv, applicant: HelocOptions): Promise<Drill> {
    let env = firstEnv;
    let { server, base } = await launch(dataDir, env);
    const registered = await fetch(`${base}/identity/api/v1/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `kill-${randomUUID()}@example.com`, password: strongPassword }),
    });
    const { jwt } = (await registered.json()) as { jwt: string };
    const created = await fetch(`${base}/service-application/api/v3/application/helocs?state=CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify(helocRequest(applicant)),
    });
    expect(created.status).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    let api = fetchApi(base, jwt);
    return {
      uuid,
      jwt,
      api: () => api,
      // Every 200 ms: the drills wait minutes in all, and each poll is a request the live server answers.
      reach: (wanted, timeoutMs = 60_000) => waitFor(async () => ((await statusOf(api, uuid)).status === wanted ? wanted : undefined), wanted, timeoutMs, 200),
      async killAndRestart(envChanges = {}) {
        env = { ...env, ...envChanges };
        server.child.kill('SIGKILL');
        await server.exited;
        ({ server, base } = await launch(dataDir, env));
        api = fetchApi(base, jwt);
      },
      async stop() {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      },
    };
  }

  /**
   * The drill on PGlite and, when DATABASE_URL is set, on PostgreSQL in schemas of its own; `check`
   * then reads the data the processes left.
   */
  function onEachDatabase<R>(title: string, timeoutMs: number, drill: (env: NodeJS.ProcessEnv, dataDir: string) => Promise<R>, check: (db: Db, result: R) => Promise<void>) {
    const scratch = async (prefix: string) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      return dataDir;
    };
    const readAfter = async (db: Db, result: R) => {
      try {
        await check(db, result);
      } finally {
        await db.close();
      }
    };
    it(`on PGlite: ${title}`, async () => {
      const dataDir = await scratch('kill-');
      const result = await drill({}, dataDir);
      await readAfter(await openDb({ dataDir }), result);
    }, timeoutMs);

    it.skipIf(!databaseUrl)(`on PostgreSQL: ${title}`, async () => {
      const schema = `kill_${process.pid}_${randomUUID().slice(0, 8)}`;
      const admin = await openDb({ databaseUrl });
      await admin.exec(`create schema ${schema}`);
      cleanups.push(async () => {
        await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
        await admin.close();
      });
      const url = new URL(databaseUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const result = await drill({ DATABASE_URL: url.toString(), JOB_SCHEMA: `${schema}_jobs` }, await scratch('kill-pg-'));
      await readAfter(await openDb({ databaseUrl, schema }), result);
    }, timeoutMs);
  }

  return { start, onEachDatabase };
}

/** From the offer to the identity document sent, without a kill (the closing documents come next). */
export async function throughVerification(run: Drill, timeoutMs = 90_000): Promise<void> {
  await run.reach('OFFER_SELECTION', timeoutMs);
  await acceptOffer(run.api(), run.uuid);
  await submitApplication(run.api(), run.uuid);
  await run.reach('INCOME_VERIFICATION', timeoutMs);
  await linkPayroll(run.api(), run.uuid);
  await run.reach('IDENTITY_VERIFICATION', timeoutMs);
  await submitIdentity(run.api(), run.uuid);
}

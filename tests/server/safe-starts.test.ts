// Safe starts and a data directory lost under a running server, with real server processes:
// four servers started at once on a fresh PostgreSQL database all come up (migrations and the job
// queue's set-up take turns), and a PGlite server whose data directory is removed answers 503 to
// every write instead of accepting what it would lose.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../core/helpers';
import { helocRequest, strongPassword } from './harness';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn('PostgreSQL safe-start test skipped: DATABASE_URL is not set');

const started: Running[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const register = (base: string) => fetch(`${base}/identity/api/v1/registration/register`, json({ email: `starts-${randomUUID()}@example.com`, password: strongPassword }));

describe('servers started together on one fresh PostgreSQL database', () => {
  it.skipIf(!databaseUrl)('all four come up and answer /healthz', async () => {
    const name = `h_starts_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;

    const dataDir = await scratchDir('safe-starts-pg-');
    const servers = Array.from({ length: 4 }, () => startServer(dataDir, { DATABASE_URL: url.toString() }));
    started.push(...servers);
    // Four starts at once on two shared cores: longer than listeningUrl's 30 s to print the line.
    const bases = await Promise.all(
      servers.map((server) =>
        waitFor(() => {
          if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
          return /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
        }, 'the Listening line', 90_000),
      ),
    );
    for (const base of bases) {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    }
    // Every migration applied, and the job queue's schema and queues made.
    const migrationFiles = (await readdir(path.join(repoRoot, 'src/server/store/migrations'))).filter((file) => file.endsWith('.sql'));
    const fresh = new pg.Client({ connectionString: url.toString() });
    await fresh.connect();
    try {
      const migrations = await fresh.query<{ version: string }>('select version from schema_migrations order by version');
      expect(migrations.rows.map((row) => `${row.version}.sql`)).toEqual(migrationFiles.sort());
      const queues = await fresh.query<{ name: string }>("select name from pgboss.queue where name in ('application-step', 'maintenance') order by name");
      expect(queues.rows.map((row) => row.name)).toEqual(['application-step', 'maintenance']);
    } finally {
      await fresh.end();
    }
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0, 0]);
  }, 120_000);
});

describe('a PGlite server whose data directory is removed under it', () => {
  it('answers 503 with Retry-After to writes, and /healthz is unhealthy', async () => {
    const dataDir = await scratchDir('safe-starts-lost-');
    const server = startServer(dataDir);
    started.push(server);
    const base = await listeningUrl(server);
    const before = await register(base);
    expect(before.status).toBe(201);
    const { jwt } = (await before.json()) as { jwt: string };

    await rm(dataDir, { recursive: true, force: true });

    const unavailable = { code: 'UNAVAILABLE', messageKey: 'refusals.unavailable', errors: ['The service is unavailable. Please try again shortly.'] };
    const refused = await register(base);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual(unavailable);
    const create = await fetch(`${base}/service-application/api/v3/application/helocs?state=CA`, {
      ...json(helocRequest()),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    });
    expect(create.status).toBe(503);
    expect(await create.json()).toEqual(unavailable);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', database: 'pglite' });
    // Said once, for the operator; the requests refused after it do not repeat it.
    const notice = `Data directory ${dataDir} was removed or replaced under the running server: refusing every query until it is restarted.`;
    expect(server.output().split(notice).length - 1).toBe(1);
  }, 60_000);
});

// Storage failures fail soft (TEST-CATALOGUE F4, F5; docs/operators/operations.md, "Storage failures"): a full disk or a
// cut database connection answers writes 503 with Retry-After, reads and /healthz (degraded) go
// on, nothing is half-written, and once the storage is back the same write succeeds, no restart.
// PGlite: a real server process on a small tmpfs filled to the last byte (skipped with a notice
// where mounting is not allowed). PGlite and PostgreSQL: an injected fault in the database adapter.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../src/server/store/db';
import { createStorageHealth, isStorageFailure } from '../../src/server/store/storage-faults';
import { databaseTargets, databaseUrl, nextIp, registerUser, startTestApp, strongPassword, type DatabaseTarget } from './harness';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const unavailable = { code: 'UNAVAILABLE', messageKey: 'refusals.unavailable', errors: ['The service is unavailable. Please try again shortly.'] };
const WRITE = /^\s*(insert|update|delete)\b/i;

describe('what counts as a storage failure', () => {
  const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
  it.each([
    ['53100', 'disk full'],
    ['53200', 'out of memory'],
    ['57P01', 'terminating connection due to administrator command'],
    ['08006', 'connection failure'],
    ['58030', 'could not write to file'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['ENOSPC', 'no space left on device'],
  ])('%s (%s)', (code, message) => expect(isStorageFailure(failure(message, code))).toBe(true));
  it.each([
    ['Connection terminated unexpectedly'],
    ['timeout exceeded when trying to connect'],
  ])('node-postgres: %s', (message) => expect(isStorageFailure(failure(message))).toBe(true));
  it.each([
    ['23505', 'duplicate key value'],
    ['22P02', 'invalid input syntax'],
    ['42P01', 'relation does not exist'],
    [undefined, 'Something else'],
  ])('not %s (%s)', (code, message) => expect(isStorageFailure(failure(message, code))).toBe(false));
});

// --- A real small filesystem: PGlite's data directory on a 160 MB tmpfs, filled to the last byte.

const cleanups: Array<() => Promise<void> | void> = [];
const servers: Running[] = [];
afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function mountSmallDisk(): Promise<string | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storage-faults-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    console.warn(`Real disk-full test skipped: mounting a tmpfs is not permitted here (${(error as Error).message.split('\n')[0]})`);
    await rm(dir, { recursive: true, force: true });
    return undefined;
  }
  cleanups.push(async () => {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
    await rm(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Writes a file until the filesystem refuses (ENOSPC), bounded to 1 GB; answers its path. */
function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(filler, 'w');
  try {
    for (let i = 0; i < 1024; i++) writeSync(fd, chunk);
    throw new Error('the small disk never filled');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  // Then the last bytes, smaller than a chunk.
  const small = openSync(filler, 'a');
  try {
    for (let i = 0; i < 1024; i++) writeSync(small, Buffer.alloc(4096));
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(small);
  }
  return filler;
}

// Every call bounded: the server this test found stopped answering anything at full CPU.
const within = (ms: number): RequestInit => ({ signal: AbortSignal.timeout(ms) });
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const smallDisk = await mountSmallDisk();

describe('a PGlite server whose disk fills (a real tmpfs)', () => {
  it.skipIf(!smallDisk)('answers writes 503 with Retry-After, reads and a degraded /healthz, and recovers by itself once space returns', async () => {
    const server = startServer(path.join(smallDisk!, 'data'));
    servers.push(server);
    const base = await listeningUrl(server);
    const register = (email: string) => fetch(`${base}/identity/api/v1/registration/register`, { ...json({ email, password: strongPassword }), ...within(10_000) });
    const before = await register(`before-${randomUUID()}@example.com`);
    expect(before.status).toBe(201);
    const { jwt } = (await before.json()) as { jwt: string };
    const readIdentity = () => fetch(`${base}/identity/secure/api/v1/identity`, { headers: { authorization: `Bearer ${jwt}` }, ...within(10_000) });
    const health = () => fetch(`${base}/healthz`, within(10_000));

    const filler = fillDisk(smallDisk!);
    const email = `full-${randomUUID()}@example.com`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await register(email);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual(unavailable);
      const degraded = await health();
      expect(degraded.status).toBe(200);
      expect(await degraded.json()).toEqual({ status: 'degraded', database: 'pglite' });
      expect((await readIdentity()).status).toBe(200);
    }

    await unlink(filler);
    await waitFor(async () => ((await (await health()).json()) as { status: string }).status === 'ok' || undefined, 'healthz ok after space returned', 30_000);
    // The same registration now succeeds: the refused one left no identity behind (a 409 otherwise).
    const after = await register(email);
    expect(after.status).toBe(201);
    expect((await readIdentity()).status).toBe(200);
    expect(server.output()).toContain('writes answer 503 until space returns');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});

// --- An injected fault: the database adapter throws a storage error on writes while it is switched on.

interface FaultSwitch {
  fault: Error | undefined;
}

/**
 * The routes' writes fail with `faults.fault` while it is set; inside a transaction the first write
 * goes through and the second fails, so a rollback that did not happen would show. The job queue's
 * calls (executeSql) are left alone.
 */
function faultyDb(db: Db, faults: FaultSwitch): Db {
  const failing = (inner: Queryable, allowFirst: boolean): Queryable => {
    let writes = 0;
    const gate = (sql: string) => {
      if (faults.fault && WRITE.test(sql) && !(allowFirst && writes++ === 0)) throw faults.fault;
    };
    return {
      query: async (sql, params) => (gate(sql), inner.query(sql, params)),
      exec: async (sql) => (gate(sql), inner.exec(sql)),
      executeSql: (sql, params) => inner.executeSql(sql, params),
    };
  };
  // The faults are thrown out here, past the adapter: the error handler notes them on this db's
  // health, whose degraded window is short so the return to 'ok' is seen without a 10 s wait.
  const storage = createStorageHealth({ windowMs: 500, log: () => undefined });
  return { ...db, ...failing(db, false), storage, executeSql: db.executeSql, transaction: (fn) => db.transaction((tx) => fn(failing(tx, true))) };
}

function faultyTarget(target: DatabaseTarget, faults: FaultSwitch): DatabaseTarget {
  return {
    ...target,
    async open() {
      const opened = await target.open();
      return { ...opened, db: faultyDb(opened.db, faults) };
    },
  };
}

/** The error node-postgres gives when PostgreSQL ends the connection (pg_terminate_backend: 57P01). */
async function realConnectionCut(): Promise<Error> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_terminate_backend(pg_backend_pid())');
  } catch (error) {
    return error as Error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('the connection was not cut');
}

const diskFull = () => Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100' });
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`an injected storage fault (${target.kind})`, () => {
    const faults: FaultSwitch = { fault: undefined };
    const cases: Array<[string, () => Promise<Error>]> = [
      ['disk full (53100)', async () => diskFull()],
      ['connection refused (ECONNREFUSED)', async () => refused()],
      ...(target.kind === 'postgres' ? ([['a real connection cut (57P01)', realConnectionCut]] as Array<[string, () => Promise<Error>]>) : []),
    ];

    it.each(cases)('%s: writes answer 503 with Retry-After and roll back, reads and a degraded /healthz answer, then the same write succeeds', async (_name, makeFault) => {
      const app = await startTestApp(faultyTarget(target, faults));
      try {
        const user = await registerUser(app.app);
        const fault = await makeFault();
        if (makeFault === realConnectionCut) expect((fault as { code?: string }).code).toBe('57P01');
        faults.fault = fault;
        const email = `fault-${randomUUID()}@example.com`;
        const register = () => app.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', payload: { email, password: strongPassword }, remoteAddress: nextIp() });

        const res = await register();
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.json()).toEqual(unavailable);
        const health = await app.app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toEqual({ status: 'degraded', database: target.kind });
        const read = await app.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: user.auth });
        expect(read.statusCode).toBe(200);
        // Rolled back: the identity inserted before the failing write is not there.
        faults.fault = undefined;
        const { rows } = await app.db.query<{ n: number }>('select count(*)::int as n from identities where email_normalized = $1', [email]);
        expect(rows[0]!.n).toBe(0);

        expect((await register()).statusCode).toBe(201);
        await waitFor(async () => ((await app.app.inject({ method: 'GET', url: '/healthz' })).json() as { status: string }).status === 'ok' || undefined, 'healthz ok', 20_000);
      } finally {
        faults.fault = undefined;
        await app.stop();
      }
    }, 60_000);
  });
}

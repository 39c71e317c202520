import { statfsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { guardDataDir, guarded, guardedQueryable } from './data-dir-guard';
import { createStorageHealth, softly, type StorageHealth } from './storage-faults';
import type { Queryable, SqlResult } from './queryable';

// The query interface lives apart so that the guards and fault wrappers this file composes can name
// it without importing this file back.
export type { Queryable, SqlResult } from './queryable';

export type DbKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  kind: DbKind;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while no other process runs its own `exclusively` on this database: the set-up at
   * start (migrations, the job queue's schema and queues) that servers starting together would
   * otherwise race on. PostgreSQL: a session advisory lock held on one connection throughout;
   * PGlite: one process per directory already, so `fn` just runs. Not reentrant: never nest it.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /** Recent storage failures (a full disk, a lost connection): /healthz says degraded. A test's stand-in may have none. */
  storage?: StorageHealth;
  /**
   * LISTEN on `channel` (NOTIFY is plain SQL: `select pg_notify($1, $2)`). PostgreSQL: a dedicated
   * connection outside the pool, reconnecting after a loss (`reconnected` then runs: what was
   * notified meanwhile is lost, so the listener catches up from the rows); PGlite: its own listen.
   * Answers the function that stops listening. A test's stand-in may have none.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  reconnected?(): void;
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// PGlite's query() refuses several statements in one text (a prepared statement), and pg-boss
// sends its schema that way without parameters: those go to exec(), which answers per statement.
async function pgliteExecuteSql(pglite: PgliteLike, sql: string, params?: unknown[]): Promise<SqlResult> {
  if (params && params.length > 0) {
    const result = await pglite.query<Record<string, unknown>>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }
  const results = await pglite.exec(sql);
  const last = results[results.length - 1];
  return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
}

function pgliteQueryable(pglite: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return { rows: (await pglite.query<T>(sql, params)).rows };
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    executeSql: (sql, params) => pgliteExecuteSql(pglite, sql, params),
  };
}

/** Every operation of `inner` with storage failures answered as 503 (storage-faults.ts). */
function softQueryable(health: StorageHealth, inner: Queryable): Queryable {
  return {
    query: (sql, params) => softly(health, () => inner.query(sql, params)),
    exec: (sql) => softly(health, () => inner.exec(sql)),
    executeSql: (sql, params) => softly(health, () => inner.executeSql(sql, params)),
  };
}

function pgQueryable(client: Pick<pg.Pool, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return { rows: (await client.query(sql, params)).rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async executeSql(sql, params) {
      const result = await client.query(sql, params);
      // Several statements answer an array of results: pg-boss wants the last.
      const last = Array.isArray(result) ? (result[result.length - 1] as pg.QueryResult) : result;
      return { rows: last.rows, rowCount: last.rowCount ?? 0 };
    },
  };
}

export interface OpenDbOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL only: created if missing and used as search_path, so test runs can isolate. */
  schema?: string;
  /**
   * PGlite only: below this many free bytes on the data directory's filesystem the database turns
   * read-only (writes answer 503) until space returns (config DATA_DIR_MIN_FREE_MB); 0 turns it off.
   */
  minFreeBytes?: number;
}

export const DEFAULT_MIN_FREE_BYTES = 64 * 1024 * 1024;

/** PostgreSQL when databaseUrl is set, otherwise PGlite persisted under dataDir. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schema);
  if (!opts.dataDir) throw new Error('openDb needs either databaseUrl or dataDir');
  return openPglite(opts.dataDir, opts.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES);
}

/**
 * PGlite fails for good when its write-ahead log cannot grow (a full disk while it starts a new
 * 16 MB segment): the error is answered, but the next query of any kind spins the process at full
 * CPU forever (tests/server/storage-faults.test.ts). So it must never get there: while the disk has
 * less than `minFreeBytes` free, the session is made read-only (PostgreSQL refuses each write with
 * 25006, answered as 503) and reads go on; with space back it writes again. The reserve must hold
 * a WAL segment plus the largest write in flight.
 */
function spaceReserve(pgliteDir: string, minFreeBytes: number) {
  let readOnly = false;
  const low = (): boolean => {
    if (minFreeBytes <= 0) return false;
    const stats = statfsSync(pgliteDir, { bigint: false });
    return stats.bavail * stats.bsize < minFreeBytes;
  };
  return {
    low,
    /** Before each operation (outside any transaction): the session follows the free space. */
    async follow(pglite: PgliteLike): Promise<void> {
      const now = low();
      if (now === readOnly) return;
      readOnly = now;
      await pglite.exec(`set default_transaction_read_only = ${now ? 'on' : 'off'}`);
      console.error(now ? `Data directory ${pgliteDir} has less than ${minFreeBytes} bytes free: writes answer 503 until space returns.` : `Data directory ${pgliteDir} has space again: writes accepted.`);
    },
  };
}

async function openPglite(dataDir: string, minFreeBytes: number): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  // A subdirectory keeps the lock file out of the PostgreSQL data directory.
  const pgliteDir = path.join(dataDir, 'pglite');
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(pgliteDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const check = guardDataDir(dataDir, lock, pgliteDir);
  const reserve = spaceReserve(pgliteDir, minFreeBytes);
  const storage = createStorageHealth({ pressure: reserve.low });
  // The reserve is followed before each operation; a transaction's own statements run inside it.
  const followed = <T>(run: () => Promise<T>): Promise<T> => reserve.follow(pglite).then(run);
  const top = pgliteQueryable(pglite);
  const outer: Queryable = {
    query: (sql, params) => followed(() => top.query(sql, params)),
    exec: (sql) => followed(() => top.exec(sql)),
    executeSql: (sql, params) => followed(() => top.executeSql(sql, params)),
  };
  let closed = false;
  return {
    kind: 'pglite',
    storage,
    ...guardedQueryable(check, softQueryable(storage, outer)),
    // Checked before commit too (a throw rolls back), so a commit answered is one on the real files.
    transaction(fn) {
      return guarded(check, () =>
        softly(storage, () => followed(() => pglite.transaction((tx) => guarded(check, () => fn(softQueryable(storage, pgliteQueryable(tx))))))),
      );
    },
    exclusively: (fn) => fn(),
    async listen(channel, handlers) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
      const stop = await pglite.listen(channel, (payload) => handlers.message(payload));
      return async () => {
        if (!closed) await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        await lock.release();
      }
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
// Any constant works; it only has to be the same in every process that starts on this database.
const START_LOCK_KEY = 727_000;

async function openPostgres(databaseUrl: string, schema?: string): Promise<Db> {
  // A plain lower-case identifier needs no quoting in SQL or in the startup options string.
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // Without it a request waits forever for a connection when the database is unreachable.
    connectionTimeoutMillis: 10_000,
    // Sent at connection start, so every pooled connection gets the search_path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection would otherwise crash the process.
  pool.on('error', () => undefined);
  try {
    if (schema) await pool.query(`create schema if not exists ${schema}`);
    else await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  const storage = createStorageHealth();
  return {
    kind: 'postgres',
    storage,
    ...softQueryable(storage, pgQueryable(pool)),
    transaction: (fn) => softly(storage, () => postgresTransaction(pool, storage, fn)),
    async exclusively(fn) {
      const client = await pool.connect();
      // A connection that failed to unlock is destroyed, which releases its lock on the server.
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, handlers) => postgresListen(databaseUrl, channel, handlers),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export const LISTEN_APPLICATION_NAME = 'listen';

// A lost listening connection is reopened after this long, then twice as long up to the maximum.
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When it
 * drops (the database restarted, the network blinked) it reconnects with a growing pause and says
 * so through `reconnected`, since NOTIFYs sent while it was away are not queued for it.
 */
async function postgresListen(databaseUrl: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS;
  const connect = async (): Promise<pg.Client> => {
    // Named, so an operator (or a test) can tell this process's listening connection in pg_stat_activity.
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000, application_name: `${LISTEN_APPLICATION_NAME}-${process.pid}` });
    next.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) handlers.message(note.payload);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    return next;
  };
  const reopen = (): void => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => undefined);
          delay = LISTEN_RETRY_MS;
          watch(next);
          handlers.reconnected?.();
        },
        () => {
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          reopen();
        },
      );
    }, delay);
    retryTimer.unref();
  };
  const watch = (next: pg.Client): void => {
    client = next;
    const lost = (): void => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      reopen();
    };
    next.on('error', lost);
    next.on('end', lost);
  };
  watch(await connect());
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

async function postgresTransaction<T>(pool: pg.Pool, storage: StorageHealth, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose rollback failed is broken: hand it back to be destroyed, not reused.
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await fn(softQueryable(storage, pgQueryable(client)));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

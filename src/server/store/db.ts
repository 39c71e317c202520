import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { guardDataDir, guarded, guardedQueryable } from './data-dir-guard';

export type DbKind = 'pglite' | 'postgres';

export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL without parameters; may hold several statements. */
  exec(sql: string): Promise<void>;
  /** pg-boss's executor: its parameterless SQL may hold several statements (answered by the last). */
  executeSql(sql: string, params?: unknown[]): Promise<SqlResult>;
}

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
  close(): Promise<void>;
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

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
}

/** PostgreSQL when databaseUrl is set, otherwise PGlite persisted under dataDir. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schema);
  if (!opts.dataDir) throw new Error('openDb needs either databaseUrl or dataDir');
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Db> {
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
  let closed = false;
  return {
    kind: 'pglite',
    ...guardedQueryable(check, pgliteQueryable(pglite)),
    // Checked before commit too (a throw rolls back), so a commit answered is one on the real files.
    transaction(fn) {
      return guarded(check, () => pglite.transaction((tx) => guarded(check, () => fn(pgliteQueryable(tx)))));
    },
    exclusively: (fn) => fn(),
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
  return {
    kind: 'postgres',
    ...pgQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection whose rollback failed is broken: hand it back to be destroyed, not reused.
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(pgQueryable(client));
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
    },
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
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

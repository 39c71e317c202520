import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4}_[a-z0-9_-]+)\.sql$/;
// The per-migration lock that versions before db.exclusively took: still taken, so a server of
// the earlier version starting beside this one takes turns with it too.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the migrations not yet recorded in schema_migrations, in file-name order, each in its
 * own transaction. Returns the versions (file names without .sql) it applied. Servers starting
 * together on one PostgreSQL take turns (db.exclusively), so each version is applied exactly once
 * and no two processes run DDL at the same time.
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return db.exclusively(() => migrateAll(db, dir));
}

async function migrateAll(db: Db, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, -'.sql'.length);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(
        `create table if not exists schema_migrations (
           version text primary key,
           applied_at timestamptz not null default now()
         )`,
      );
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}

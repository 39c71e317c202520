import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4}_[a-z0-9_-]+)\.sql$/;
// Any constant works; it only has to be the same in every process that migrates this database.
const ADVISORY_LOCK_KEY = 727_001;

/**
 * Applies the migrations not yet recorded in schema_migrations, in file-name order, each in its
 * own transaction. Returns the versions (file names without .sql) it applied.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, -'.sql'.length);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // On PostgreSQL another process may be migrating too: the lock serialises us until commit,
      // and the check below runs after it, so each version is applied exactly once.
      // PGlite is one process (the data-dir lock), so it needs none.
      if (db.kind === 'postgres') {
        await tx.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
      }
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

// The PGlite path's answer to a data directory removed under a running server (docs/operators/operations.md).
import { statSync } from 'node:fs';
import { AppError } from '../errors';
import type { DataDirLock } from './data-dir-lock';
import type { Queryable } from './queryable';

/**
 * PGlite's files are open in this process: if the data directory is removed (or replaced) under it,
 * queries still succeed, in memory and in deleted files, and every write is lost. So each
 * operation checks, before and after, that the lock file and PGlite's directory are still the ones
 * opened (a stat of each); once they are not, every query answers 503 until a restart.
 */
export function guardDataDir(dataDir: string, lock: DataDirLock, pgliteDir: string): () => void {
  const opened = statSync(pgliteDir);
  const sameDir = (): boolean => {
    const now = statSync(pgliteDir, { throwIfNoEntry: false });
    return now !== undefined && now.dev === opened.dev && now.ino === opened.ino;
  };
  let lost = false;
  return () => {
    if (!lost && !(lock.intact() && sameDir())) {
      lost = true;
      console.error(`Data directory ${dataDir} was removed or replaced under the running server: refusing every query until it is restarted.`);
    }
    if (lost) throw new AppError('UNAVAILABLE', { headers: { 'retry-after': '60' } });
  };
}

export async function guarded<T>(check: () => void, run: () => Promise<T>): Promise<T> {
  check();
  const result = await run();
  // A write that landed after the directory went is lost: the caller must not hear it succeeded.
  check();
  return result;
}

export function guardedQueryable(check: () => void, inner: Queryable): Queryable {
  return {
    query: (sql, params) => guarded(check, () => inner.query(sql, params)),
    exec: (sql) => guarded(check, () => inner.exec(sql)),
    executeSql: (sql, params) => guarded(check, () => inner.executeSql(sql, params)),
  };
}

import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>/server.lock` for this process. PGlite is one connection in one process; two
 * processes on the same directory corrupt it, so a live owner makes this throw. A lock left by a
 * dead process (crash, kill -9) is replaced. Returns the function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails if the file exists, so creating the lock is atomic.
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new Error(
        `Data directory ${dataDir} is in use by process ${owner}; stop it or set DATA_DIR to another directory.`,
      );
    }
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not take the lock ${file}; another process keeps replacing it.`);
}

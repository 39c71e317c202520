import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { link, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

// A live claimant of a stale lock finishes within milliseconds; past this something is wrong.
const CLAIM_WAIT_MS = 5_000;
// Claims of claims only arise when a starter dies in the middle of a takeover.
const MAX_CLAIM_DEPTH = 3;

export interface DataDirLock {
  /**
   * False once the lock file is not the one taken: removed with its directory, moved away, or
   * replaced. Synchronous and cheap (one stat), for a check before every query.
   */
  intact(): boolean;
  /** Removes the lock file if it is still ours. */
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const code = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;
const sameFile = (a: Stats, b: Stats): boolean => a.dev === b.dev && a.ino === b.ino;
// The same file, not a later one given the same inode number (they are reused quickly).
const sameLock = (a: Stats, b: Stats): boolean => sameFile(a, b) && a.ctimeMs === b.ctimeMs;

/** The lock file as found: its inode identifies this very lock, its pid the owner (NaN if unreadable). */
async function inspect(file: string): Promise<{ stats: Stats; pid: number } | undefined> {
  const handle = await open(file, 'r').catch((error: unknown) => {
    if (code(error) === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return undefined;
  try {
    const stats = await handle.stat();
    return { stats, pid: Number.parseInt(await handle.readFile('utf8'), 10) };
  } finally {
    await handle.close();
  }
}

/** A complete file with our pid beside `file`, to be published in one step (link or rename). */
async function writeTemp(file: string): Promise<string> {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(String(process.pid));
  } finally {
    await handle.close();
  }
  return temp;
}

type Taken = { taken: true } | { taken: false; owner: number };

/**
 * Takes `file` for this process, or names its live owner. Every step that can make us the owner is
 * atomic: a new lock appears by link() (fails if one exists), and a dead owner's lock is replaced
 * by rename() only while holding the claim named after that very lock (its inode and pid), taken
 * the same way. So of any number of racing starters, exactly one ends up holding the lock.
 */
async function take(file: string, depth: number): Promise<Taken> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const temp = await writeTemp(file);
    try {
      try {
        await link(temp, file);
        return { taken: true };
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error;
      }
      const seen = await inspect(file);
      if (!seen) continue;
      if (Number.isInteger(seen.pid) && seen.pid > 0 && isAlive(seen.pid)) return { taken: false, owner: seen.pid };
      if (depth >= MAX_CLAIM_DEPTH) throw new Error(`Could not take the lock ${file}: stale claims pile up; remove ${path.dirname(file)}/*.claim`);
      const claim = `${file}.${seen.stats.ino}-${seen.pid}.claim`;
      const claimed = await take(claim, depth + 1);
      if (claimed.taken) {
        try {
          // Still the dead owner's lock (not already replaced by a faster starter): ours now.
          const now = await inspect(file);
          if (now && sameLock(now.stats, seen.stats) && Object.is(now.pid, seen.pid)) {
            await rename(temp, file);
            return { taken: true };
          }
        } finally {
          await unlink(claim).catch(() => undefined);
        }
      } else if (Date.now() > deadline) {
        throw new Error(`Could not take the lock ${file}: process ${claimed.owner} keeps a claim on it`);
      } else {
        // Another starter is replacing this stale lock: look again once it is done.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }
}

/** A live process holds the data directory (a running server, or a command beside it). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    super(`Data directory ${dataDir} is in use by process ${owner}; stop it or set DATA_DIR to another directory.`);
  }
}

/**
 * Takes `<dataDir>/server.lock` for this process. PGlite is one connection in one process; two
 * processes on the same directory corrupt it, so a live owner makes this throw. A lock left by a
 * dead process (crash, kill -9) is replaced, by exactly one of several processes starting at once.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const result = await take(file, 0);
  if (!result.taken) {
    throw new DataDirInUseError(dataDir, result.owner);
  }
  // After take() removed its temporary name: that unlink changed the file's ctime.
  const lock = statSync(file);
  const intact = (): boolean => {
    try {
      return sameLock(statSync(file), lock);
    } catch {
      return false;
    }
  };
  return {
    intact,
    async release() {
      // A lock file that is no longer ours belongs to whoever took the directory since.
      if (intact()) await unlink(file).catch(() => undefined);
    },
  };
}

// Racing starts on one data directory whose lock a crashed process left behind: each of several
// processes tries to take it at the same moment, and exactly one may hold it (catalogue: safe starts).
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/server/store/data-dir-lock';
import { openDb } from '../../src/server/store/db';

const RACERS = 4;
const TRIALS = 40;
const racerScript = fileURLToPath(new URL('./lock-racer.ts', import.meta.url));

interface Answer {
  dir: string;
  won: boolean;
  message?: string;
}

describe('the data-directory lock under racing starts', () => {
  const racers: ChildProcess[] = [];
  let root = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lock-race-'));
    for (let i = 0; i < RACERS; i += 1) {
      const child = fork(racerScript, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      racers.push(child);
    }
    await Promise.all(racers.map((child) => new Promise((resolve) => child.once('message', resolve))));
  }, 30_000);

  afterAll(async () => {
    for (const child of racers) child.kill();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const answer = (child: ChildProcess, dir: string) =>
    new Promise<Answer>((resolve) => {
      const onMessage = (message: Answer) => {
        if (message.dir !== dir) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
    });

  it(`gives a stale lock to exactly one of ${RACERS} starters, ${TRIALS} times out of ${TRIALS}`, async () => {
    // A process that has exited: its pid is the owner a crash leaves in the lock file.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const holders: number[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dir = path.join(root, `trial-${trial}`);
      await mkdir(dir);
      await writeFile(path.join(dir, 'server.lock'), String(deadPid));
      const answers = racers.map((child) => answer(child, dir));
      const at = Date.now() + 30;
      for (const child of racers) child.send({ dir, at });
      const results = await Promise.all(answers);
      const winners = results.filter((r) => r.won);
      holders.push(winners.length);
      if (winners.length === 1) {
        const winner = racers[results.indexOf(winners[0]!)]!;
        expect(await readFile(path.join(dir, 'server.lock'), 'utf8')).toBe(String(winner.pid));
        for (const loser of results.filter((r) => !r.won)) {
          expect(loser.message).toBe(`Data directory ${dir} is in use by process ${winner.pid}; stop it or set DATA_DIR to another directory.`);
        }
      }
    }
    expect(holders).toEqual(Array.from({ length: TRIALS }, () => 1));
  }, 60_000);
});

describe('the data-directory lock in one process', () => {
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lock-one-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('takes over a stale lock whose takeover a crashed starter left half done', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'server.lock');
    await writeFile(file, String(deadPid));
    // The claim a starter took on that very lock before it died.
    await writeFile(`${file}.${statSync(file).ino}-${deadPid}.claim`, String(deadPid));
    const lock = await acquireDataDirLock(dir);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    expect(lock.intact()).toBe(true);
    await lock.release();
    // The dead starter's claim was taken over and removed with ours; no temporary file is left.
    expect(await readdir(dir)).toEqual([]);
  });

  it("is no longer intact once its file is replaced, and then leaves the new owner's file alone", async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'server.lock');
    const lock = await acquireDataDirLock(dir);
    await rename(file, `${file}.moved`);
    await writeFile(file, '4242');
    expect(lock.intact()).toBe(false);
    await lock.release();
    expect(await readFile(file, 'utf8')).toBe('4242');
  });

  it("refuses every query with 503 once PGlite's own directory is removed under it", async () => {
    const dir = await tempDir();
    const db = await openDb({ dataDir: dir });
    try {
      await db.query('select 1');
      await rm(path.join(dir, 'pglite'), { recursive: true, force: true });
      await expect(db.query('select 1')).rejects.toMatchObject({ code: 'UNAVAILABLE', statusCode: 503, headers: { 'retry-after': '60' } });
      await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      await db.close().catch(() => undefined);
    }
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 60_000);
});

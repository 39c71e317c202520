import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string): Running {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  // This test is about the PGlite data directory, whatever the caller's database.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: repoRoot, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('main', () => {
  const started: Running[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves, refuses a second process on the same data directory, and stops cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'main-data-'));
    const first = startServer(dataDir);
    started.push(first);
    const url = await waitFor(() => {
      if (first.child.exitCode !== null) throw new Error(`server exited early:\n${first.output()}`);
      return /Listening on (http:\/\/127\.0\.0\.1:\d+) \(database: pglite at (.+)\)/.exec(first.output())?.[1];
    }, 'the Listening line');
    expect(first.output()).toContain(`(database: pglite at ${dataDir})`);

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const second = startServer(dataDir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Data directory ${dataDir} is in use by process ${first.child.pid}; stop it or set DATA_DIR to another directory.`,
    );
    // The message only: a stack trace would bury it.
    expect(second.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 20_000);
});

// The real server as a child process (node --import tsx src/server/main.ts), for tests about
// processes: start, the data-dir lock, SIGTERM, kill -9 and restart.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { seedDataDirSync } from './pglite-template';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Leave an empty `dataDir` empty (PGlite's initdb, then every migration) instead of copying the run's migrated template. */
  emptyDataDir?: boolean;
}

/**
 * Starts main.ts on PGlite in `dataDir` (whatever the caller's DATABASE_URL), with `env` on top.
 * A `dataDir` without a database gets the run's migrated PGlite template first (pglite-template.ts).
 */
export function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}, options: StartOptions = {}): Running {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  if (!childEnv.DATABASE_URL && !options.emptyDataDir) seedDataDirSync(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: repoRoot, env: childEnv });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      if (signal) output += `\n[exited on ${signal}]`;
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** `probe` every `intervalMs` until it answers; a probe over HTTP costs the server under test CPU, so long waits poll less often. */
export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The base URL once the server prints its Listening line; throws if it exits first. */
export function listeningUrl(server: Running): Promise<string> {
  return waitFor(() => {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    return /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
  }, 'the Listening line', 90_000);
}

// A scratch copy of the project that a test changes by data alone (issue 30: "a new applicant
// event with its input, screen and copy as data only"): the tracked files copied to a temporary
// folder (node_modules linked), data files written only under flows/ and copy/, then the project's
// own `npm run check` (which generates src/generated) and the web build, and its real server
// started from there on an embedded database of its own. Nothing under src/ may differ from this
// checkout afterwards (src/generated is the generator's output, git-ignored).
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { listeningUrl, type Running } from '../server/process';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '../..');
const DATA_DIRS = ['flows/', 'copy/'];

export interface ScratchCopy {
  root: string;
  /** Reads a JSON file of the copy, lets `change` edit it, writes it back (flows/ and copy/ only). */
  editJson(file: string, change: (value: Record<string, any>) => void): void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Writes a new JSON file (flows/ and copy/ only). */
  writeJson(file: string, value: unknown): void;
  remove(): void;
}

/** The checkout's tracked and unignored files (so no build output, database or node_modules), copied. */
export async function scratchCopy(): Promise<ScratchCopy> {
  const root = mkdtempSync(join(tmpdir(), 'heloc-data-event-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, maxBuffer: 16 * 1024 * 1024 });
  for (const file of new Set(stdout.split('\0').filter(Boolean))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  const dataPath = (file: string) => {
    if (!DATA_DIRS.some((dir) => file.startsWith(dir))) throw new Error(`${file}: the test changes data only (${DATA_DIRS.join(', ')})`);
    return join(root, file);
  };
  return {
    root,
    editJson(file, change) {
      const value = JSON.parse(readFileSync(dataPath(file), 'utf8'));
      change(value);
      writeFileSync(dataPath(file), `${JSON.stringify(value, null, 2)}\n`);
    },
    writeJson: (file, value) => writeFileSync(dataPath(file), `${JSON.stringify(value, null, 2)}\n`),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** `npm run check` (generation and the data checks) and the web build, as `npm test` runs them; seconds each. */
export async function checkAndBuild(root: string): Promise<{ checkSeconds: number; buildSeconds: number }> {
  const timed = async (command: string, args: string[]) => {
    const started = Date.now();
    try {
      await run(command, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} ${args.join(' ')} failed in the scratch copy:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
    }
    return (Date.now() - started) / 1000;
  };
  const checkSeconds = await timed('npm', ['run', 'check', '--silent']);
  // The browser build only: the server render (dist/server) is optional and the server runs without it.
  const buildSeconds = await timed('npx', ['vite', 'build', '--logLevel', 'error']);
  return { checkSeconds, buildSeconds };
}

/** Every file under src/ but src/generated, path → SHA-256. */
export function sourceDigests(root: string): Map<string, string> {
  const digests = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = relative(root, path);
      if (name === join('src', 'generated')) continue;
      if (entry.isDirectory()) walk(path);
      else digests.set(name, createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(join(root, 'src'));
  return digests;
}

export const checkoutSourceDigests = () => sourceDigests(repo);

/** The copy's server (node --import tsx src/server/main.ts) on a free port and a fresh PGlite folder. */
export async function startCopyServer(root: string, env: NodeJS.ProcessEnv): Promise<{ server: Running; base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'heloc-data-event-db-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env: childEnv });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: Running = { child, output: () => output, exited };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { server, base: await listeningUrl(server), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

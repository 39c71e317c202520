// The real server (src/server/main.ts) as a child process on a bench port, and its memory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningUrl, startServer, type Running } from '../../tests/server/process';

export interface BenchServer {
  url: string;
  running: Running;
  stop(): Promise<void>;
}

/** Starts main.ts on `port` with the bench's raised rate limits, PGlite in a scratch dir unless databaseUrl. */
export async function startBenchServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `heloc-bench-${port}-`));
  const running = startServer(dataDir, {
    PORT: String(port),
    RATE_LIMITS: 'register-ip=100000,login-ip=100000,chat-start-ip=100000',
    DATABASE_URL: '',
    // Vite's build sets NODE_ENV=production in this process; the bench server runs as the tests' does
    // (sandbox providers), with a key of its own.
    NODE_ENV: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const url = await listeningUrl(running);
  return {
    url,
    running,
    async stop() {
      running.child.kill('SIGTERM');
      await running.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in bytes (Linux /proc), 0 when gone. */
export function rssBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 50 ms until stopped; returns the peak. */
export function peakRss(pid: number): () => number {
  let peak = rssBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssBytes(pid));
  };
}

// A browser spec's own server (node --import tsx src/server/main.ts, the built app, PGlite in a
// scratch folder of its own) on a fixed port, for a spec that restarts the server under an open
// page: the page's sockets reconnect to the same address, and the data folder outlives the restart.
// Its database is the spec's alone, so what it switches (flags, hours) touches no other spec.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningUrl, startServer, type Running } from '../server/process';
import { e2eServerEnv } from './server-env';

export interface OwnServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** SIGTERM, and waits for the process to end (the page sees its sockets close with 1001). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder; resolves once it listens. */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

export async function startOwnServer(port: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `heloc-e2e-own-${port}-`));
  const env = e2eServerEnv(port, dataDir);
  let running: Running | undefined;
  const start = async () => {
    running = startServer(dataDir, env, { emptyDataDir: true });
    await listeningUrl(running);
  };
  const stop = async () => {
    const current = running;
    running = undefined;
    if (!current) return;
    if (current.child.exitCode === null) current.child.kill('SIGTERM');
    await current.exited;
  };
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readConfig } from './config';
import { createServer } from './create-server';
import { loadCopy, loadFlows } from './flows';
import { buildRoutes } from './routes/index';
import { openDb } from './store/db';
import type { Db } from './store/db';
import { migrate } from './store/migrate';

// The only file that opens a port: everything else is built from dependencies and tested in-process.
async function main(): Promise<void> {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = readConfig();
    if (!existsSync(config.staticDir)) {
      console.warn(`Warning: ${config.staticDir} does not exist; run \`npm run build\` to serve the web app.`);
    }
    // Bad flows or copy stop the start, naming file, pointer and reason (the checks of npm run check).
    const copy = loadCopy(config.copyDir);
    const flows = loadFlows(config.flowsDir, copy);
    db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(db);
    app = await createServer({ db, staticDir: config.staticDir, routes: buildRoutes({ flows, copy }), logger: true });
    await app.listen({ host: config.host, port: config.port });
    // PORT=0 asks the OS for a free port: report the one actually bound.
    const { port } = app.server.address() as AddressInfo;
    const database = db.kind === 'pglite' ? `pglite at ${config.dataDir}` : 'postgres';
    console.log(`Listening on http://${config.host}:${port} (database: ${database})`);
  } catch (error) {
    // Startup problems (bad config, the data-dir lock) are for the operator: the message, no stack.
    console.error(error instanceof Error ? error.message : String(error));
    await app?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      // Finish in-flight requests first, then release the database (and its lock).
      await app?.close();
      await db?.close();
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

await main();

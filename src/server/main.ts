import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { readConfig } from './config';
import { buildApp, type BuiltApp } from './build-app';
import { openDb } from './store/db';
import type { Db } from './store/db';
import { migrate } from './store/migrate';
import { startBanner } from './start-banner';

// The only file that opens a port: everything else is built from dependencies and tested in-process.
async function main(): Promise<void> {
  let db: Db | undefined;
  let built: BuiltApp | undefined;
  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      // Finish in-flight requests first, then release the database (and its lock).
      await built?.close();
      await db?.close();
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  };
  try {
    const config = readConfig();
    if (!existsSync(config.staticDir)) {
      console.warn(`Warning: ${config.staticDir} does not exist; run \`npm run build\` to serve the web app.`);
    }
    db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, minFreeBytes: config.minFreeBytes });
    await migrate(db);
    // Bad flows, copy, manifests or status machines stop the start, naming file, pointer and
    // reason (the checks of npm run check).
    built = await buildApp({
      db,
      dirs: { flows: config.flowsDir, copy: config.copyDir, brands: config.brandsDir, static: config.staticDir },
      defaultOrgCode: config.defaultOrgCode,
      jwtSecret: config.jwtSecret,
      dataEncryptionKey: config.dataEncryptionKey,
      tokenTtlSeconds: config.tokenTtlSeconds,
      jobSchema: config.jobSchema,
      rateLimitMax: config.rateLimitMax,
      bodyLimits: config.bodyLimits,
      pipelineConcurrency: config.pipelineConcurrency,
      pipeline: config.pipelineRetry,
      hashPool: config.hashPool,
      uploadQuota: config.uploadQuota,
      connectionLimits: config.connectionLimits,
      ...(config.loginDelayMaxMs !== undefined ? { loginDelayMaxMs: config.loginDelayMaxMs } : {}),
      ...(config.sandboxSlowMs !== undefined ? { sandbox: { slowMs: config.sandboxSlowMs } } : {}),
      logger: true,
    });
    for (const notice of built.notices) console.warn(notice);
    await built.app.listen({ host: config.host, port: config.port });
    // PORT=0 asks the OS for a free port: report the one actually bound.
    const { port } = built.app.server.address() as AddressInfo;
    const database = db.kind === 'pglite' ? `pglite at ${config.dataDir}` : 'postgres';
    // Before the line that tells a supervisor (or a test) the server is up: a SIGTERM sent the
    // moment it reads the line must find the handler, even if this process is descheduled here.
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
    console.log(startBanner(config.host, port, database));
  } catch (error) {
    // Startup problems (bad config, the data-dir lock) are for the operator: the message, no stack.
    console.error(error instanceof Error ? error.message : String(error));
    await built?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();

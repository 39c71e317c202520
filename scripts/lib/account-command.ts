// What the account commands (staff:add, broker:add) share: the password from an environment
// variable or asked for without echo, and the server's database opened and migrated for the work,
// with the message only (no stack) and exit code 1 when it fails.
import { createInterface } from 'node:readline';
import { readConfig, type ServerConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import { DataDirInUseError } from '../../src/server/store/data-dir-lock';

/**
 * PGlite is one process per data directory: with the server running, a command cannot open it.
 * Says so and what to do instead of the lock's bare message (`command` is the npm script's name).
 */
export function inUseAdvice(error: DataDirInUseError, command: string): string {
  return [
    `${command} cannot run while the server (process ${error.owner}) holds the embedded database in ${error.dataDir}: PGlite lets one process open it.`,
    `Stop the server (Ctrl+C in its terminal), run npm run ${command} again, then start the server again.`,
    'With PostgreSQL (DATABASE_URL) the command runs beside the server.',
  ].join('\n');
}

/** The password in `envName`, or typed at a prompt that echoes nothing of it. */
export function readPassword(envName: string, prompt: string): Promise<string> {
  const fromEnv = process.env[envName];
  if (fromEnv !== undefined) return Promise.resolve(fromEnv);
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s === prompt) process.stdout.write(s);
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/**
 * Reads the command's input (`prepare`: its arguments and password, before the database is held),
 * then runs `work` on the database the server is configured with (DATA_DIR or DATABASE_URL),
 * migrated, and prints what it answers.
 */
export async function runAccountCommand<T>(command: string, prepare: () => Promise<T>, work: (input: T, db: Db, config: ServerConfig) => Promise<string>): Promise<void> {
  let db: Db | undefined;
  try {
    const input = await prepare();
    const config = readConfig();
    db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(db);
    console.log(await work(input, db, config));
  } catch (error) {
    console.error(error instanceof DataDirInUseError ? inUseAdvice(error, command) : error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

// npm run broker:add -- --email b@b.example --org acme-lending --lo <loanOriginatorUuid>
// Makes a broker account (an agent identity linked to its loan originator on one brand) in the
// database the server is configured with (DATA_DIR or DATABASE_URL), after running the migrations.
// The password comes from BROKER_PASSWORD or is asked for (not echoed) and must meet the
// applicants' rules. Brokers are never made by sign-up.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../src/server/config';
import { openDb, type Db } from '../src/server/store/db';
import { migrate } from '../src/server/store/migrate';
import { createHashPool } from '../src/server/auth/hash-pool';
import { BrokerAccountError, createBrokerAccount } from '../src/server/brokers/accounts';
import { createSandboxLeadPortal } from '../src/server/providers/sandbox/leads';

export function parseBrokerArgs(argv: string[]): { email: string; organizationCode: string; loanOriginatorUuid: string } {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, org: { type: 'string' }, lo: { type: 'string' } }, strict: true });
  if (!values.email || !values.org || !values.lo) throw new BrokerAccountError('Usage: npm run broker:add -- --email b@b.example --org <orgCode> --lo <loanOriginatorUuid>');
  return { email: values.email, organizationCode: values.org, loanOriginatorUuid: values.lo };
}

function askPassword(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith('Password')) process.stdout.write(s);
    };
    rl.question('Password for the broker account: ', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  let db: Db | undefined;
  try {
    const args = parseBrokerArgs(process.argv.slice(2));
    const password = process.env.BROKER_PASSWORD ?? (await askPassword());
    const config = readConfig();
    db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(db);
    const uuid = await createBrokerAccount(db, createHashPool({ concurrency: 1, queue: 1 }), createSandboxLeadPortal(), { ...args, password });
    console.log(`Broker account ${args.email} created (${uuid}) for loan originator ${args.loanOriginatorUuid} on ${args.organizationCode}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

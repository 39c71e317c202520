// npm run broker:add -- --email b@b.example --org acme-lending --lo <loanOriginatorUuid>
// Makes a broker account (an agent identity linked to its loan originator on one brand) in the
// database the server is configured with (DATA_DIR or DATABASE_URL), after running the migrations.
// The password comes from BROKER_PASSWORD or is asked for (not echoed) and must meet the
// applicants' rules. Brokers are never made by sign-up.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createHashPool } from '../src/server/auth/hash-pool';
import { BrokerAccountError, createBrokerAccount } from '../src/server/brokers/accounts';
import { createSandboxLeadPortal } from '../src/server/providers/sandbox/leads';
import { readPassword, runAccountCommand } from './lib/account-command';

export function parseBrokerArgs(argv: string[]): { email: string; organizationCode: string; loanOriginatorUuid: string } {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, org: { type: 'string' }, lo: { type: 'string' } }, strict: true });
  if (!values.email || !values.org || !values.lo) throw new BrokerAccountError('Usage: npm run broker:add -- --email b@b.example --org <orgCode> --lo <loanOriginatorUuid>');
  return { email: values.email, organizationCode: values.org, loanOriginatorUuid: values.lo };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAccountCommand(
    'broker:add',
    async () => ({ ...parseBrokerArgs(process.argv.slice(2)), password: await readPassword('BROKER_PASSWORD', 'Password for the broker account: ') }),
    async (input, db) => {
      const uuid = await createBrokerAccount(db, createHashPool({ concurrency: 1, queue: 1 }), createSandboxLeadPortal(), input);
      return `Broker account ${input.email} created (${uuid}) for loan originator ${input.loanOriginatorUuid} on ${input.organizationCode}`;
    },
  );
}

// npm run staff:add -- --email a@b.example --name "Ann Staff" [--org acme-lending ...]
// Makes a staff account in the database the server is configured with (DATA_DIR or DATABASE_URL,
// read as the server reads them), after running the migrations. The password comes from
// STAFF_PASSWORD or is asked for (not echoed) and must meet the applicants' rules. No --org: every
// brand. Staff accounts are never made by sign-up.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Db } from '../src/server/store/db';
import { createHashPool } from '../src/server/auth/hash-pool';
import { createStaffAccount, StaffAccountError, type StaffAccount } from '../src/server/staff/accounts';
import { readPassword, runAccountCommand } from './lib/account-command';

export interface StaffAddOptions {
  email: string;
  name: string;
  orgs: string[];
  password: string;
}

export function parseStaffArgs(argv: string[]): Omit<StaffAddOptions, 'password'> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, org: { type: 'string', multiple: true } }, strict: true });
  if (!values.email || !values.name) throw new StaffAccountError('Usage: npm run staff:add -- --email a@b.example --name "Ann Staff" [--org <orgCode> ...]');
  return { email: values.email, name: values.name, orgs: values.org ?? [] };
}

/** The brands the repository ships (brands/<orgCode>/brand.json). */
export function knownOrgCodes(brandsDir: string): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(brandsDir, d.name, 'brand.json')))
    .map((d) => d.name);
}

/** The command's work on an open, migrated database (tests call it directly). */
export function addStaff(db: Db, options: StaffAddOptions, brandsDir: string): Promise<StaffAccount> {
  return createStaffAccount(db, createHashPool({ concurrency: 1, queue: 1 }), { email: options.email, name: options.name, password: options.password, orgCodes: options.orgs }, knownOrgCodes(brandsDir));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAccountCommand(
    'staff:add',
    async () => ({ ...parseStaffArgs(process.argv.slice(2)), password: await readPassword('STAFF_PASSWORD', 'Password for the staff account: ') }),
    async (input, db, config) => {
      const account = await addStaff(db, input, config.brandsDir);
      return `Staff account ${account.email} created (${account.uuid}), brands: ${account.orgCodes?.join(', ') ?? 'all'}`;
    },
  );
}

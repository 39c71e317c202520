// Staff accounts (issue 16, deliverable 5): made by `npm run staff:add` (or STAFF_BOOTSTRAP once at
// start), never by sign-up. The password meets the applicants' rules (spec section 5's schema and
// the blocklist) and is hashed the same way, through the same bounded hash pool.
import { randomUUID } from 'node:crypto';
import { validatorsById } from '../../generated/validators/schemas';
import type { HashPool } from '../auth/hash-pool';
import { hashPassword, isBlockedPassword } from '../auth/passwords';
import type { Queryable } from '../store/db';
import { countStaffAccounts, insertStaffAccount, staffByNormalizedEmail, staffByUuid } from '../store/staff';
import { isUniqueViolation, normalizeEmail } from '../services/identity';
import type { StaffAccount, StaffRow } from './account-row';

// The row and its mapping sit apart: staff tokens (below the services) read them too.
export { toStaffAccount, type StaffAccount, type StaffRow } from './account-row';

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  /** The brands this member may see; undefined or empty: every brand. */
  orgCodes?: string[];
}

/** Why an account cannot be made; the command prints it as is. */
export class StaffAccountError extends Error {}
/** The email has an account already. */
export class StaffAccountExists extends StaffAccountError {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The applicants' password rules: the schema's rule (length, classes) and the blocklist. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (!validatorsById.password!(password)) {
    return 'The password needs 12 or more characters with an upper-case and a lower-case letter, a digit and a symbol (any punctuation or symbol, such as - or !).';
  }
  if (isBlockedPassword(password, [email.split('@')[0] ?? '', 'staff'])) return 'The password is too common or too easy to guess.';
  return undefined;
}

export async function createStaffAccount(db: Queryable, hashing: HashPool, input: NewStaff, knownOrgCodes?: readonly string[]): Promise<StaffAccount> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 254) throw new StaffAccountError(`Not an email address: "${input.email}"`);
  if (!name || name.length > 200) throw new StaffAccountError('A name of 1 to 200 characters is required.');
  const unknown = (input.orgCodes ?? []).filter((code) => knownOrgCodes && !knownOrgCodes.includes(code));
  if (unknown.length) throw new StaffAccountError(`Unknown brand: ${unknown.join(', ')}`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw new StaffAccountError(problem);
  const hash = await hashing.run(() => hashPassword(input.password));
  const orgCodes = input.orgCodes?.length ? [...new Set(input.orgCodes)] : null;
  const uuid = randomUUID();
  try {
    await insertStaffAccount(db, { uuid, email: input.email.trim(), emailNormalized: email, passwordHash: hash, name, orgCodes });
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffAccountExists(`A staff account with the email ${email} exists already.`);
    throw error;
  }
  return { uuid, email: input.email.trim(), name, orgCodes, disabled: false };
}

export function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  return staffByNormalizedEmail(db, normalizeEmail(email));
}

export const getStaff = staffByUuid;

/**
 * STAFF_BOOTSTRAP=<email> (with STAFF_PASSWORD) makes the first staff account at start when none
 * exists, for a test bed whose database the command cannot reach (the browser tests' PGlite is
 * held by the server). With NODE_ENV=production it is refused unless STAFF_BOOTSTRAP_IN_PRODUCTION=allow.
 */
export async function bootstrapStaff(db: Queryable, hashing: HashPool, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const notices = [await bootstrapFirstStaff(db, hashing, env), ...(await bootstrapBrandStaff(db, hashing, env))].filter((n): n is string => n !== undefined);
  return notices.length ? notices.join('; ') : undefined;
}

function refuseInProduction(env: NodeJS.ProcessEnv, name: string): void {
  if (env.NODE_ENV === 'production' && env.STAFF_BOOTSTRAP_IN_PRODUCTION !== 'allow') {
    throw new Error(`${name} is refused with NODE_ENV=production unless STAFF_BOOTSTRAP_IN_PRODUCTION=allow; use npm run staff:add`);
  }
}

/**
 * STAFF_BOOTSTRAP_BRANDS=<email>=<orgCode>[|<orgCode>...],... (with STAFF_PASSWORD): members given
 * some brands only, each made at start when its email has no account, so a browser test can sign in
 * as one brand's staff and see that another brand's chat is not theirs (tests/e2e/staff-account.ts).
 */
async function bootstrapBrandStaff(db: Queryable, hashing: HashPool, env: NodeJS.ProcessEnv): Promise<string[]> {
  const entries = (env.STAFF_BOOTSTRAP_BRANDS ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return [];
  refuseInProduction(env, 'STAFF_BOOTSTRAP_BRANDS');
  const made: string[] = [];
  for (const entry of entries) {
    const [email = '', brands = ''] = entry.split('=');
    const orgCodes = brands.split('|').map((c) => c.trim()).filter(Boolean);
    if (!email.trim() || !orgCodes.length) throw new Error(`STAFF_BOOTSTRAP_BRANDS: "${entry}" is not email=orgCode[|orgCode]`);
    if (await findStaffByEmail(db, email)) continue;
    try {
      await createStaffAccount(db, hashing, { email, name: 'Staff', password: env.STAFF_PASSWORD ?? '', orgCodes });
      made.push(`Staff account ${email.trim()} created for ${orgCodes.join(', ')} (STAFF_BOOTSTRAP_BRANDS)`);
    } catch (error) {
      if (error instanceof StaffAccountExists) continue;
      if (error instanceof StaffAccountError) throw new Error(`STAFF_BOOTSTRAP_BRANDS: ${error.message}`, { cause: error });
      throw error;
    }
  }
  return made;
}

async function bootstrapFirstStaff(db: Queryable, hashing: HashPool, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const email = env.STAFF_BOOTSTRAP?.trim();
  if (!email) return undefined;
  refuseInProduction(env, 'STAFF_BOOTSTRAP');
  if ((await countStaffAccounts(db)) > 0) return undefined;
  try {
    await createStaffAccount(db, hashing, { email, name: env.STAFF_BOOTSTRAP_NAME?.trim() || 'Staff', password: env.STAFF_PASSWORD ?? '' });
  } catch (error) {
    // Two servers starting together on one PostgreSQL: the other one made it.
    if (error instanceof StaffAccountExists) return undefined;
    if (error instanceof StaffAccountError) throw new Error(`STAFF_BOOTSTRAP: ${error.message}`, { cause: error });
    throw error;
  }
  return `Staff account ${email} created (STAFF_BOOTSTRAP)`;
}

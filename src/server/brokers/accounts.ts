// Broker accounts (issue 16, deliverable 3): an identity of role 'agent' (the agent variant of the
// sign-in) linked to the loan originator it works as, on one brand. Made by `npm run broker:add` or
// BROKER_BOOTSTRAP at start, never by sign-up. The password meets the applicants' rules.
import { randomUUID } from 'node:crypto';
import type { HashPool } from '../auth/hash-pool';
import { hashPassword } from '../auth/passwords';
import type { LeadPortal } from '../providers/types';
import type { Queryable } from '../store/db';
import { isUniqueViolation, normalizeEmail } from '../services/identity';
import { passwordProblem } from '../staff/accounts';
import { insertBrokerAccount } from '../store/brokers';
import { insertAgentIdentity, insertEmptyProfile } from '../store/identities';

export { findBroker, type BrokerRow } from '../store/brokers';

export interface NewBroker {
  email: string;
  password: string;
  organizationCode: string;
  loanOriginatorUuid: string;
}

/** Why a broker cannot be made; the command prints it as is. */
export class BrokerAccountError extends Error {}
export class BrokerAccountExists extends BrokerAccountError {}

export async function createBrokerAccount(db: Queryable, hashing: HashPool, leads: LeadPortal, input: NewBroker): Promise<string> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new BrokerAccountError(`Not an email: ${input.email}`);
  const problem = passwordProblem(input.password, email);
  if (problem) throw new BrokerAccountError(problem);
  // The originator must exist for this brand: its card is what referred applicants see.
  if (!(await leads.getLoanOriginator(input.loanOriginatorUuid, input.organizationCode))) {
    throw new BrokerAccountError(`No loan originator ${input.loanOriginatorUuid} for ${input.organizationCode}`);
  }
  const hash = await hashing.run(() => hashPassword(input.password));
  const uuid = randomUUID();
  try {
    await insertAgentIdentity(db, { uuid, email: input.email.trim(), emailNormalized: email, passwordHash: hash, organizationCode: input.organizationCode });
    await insertEmptyProfile(db, uuid);
    await insertBrokerAccount(db, { identityUuid: uuid, organizationCode: input.organizationCode, loanOriginatorUuid: input.loanOriginatorUuid });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BrokerAccountExists(`An account with the email ${input.email} exists already.`);
    throw error;
  }
  return uuid;
}

/** BROKER_BOOTSTRAP entries: `email=orgCode/loanOriginatorUuid`, comma-separated. */
export function parseBrokerBootstrap(value: string): Array<Omit<NewBroker, 'password'>> {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([^=\s]+)=([a-z0-9-]+)\/([0-9a-f-]{36})$/.exec(entry);
      if (!match) throw new Error(`BROKER_BOOTSTRAP: "${entry}" is not email=orgCode/loanOriginatorUuid`);
      return { email: match[1]!, organizationCode: match[2]!, loanOriginatorUuid: match[3]! };
    });
}

/**
 * BROKER_BOOTSTRAP (with BROKER_PASSWORD) makes broker accounts at start for a test bed whose
 * database the command cannot reach (the browser tests' PGlite); an existing one is left as it is.
 * With NODE_ENV=production it is refused unless BROKER_BOOTSTRAP_IN_PRODUCTION=allow.
 */
export async function bootstrapBrokers(db: Queryable, hashing: HashPool, leads: LeadPortal, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const value = env.BROKER_BOOTSTRAP?.trim();
  if (!value) return undefined;
  if (env.NODE_ENV === 'production' && env.BROKER_BOOTSTRAP_IN_PRODUCTION !== 'allow') {
    throw new Error('BROKER_BOOTSTRAP is refused with NODE_ENV=production unless BROKER_BOOTSTRAP_IN_PRODUCTION=allow; use npm run broker:add');
  }
  const made: string[] = [];
  for (const broker of parseBrokerBootstrap(value)) {
    try {
      await createBrokerAccount(db, hashing, leads, { ...broker, password: env.BROKER_PASSWORD ?? '' });
      made.push(broker.email);
    } catch (error) {
      if (error instanceof BrokerAccountExists) continue;
      if (error instanceof BrokerAccountError) throw new Error(`BROKER_BOOTSTRAP: ${error.message}`, { cause: error });
      throw error;
    }
  }
  return made.length ? `Broker accounts created (BROKER_BOOTSTRAP): ${made.join(', ')}` : undefined;
}

// Registration, login and logout. Passwords meet the spec's rule (checked by the schema before we
// get here) and the blocklist; attempts are rate-limited per client address and per account.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import { hashPassword, isBlockedPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import type { Limit } from '../auth/rate-limit';
import { loginDelayMs } from '../auth/login-delay';
import type { Org } from '../orgs';
import { mailLoginCode, useLoginCode } from './login-codes';
import type { ApiIdentity } from '../../generated/types/api-identity';
import {
  findIdentityByEmail,
  getIdentity,
  insertCustomerIdentity,
  insertEmptyProfile,
  setPasswordHash,
  setPhoneNumber,
  type Identity,
  type IdentityRole,
} from '../store/identities';

export const LIMITS = {
  registerIp: { name: 'register-ip', max: 20, windowSeconds: 600 },
  registerAccount: { name: 'register-account', max: 5, windowSeconds: 600 },
  loginIp: { name: 'login-ip', max: 30, windowSeconds: 300 },
  // Per account and client address: an attacker's address is stopped after 10 tries (and waits
  // longer each try past 5), while the owner signing in from another address is not.
  loginAccountAddress: { name: 'login-account-ip', max: 10, windowSeconds: 900 },
  // Failures per account from every address: past them a login needs the code mailed to the owner
  // (issue 23: no lock-out an attacker can cause), so a guesser rotating addresses gets nowhere.
  loginAccount: { name: 'login-account', max: 30, windowSeconds: 900 },
} satisfies Record<string, Limit>;

// The login delay lives under auth/ (the app context names it); re-exported for the callers here.
export { DEFAULT_LOGIN_DELAY, loginDelayMs, type LoginDelay } from '../auth/login-delay';

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export type Role = IdentityRole;

/** An email as accounts are keyed by it (email_normalized). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function toApiIdentity(identity: Identity): ApiIdentity {
  return {
    uuid: identity.uuid,
    email: identity.email,
    phoneNumber: identity.phoneNumber,
    organizationCode: identity.organizationCode,
    type: identity.role,
    profileType: identity.profileType,
    createdAt: identity.createdAt,
  };
}

export interface RegisterInput {
  email: string;
  password: string;
  phoneNumber?: string;
}

export async function register(ctx: AppContext, input: RegisterInput, brand: Org, clientIp: string) {
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(LIMITS.registerIp, clientIp);
  await ctx.limiter.hit(LIMITS.registerAccount, email);
  if (isBlockedPassword(input.password, [email.split('@')[0] ?? '', brand.name, brand.orgCode])) {
    throw new AppError('PASSWORD_BLOCKED');
  }
  // Hashed before the email is looked up, so a taken email costs the same time as a free one.
  const hash = await ctx.hashing.run(() => hashPassword(input.password));
  const existing = await findByEmail(ctx, email);
  if (existing) throw new AppError('ACCOUNT_EXISTS');
  const uuid = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await insertCustomerIdentity(tx, {
        uuid,
        email: input.email.trim(),
        emailNormalized: email,
        passwordHash: hash,
        organizationCode: brand.orgCode,
        phoneNumber: input.phoneNumber ?? null,
      });
      await insertEmptyProfile(tx, uuid);
    });
  } catch (error) {
    // Two registrations of one email racing: the unique index decides, the loser is told as usual.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  const identity = (await getIdentityRow(ctx, uuid))!;
  return { identity: toApiIdentity(identity), jwt: await ctx.tokens.issue(uuid, 'customer') };
}

export interface LoginInput {
  email: string;
  password: string;
  /** The one-time code mailed past the account's ceiling of failures (login-codes.ts). */
  code?: string;
}

/**
 * Per client address: every account (login-ip) and this account (login-account-ip) answer 429, and
 * this address's tries on the account wait longer and longer. Per account from every address, the
 * failures only raise the bar: past login-account, the password needs the code mailed to the owner,
 * so guessers rotating addresses get no further and the owner, from any address, still gets in.
 */
export async function login(ctx: AppContext, input: LoginInput, from: { role: Role; clientIp: string; log?: MailLog }) {
  const { role, clientIp, log } = from;
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(LIMITS.loginIp, clientIp);
  const tries = await ctx.limiter.hit(LIMITS.loginAccountAddress, `${email}|${clientIp}`);
  // Counted by email, so an unknown email waits exactly as a known one (catalogue A4).
  await sleep(loginDelayMs(tries, ctx.loginDelay));
  const needsCode = await ctx.limiter.passed(LIMITS.loginAccount, email);
  const row = await findByEmail(ctx, email);
  const ok = await ctx.hashing.run(() =>
    row && row.role === role ? verifyPassword(row.passwordHash, input.password) : verifyAgainstNothing(input.password),
  );
  if (!ok || !row) {
    await ctx.limiter.count(LIMITS.loginAccount, email);
    // Past the ceiling a wrong password is answered as a right one without its code: no oracle.
    if (needsCode) throw new AppError(input.code ? 'LOGIN_CODE_INVALID' : 'LOGIN_CODE_REQUIRED');
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (needsCode) {
    if (!input.code) {
      // Mailed after the answer (as a reset link), so the time does not tell a right password either.
      void mailLoginCode(ctx, { kind: 'identity', uuid: row.uuid, email: row.email, orgCode: row.organizationCode }).catch((error: unknown) => log?.error({ err: { type: (error as Error)?.name } }, 'login code mail failed'));
      throw new AppError('LOGIN_CODE_REQUIRED');
    }
    if (!(await useLoginCode(ctx, { kind: 'identity', uuid: row.uuid }, input.code.trim()))) throw new AppError('LOGIN_CODE_INVALID');
  }
  if (needsRehash(row.passwordHash)) {
    const hash = await ctx.hashing.run(() => hashPassword(input.password));
    await setPasswordHash(ctx.db, row.uuid, hash);
  }
  return { identity: toApiIdentity(row), jwt: await ctx.tokens.issue(row.uuid, row.role) };
}

type MailLog = { error: (obj: object, msg: string) => void };

function findByEmail(ctx: AppContext, email: string): Promise<Identity | undefined> {
  return findIdentityByEmail(ctx.db, email);
}

export function getIdentityRow(ctx: Pick<AppContext, 'db'>, uuid: string): Promise<Identity | undefined> {
  return getIdentity(ctx.db, uuid);
}

export async function setPhoneAlias(ctx: AppContext, uuid: string, phone: string): Promise<void> {
  await setPhoneNumber(ctx.db, uuid, phone);
}

export function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';
}

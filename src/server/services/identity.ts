// Registration, login and logout. Passwords meet the spec's rule (checked by the schema before we
// get here) and the blocklist; attempts are rate-limited per client address and per account.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import { hashPassword, isBlockedPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import type { Limit } from '../auth/rate-limit';
import type { Org } from '../orgs';
import type { ApiIdentity } from '../../generated/types/api-identity';

export const LIMITS = {
  registerIp: { name: 'register-ip', max: 20, windowSeconds: 600 },
  registerAccount: { name: 'register-account', max: 5, windowSeconds: 600 },
  loginIp: { name: 'login-ip', max: 30, windowSeconds: 300 },
  // Well under 100 guesses a day per account (catalogue A3), and the owner gets back in after the window.
  loginAccount: { name: 'login-account', max: 10, windowSeconds: 900 },
} satisfies Record<string, Limit>;

export type Role = 'customer' | 'agent';

interface IdentityRow {
  uuid: string;
  email: string;
  password_hash: string;
  role: Role;
  organization_code: string;
  phone_number: string | null;
  created_at: Date | string;
}

const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function toApiIdentity(row: IdentityRow): ApiIdentity {
  return {
    uuid: row.uuid,
    email: row.email,
    phoneNumber: row.phone_number,
    organizationCode: row.organization_code,
    type: row.role,
    createdAt: new Date(row.created_at).toISOString(),
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
  const existing = await findByEmail(ctx, email);
  if (existing) throw new AppError('ACCOUNT_EXISTS');
  const uuid = randomUUID();
  const hash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `insert into identities (uuid, email, email_normalized, password_hash, role, organization_code, phone_number)
         values ($1, $2, $3, $4, 'customer', $5, $6)`,
        [uuid, input.email.trim(), email, hash, brand.orgCode, input.phoneNumber ?? null],
      );
      await tx.query('insert into profiles (identity_uuid) values ($1)', [uuid]);
    });
  } catch (error) {
    // Two registrations of one email racing: the unique index decides, the loser is told as usual.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  const identity = (await getIdentityRow(ctx, uuid))!;
  return { identity: toApiIdentity(identity), jwt: await ctx.tokens.issue(uuid, 'customer') };
}

export async function login(ctx: AppContext, input: { email: string; password: string }, role: Role, clientIp: string) {
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(LIMITS.loginIp, clientIp);
  await ctx.limiter.hit(LIMITS.loginAccount, email);
  const row = await findByEmail(ctx, email);
  const ok = row && row.role === role ? await verifyPassword(row.password_hash, input.password) : await verifyAgainstNothing(input.password);
  if (!ok || !row) throw new AppError('INVALID_CREDENTIALS');
  if (needsRehash(row.password_hash)) {
    await ctx.db.query('update identities set password_hash = $1 where uuid = $2', [await hashPassword(input.password), row.uuid]);
  }
  return { identity: toApiIdentity(row), jwt: await ctx.tokens.issue(row.uuid, row.role) };
}

async function findByEmail(ctx: AppContext, email: string): Promise<IdentityRow | undefined> {
  const { rows } = await ctx.db.query<IdentityRow>('select * from identities where email_normalized = $1', [email]);
  return rows[0];
}

export async function getIdentityRow(ctx: Pick<AppContext, 'db'>, uuid: string): Promise<IdentityRow | undefined> {
  const { rows } = await ctx.db.query<IdentityRow>('select * from identities where uuid = $1', [uuid]);
  return rows[0];
}

export async function setPhoneAlias(ctx: AppContext, uuid: string, phone: string): Promise<void> {
  await ctx.db.query('update identities set phone_number = $1 where uuid = $2', [phone, uuid]);
}

export function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';
}

// Staff sign-in: rate limited per client address and per account like the applicants' login
// (src/server/services/identity.ts), with the same growing wait and the same cost for an unknown
// email. A disabled account is refused exactly as a wrong password.
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import type { Limit } from '../auth/rate-limit';
import { needsRehash, verifyAgainstNothing, verifyPassword, hashPassword } from '../auth/passwords';
import { loginDelayMs, normalizeEmail } from '../services/identity';
import { findStaffByEmail, toStaffAccount, type StaffAccount } from './accounts';
import { writeStaffAudit } from './audit';

export const STAFF_LIMITS = {
  signInIp: { name: 'staff-login-ip', max: 30, windowSeconds: 300 },
  signInAccountAddress: { name: 'staff-login-account-ip', max: 10, windowSeconds: 900 },
  signInAccount: { name: 'staff-login-account', max: 30, windowSeconds: 900 },
} satisfies Record<string, Limit>;

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export async function staffSignIn(ctx: AppContext, input: { email: string; password: string }, clientIp: string): Promise<{ jwt: string; staff: StaffAccount }> {
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(STAFF_LIMITS.signInIp, clientIp);
  await ctx.limiter.hit(STAFF_LIMITS.signInAccountAddress, `${email}|${clientIp}`);
  const tries = await ctx.limiter.hit(STAFF_LIMITS.signInAccount, email);
  await sleep(loginDelayMs(tries, ctx.loginDelay));
  const row = await findStaffByEmail(ctx.db, email);
  const usable = row && row.disabled_at === null;
  const ok = await ctx.hashing.run(() => (usable ? verifyPassword(row.password_hash, input.password) : verifyAgainstNothing(input.password)));
  if (!ok || !row) {
    // Who was tried is recorded only for an account that exists (never the email typed).
    await writeStaffAudit(ctx.db, { staffUuid: row?.uuid ?? null, action: 'sign-in-failed', details: { clientIp } });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (needsRehash(row.password_hash)) {
    const hash = await ctx.hashing.run(() => hashPassword(input.password));
    await ctx.db.query('update staff_accounts set password_hash = $1 where uuid = $2', [hash, row.uuid]);
  }
  await writeStaffAudit(ctx.db, { staffUuid: row.uuid, action: 'sign-in', details: { clientIp } });
  return { jwt: await ctx.staffTokens.issue(row.uuid), staff: toStaffAccount(row) };
}

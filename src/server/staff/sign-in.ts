// Staff sign-in: rate limited per client address like the applicants' login
// (src/server/services/identity.ts), with the same growing wait per address and the same cost for
// an unknown email. Past the per-account ceiling of failures no one is locked out (issue 23): the
// right password needs a one-time code mailed to the member (services/login-codes.ts). A disabled
// account is refused exactly as a wrong password, and is mailed nothing.
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import type { Limit } from '../auth/rate-limit';
import { needsRehash, verifyAgainstNothing, verifyPassword, hashPassword } from '../auth/passwords';
import { loginDelayMs, normalizeEmail, type LoginInput } from '../services/identity';
import { mailLoginCode, useLoginCode } from '../services/login-codes';
import { findStaffByEmail, toStaffAccount, type StaffAccount, type StaffRow } from './accounts';
import { setStaffPasswordHash } from '../store/staff';
import { writeStaffAudit } from './audit';

export const STAFF_LIMITS = {
  signInIp: { name: 'staff-login-ip', max: 30, windowSeconds: 300 },
  // Per account and client address: a guesser's address is stopped (429) and waits longer each try past 5.
  signInAccountAddress: { name: 'staff-login-account-ip', max: 10, windowSeconds: 900 },
  // Failures per account from every address: never a 429; past it a sign-in needs the mailed code.
  signInAccount: { name: 'staff-login-account', max: 30, windowSeconds: 900 },
} satisfies Record<string, Limit>;

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export interface StaffSignInRequest {
  clientIp: string;
  /** The brand of the request (host, else the default): named in the code's mail when the member is not tied to brands. */
  orgCode: string;
  log?: { error: (obj: object, msg: string) => void };
}

export async function staffSignIn(ctx: AppContext, input: LoginInput, request: StaffSignInRequest): Promise<{ jwt: string; staff: StaffAccount }> {
  const { clientIp } = request;
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(STAFF_LIMITS.signInIp, clientIp);
  const tries = await ctx.limiter.hit(STAFF_LIMITS.signInAccountAddress, `${email}|${clientIp}`);
  await sleep(loginDelayMs(tries, ctx.loginDelay));
  const needsCode = await ctx.limiter.passed(STAFF_LIMITS.signInAccount, email);
  const row = await findStaffByEmail(ctx.db, email);
  const usable = row && row.disabled_at === null;
  const ok = await ctx.hashing.run(() => (usable ? verifyPassword(row.password_hash, input.password) : verifyAgainstNothing(input.password)));
  if (!ok || !row) {
    await ctx.limiter.count(STAFF_LIMITS.signInAccount, email);
    // Who was tried is recorded only for an account that exists (never the email typed).
    await writeStaffAudit(ctx.db, { staffUuid: row?.uuid ?? null, action: 'sign-in-failed', details: { clientIp } });
    // Past the ceiling a wrong password is answered as a right one without its code: no oracle.
    if (needsCode) throw new AppError(input.code ? 'LOGIN_CODE_INVALID' : 'LOGIN_CODE_REQUIRED');
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (needsCode) await requireCode(ctx, row, input.code, request);
  if (needsRehash(row.password_hash)) {
    const hash = await ctx.hashing.run(() => hashPassword(input.password));
    await setStaffPasswordHash(ctx.db, row.uuid, hash);
  }
  await writeStaffAudit(ctx.db, { staffUuid: row.uuid, action: 'sign-in', details: { clientIp } });
  return { jwt: await ctx.staffTokens.issue(row.uuid), staff: toStaffAccount(row) };
}

/** The right password past the ceiling: without a code one is mailed; with one it must be a live code of this member's. */
async function requireCode(ctx: AppContext, row: StaffRow, code: string | undefined, request: StaffSignInRequest): Promise<void> {
  const account = { kind: 'staff' as const, uuid: row.uuid };
  if (!code) {
    await writeStaffAudit(ctx.db, { staffUuid: row.uuid, action: 'sign-in-code-mailed', details: { clientIp: request.clientIp } });
    // Mailed after the answer (as a reset link), so the time does not tell a right password either.
    const orgCode = row.org_codes?.[0] ?? request.orgCode;
    void mailLoginCode(ctx, { ...account, email: row.email, orgCode }).catch((error: unknown) =>
      request.log?.error({ err: { type: (error as Error)?.name } }, 'staff login code mail failed'),
    );
    throw new AppError('LOGIN_CODE_REQUIRED');
  }
  if (!(await useLoginCode(ctx, account, code.trim()))) {
    await writeStaffAudit(ctx.db, { staffUuid: row.uuid, action: 'sign-in-failed', details: { clientIp: request.clientIp, code: 'wrong' } });
    throw new AppError('LOGIN_CODE_INVALID');
  }
}

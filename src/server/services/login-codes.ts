// One-time login codes (issue 23, defect 11). Failed logins on one account from every address are
// counted; past the ceiling the right password alone no longer signs in (an attacker rotating
// addresses gets no further), but nor is the owner locked out: a six-digit code is mailed to them,
// and the password with that code signs in. A code is kept only as a SHA-256 bound to its account,
// is usable once, for CODE_TTL_MINUTES and CODE_TRIES wrong tries, and few are mailed per window.
// Applicants' logins (services/identity.ts) and staff sign-in (staff/sign-in.ts) share it.
import { createHash, randomInt } from 'node:crypto';
import { copyText } from '../../core/copy/resolve';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/rate-limit';
import { countWrongLoginCode, insertLoginCode, useLoginCodeRow } from '../store/login-codes';

export const CODE_TTL_MINUTES = 15;
/** Wrong codes before every live code of the account is spent (a new one is mailed on the next right password). */
export const CODE_TRIES = 5;

export const LOGIN_CODE_LIMITS = {
  // Codes mailed per account: bounds the mail an attacker who knows the password can cause.
  mailed: { name: 'login-code-account', max: 5, windowSeconds: 900 },
} satisfies Record<string, Limit>;

type Ctx = Pick<AppContext, 'db' | 'limiter' | 'mail' | 'copy' | 'now' | 'orgs'>;

/** Whose code: an applicant's identity or a staff account (migration 0023: one column each, a real foreign key). */
export interface CodeAccount {
  kind: 'identity' | 'staff';
  uuid: string;
}

const codeHash = (account: CodeAccount, code: string) => createHash('sha256').update(`${account.uuid}:${code}`).digest('hex');

/** Makes a code and mails it to the account's owner, unless this window's mails are spent. `orgCode`: the brand named in the mail. */
export async function mailLoginCode(ctx: Ctx, account: CodeAccount & { email: string; orgCode: string }): Promise<void> {
  if ((await ctx.limiter.count(LOGIN_CODE_LIMITS.mailed, account.uuid)) > LOGIN_CODE_LIMITS.mailed.max) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(ctx.now().getTime() + CODE_TTL_MINUTES * 60_000);
  await insertLoginCode(ctx.db, { codeHash: codeHash(account, code), account: { kind: account.kind, uuid: account.uuid }, expiresAt: expires.toISOString() });
  const values = { company: ctx.orgs.require(account.orgCode).manifest.companyName, minutes: CODE_TTL_MINUTES, code };
  const t = (key: string) => copyText(ctx.copy, key, values);
  await ctx.mail.send({
    to: account.email,
    subject: t('mail.loginCode.subject'),
    text: ['greeting', 'body', 'code', 'ignore'].map((part) => t(`mail.loginCode.${part}`)).join('\n\n'),
  });
}

/** Uses the code if it is a live one of the account's; a wrong code counts against every live one. */
export async function useLoginCode(ctx: Pick<AppContext, 'db' | 'now'>, account: CodeAccount, code: string): Promise<boolean> {
  const now = ctx.now().toISOString();
  if (await useLoginCodeRow(ctx.db, { codeHash: codeHash(account, code), account, nowIso: now, maxTries: CODE_TRIES })) return true;
  await countWrongLoginCode(ctx.db, account, now);
  return false;
}

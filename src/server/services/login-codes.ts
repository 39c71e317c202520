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
const column = (kind: CodeAccount['kind']) => (kind === 'staff' ? 'staff_uuid' : 'identity_uuid');

const codeHash = (account: CodeAccount, code: string) => createHash('sha256').update(`${account.uuid}:${code}`).digest('hex');

/** Makes a code and mails it to the account's owner, unless this window's mails are spent. `orgCode`: the brand named in the mail. */
export async function mailLoginCode(ctx: Ctx, account: CodeAccount & { email: string; orgCode: string }): Promise<void> {
  if ((await ctx.limiter.count(LOGIN_CODE_LIMITS.mailed, account.uuid)) > LOGIN_CODE_LIMITS.mailed.max) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(ctx.now().getTime() + CODE_TTL_MINUTES * 60_000);
  await ctx.db.query(`insert into login_codes (code_hash, account_kind, ${column(account.kind)}, expires_at) values ($1, $2, $3, $4) on conflict (code_hash) do nothing`, [
    codeHash(account, code),
    account.kind,
    account.uuid,
    expires.toISOString(),
  ]);
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
  const owner = column(account.kind);
  const used = await ctx.db.query(
    `update login_codes set used_at = $3
     where code_hash = $1 and account_kind = $5 and ${owner} = $2 and used_at is null and expires_at > $3 and wrong_tries < $4
     returning code_hash`,
    [codeHash(account, code), account.uuid, now, CODE_TRIES, account.kind],
  );
  if (used.rows.length > 0) return true;
  await ctx.db.query(`update login_codes set wrong_tries = wrong_tries + 1 where account_kind = $3 and ${owner} = $1 and used_at is null and expires_at > $2`, [
    account.uuid,
    now,
    account.kind,
  ]);
  return false;
}

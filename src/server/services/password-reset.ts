// Forgotten passwords (catalogue A6): a reset link by mail, then a new password. The token is 128
// bits from the CSPRNG, stored only as its SHA-256, bound to one identity, single use and valid
// for RESET_TTL_MINUTES; asking and using are rate limited by address and by account. The answer
// to "forgot" is the same whether or not the email has an account, and the mail goes out after
// it, so neither the words nor the time tell. A reset ends every other session of the account.
import { createHash, randomBytes } from 'node:crypto';
import { copyText } from '../../core/copy/resolve';
import { outwardLink } from '../../core/links/outward-origin';
import { pageRoutes, RESET_TTL_MINUTES } from '../../core/contract/routes';
import type { AppContext } from '../app-context';
import { hashPassword, isBlockedPassword } from '../auth/passwords';
import type { Limit } from '../auth/rate-limit';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import { normalizeEmail } from './identity';
import { findCustomerByEmail, setPasswordHash } from '../store/identities';
import { endPasswordResetsOf, findPasswordReset, insertPasswordReset, usePasswordReset } from '../store/password-resets';
import { revokeSessionsOf } from '../store/sessions';


export const RESET_LIMITS = {
  forgotIp: { name: 'forgot-ip', max: 10, windowSeconds: 900 },
  forgotAccount: { name: 'forgot-account', max: 3, windowSeconds: 900 },
  // Guessing a token: 128 bits make it hopeless; the limit keeps the tries from costing the server.
  resetIp: { name: 'reset-ip', max: 20, windowSeconds: 900 },
} satisfies Record<string, Limit>;

type Ctx = Pick<AppContext, 'db' | 'limiter' | 'hashing' | 'mail' | 'copy' | 'now' | 'publicOrigin'>;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ForgotInput {
  email: string;
  brand: Org;
  clientIp: string;
  /** linkOriginOf's answer (src/server/links.ts): undefined when no link may be made. */
  origin: string | undefined;
  log: { error: (obj: object, msg: string) => void };
}

/** Answers at once; the link is made and mailed after, for an account that exists. */
export async function forgotPassword(ctx: Ctx, input: ForgotInput): Promise<void> {
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(RESET_LIMITS.forgotIp, input.clientIp);
  await ctx.limiter.hit(RESET_LIMITS.forgotAccount, email);
  void mailResetLink(ctx, email, input).catch((error: unknown) => input.log.error({ err: { type: (error as Error)?.name } }, 'password reset mail failed'));
}

async function mailResetLink(ctx: Ctx, email: string, input: ForgotInput): Promise<void> {
  const identity = await findCustomerByEmail(ctx.db, email);
  if (!identity) return;
  if (!input.origin) {
    input.log.error({}, 'password reset: PUBLIC_ORIGIN is not set and the request did not come to a local host; no link can be mailed');
    return;
  }
  const token = randomBytes(16).toString('base64url');
  const expires = new Date(ctx.now().getTime() + RESET_TTL_MINUTES * 60_000);
  await insertPasswordReset(ctx.db, { tokenHash: tokenHash(token), identityUuid: identity.uuid, expiresAt: expires.toISOString() });
  const link = outwardLink(input.origin, pageRoutes.resetPassword, { token, org: input.brand.orgCode });
  const t = (key: string, params: Record<string, unknown> = {}) => copyText(ctx.copy, key, params);
  const values = { company: input.brand.manifest.companyName, minutes: RESET_TTL_MINUTES, link };
  await ctx.mail.send({
    to: identity.email,
    subject: t('mail.passwordReset.subject', values),
    text: ['greeting', 'body', 'link', 'ignore'].map((part) => `mail.passwordReset.${part}`).map((key) => t(key, values)).join('\n\n'),
  });
}

/** Sets the new password for the token's account, once; every session of the account ends. */
export async function resetPassword(ctx: Ctx, input: { token: string; password: string; brand: Org; clientIp: string }): Promise<void> {
  await ctx.limiter.hit(RESET_LIMITS.resetIp, input.clientIp);
  const hash = tokenHash(input.token);
  const reset = await findPasswordReset(ctx.db, hash);
  if (!reset || reset.usedAt !== null || reset.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('RESET_LINK_INVALID');
  if (isBlockedPassword(input.password, [reset.email.split('@')[0] ?? '', input.brand.name, input.brand.orgCode])) throw new AppError('PASSWORD_BLOCKED');
  const passwordHash = await ctx.hashing.run(() => hashPassword(input.password));
  await ctx.db.transaction(async (tx) => {
    // Used once: of two requests with one token, only the first finds it unused.
    if (!(await usePasswordReset(tx, hash, ctx.now().toISOString()))) throw new AppError('RESET_LINK_INVALID');
    await setPasswordHash(tx, reset.identityUuid, passwordHash);
    // Any other link of the account, and every session, end with the reset.
    await endPasswordResetsOf(tx, reset.identityUuid, ctx.now().toISOString());
    await revokeSessionsOf(tx, reset.identityUuid);
  });
}

// The settings page's account actions (issue 29 item 4, /dashboard/settings): a password changed
// with the current one, and the other sessions of the account ended. A changed password ends every
// other session too (as a reset does), but keeps the one that changed it: the applicant stays
// signed in on the page they are on. Tries are limited per account, so the current password
// cannot be guessed through this route faster than through the login.
import type { AppContext } from '../app-context';
import { hashPassword, isBlockedPassword, verifyPassword } from '../auth/passwords';
import type { Limit } from '../auth/rate-limit';
import type { Session } from '../auth/tokens';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import { getIdentity, setPasswordHash } from '../store/identities';
import { revokeOtherSessionsOf } from '../store/sessions';

export const PASSWORD_CHANGE_LIMIT = { name: 'password-change-account', max: 10, windowSeconds: 900 } satisfies Limit;

type Ctx = Pick<AppContext, 'db' | 'limiter' | 'hashing'>;

export interface PasswordChange {
  session: Session;
  currentPassword: string;
  password: string;
  brand: Org;
}

export async function changePassword(ctx: Ctx, { session, currentPassword, password, brand }: PasswordChange): Promise<void> {
  await ctx.limiter.hit(PASSWORD_CHANGE_LIMIT, session.identityUuid);
  const identity = await getIdentity(ctx.db, session.identityUuid);
  if (!identity || !(await ctx.hashing.run(() => verifyPassword(identity.passwordHash, currentPassword)))) throw new AppError('CURRENT_PASSWORD_WRONG');
  if (isBlockedPassword(password, [identity.email.split('@')[0] ?? '', brand.name, brand.orgCode])) throw new AppError('PASSWORD_BLOCKED');
  const passwordHash = await ctx.hashing.run(() => hashPassword(password));
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, session.identityUuid, passwordHash);
    await revokeOtherSessionsOf(tx, session.identityUuid, session.jti);
  });
}

/** 'Sign out everywhere else': every session of the account but the caller's ends; answers how many. */
export async function signOutOtherSessions(ctx: Pick<AppContext, 'db'>, session: Session): Promise<number> {
  return revokeOtherSessionsOf(ctx.db, session.identityUuid, session.jti);
}

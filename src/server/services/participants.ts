// Participants of an application (issue 16): additional signers invited by the applicant (the
// co-deed screen's INVITE_CO_DEEDER) or by staff. An invitation's token is 128 bits from the
// CSPRNG, kept only as its SHA-256, usable once before its expiry; accepting it makes the
// signer's own identity (profile type CO_DEEDER, spec section 3) with the password they choose.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { copyText } from '../../core/copy/resolve';
import { signerPageRoutes } from '../../core/contract/signer-routes';
import { outwardLink } from '../../core/links/outward-origin';
import type { AppContext } from '../app-context';
import { hashPassword, isBlockedPassword } from '../auth/passwords';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import type { Queryable } from '../store/db';
import { participantRules } from '../participant-rules';
import { isUniqueViolation, normalizeEmail } from './identity';
import { insertNamedProfile, insertSignerIdentity } from '../store/identities';
import { findInvitation, insertInvitation, renewInvitation, sentInvitations, useInvitation } from '../store/participants';
import type { Limit } from '../auth/rate-limit';
import type { ApplicationRecord } from './application-records';
import { applicantName, propertyAddressLine } from './application-parts';
import { productInSentence } from './product-words';

export { participantRules } from '../participant-rules';
export { additionalSigners, sentInvitations, setSignerVerification, signerApplications, signerParticipant, type Participant } from '../store/participants';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
}

export interface Invitation extends Invitee {
  participantUuid: string;
  token: string;
}

const expiryFrom = (now: Date) => new Date(now.getTime() + participantRules.invitationTtlHours * 3_600_000);

/** Stores an invitation inside the caller's transaction; the token is returned once, for the mail. */
export async function createInvitation(
  tx: Queryable,
  input: { applicationUuid: string; invitee: Invitee; invitedBy: { kind: 'applicant' | 'staff'; uuid: string }; now: Date },
): Promise<Invitation> {
  const token = randomBytes(16).toString('base64url');
  const uuid = randomUUID();
  const expires = expiryFrom(input.now);
  await insertInvitation(tx, {
    uuid,
    applicationUuid: input.applicationUuid,
    firstName: input.invitee.firstName.trim(),
    lastName: input.invitee.lastName.trim(),
    email: input.invitee.email.trim(),
    tokenHash: tokenHash(token),
    expiresAt: expires.toISOString(),
    sentAt: input.now.toISOString(),
    invitedBy: input.invitedBy,
  });
  return { participantUuid: uuid, token, ...input.invitee };
}

type MailCtx = Pick<AppContext, 'mail' | 'copy' | 'products'>;

/**
 * Mails the invitation's link (the signer area's resume page with the token); no origin: 503,
 * nothing sent. It names who applied, for which product (its manifest's words) and on which property.
 */
export async function mailInvitation(ctx: MailCtx, invitation: Invitation, brand: Org, origin: string | undefined, record: ApplicationRecord): Promise<void> {
  if (!origin) throw new AppError('UNAVAILABLE');
  const link = outwardLink(origin, signerPageRoutes.resume, { token: invitation.token, org: brand.orgCode });
  const values = {
    company: brand.manifest.companyName,
    name: invitation.firstName,
    applicant: applicantName(record),
    product: productInSentence(ctx.products, ctx.copy, record.product),
    address: propertyAddressLine(record),
    link,
    days: Math.round(participantRules.invitationTtlHours / 24),
  };
  const t = (key: string) => copyText(ctx.copy, `mail.signerInvitation.${key}`, values);
  await ctx.mail.send({ to: invitation.email, subject: t('subject'), text: ['greeting', 'body', 'link', 'ignore'].map(t).join('\n\n') });
}

type AcceptCtx = Pick<AppContext, 'db' | 'hashing' | 'tokens' | 'now'>;

/** Makes the signer's identity with their password and signs them in; the token works once. */
export async function acceptInvitation(ctx: AcceptCtx, input: { token: string; password: string; brand: Org }): Promise<{ jwt: string; applicationUuid: string }> {
  const hash = tokenHash(input.token);
  const row = await findInvitation(ctx.db, hash);
  const live = row && row.usedAt === null && row.expiresAt.getTime() > ctx.now().getTime();
  if (!live || row.organizationCode !== input.brand.orgCode) throw new AppError('INVITATION_INVALID');
  if (isBlockedPassword(input.password, [row.email.split('@')[0] ?? '', input.brand.name, input.brand.orgCode])) throw new AppError('PASSWORD_BLOCKED');
  const passwordHash = await ctx.hashing.run(() => hashPassword(input.password));
  const identityUuid = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await insertSignerIdentity(tx, {
        uuid: identityUuid,
        email: row.email,
        emailNormalized: normalizeEmail(row.email),
        passwordHash,
        organizationCode: row.organizationCode,
        profileType: participantRules.profileType,
      });
      await insertNamedProfile(tx, identityUuid, { firstName: row.firstName, lastName: row.lastName });
      // Used once: of two requests with one token, only the first finds it unused (the other rolls back).
      if (!(await useInvitation(tx, row.uuid, { atIso: ctx.now().toISOString(), identityUuid }))) throw new AppError('INVITATION_INVALID');
    });
  } catch (error) {
    // The invited email already has an account: one identity per email (catalogue A2).
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  return { jwt: await ctx.tokens.issue(identityUuid, 'customer'), applicationUuid: row.applicationUuid };
}

/**
 * Resending an invitation (issue 31): a few a day per signer, so the button cannot become a way of
 * mailing someone again and again; the applicant's screen says when the last one went.
 */
export const RESEND_LIMIT: Limit = { name: 'invitation-resend', max: 3, windowSeconds: 86_400 };

type ResendCtx = Pick<AppContext, 'db' | 'mail' | 'copy' | 'products' | 'now' | 'limiter'>;

/**
 * Mails an additional signer who has not accepted yet a new link (the old one stops working), to
 * the email given if the applicant corrected it; refused once they accepted (they sign in with their
 * own password) or after the application left the statuses in which they sign.
 */
export async function resendInvitation(
  ctx: ResendCtx,
  input: { record: ApplicationRecord; participantUuid: string; email: string | undefined; brand: Org; origin: string | undefined },
): Promise<{ sentAt: string }> {
  const invitee = (await sentInvitations(ctx.db, input.record.uuid)).find((p) => p.uuid === input.participantUuid);
  if (!invitee) throw new AppError('NOT_FOUND');
  if (invitee.accepted || !participantRules.signsInStatuses.includes(input.record.status)) throw new AppError('INVITATION_NOT_RESENDABLE');
  if (!input.origin) throw new AppError('UNAVAILABLE');
  await ctx.limiter.hit(RESEND_LIMIT, invitee.uuid);
  const token = randomBytes(16).toString('base64url');
  const now = ctx.now();
  const email = input.email?.trim() || invitee.email;
  const renewed = await renewInvitation(ctx.db, invitee.uuid, { tokenHash: tokenHash(token), expiresAt: expiryFrom(now).toISOString(), sentAt: now.toISOString(), email });
  if (!renewed) throw new AppError('INVITATION_NOT_RESENDABLE');
  await mailInvitation(ctx, { participantUuid: invitee.uuid, token, firstName: invitee.firstName, lastName: invitee.lastName, email }, input.brand, input.origin, input.record);
  return { sentAt: now.toISOString() };
}

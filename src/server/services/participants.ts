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

export { participantRules } from '../participant-rules';

export interface Participant {
  uuid: string;
  applicationUuid: string;
  role: 'PRIMARY' | 'ADDITIONAL_SIGNER';
  identityUuid: string | null;
  firstName: string;
  lastName: string;
  email: string;
  identityVerification: string | null;
}

interface ParticipantRow {
  uuid: string;
  application_uuid: string;
  role: Participant['role'];
  identity_uuid: string | null;
  first_name: string;
  last_name: string;
  email: string;
  identity_verification: string | null;
}

const toParticipant = (r: ParticipantRow): Participant => ({
  uuid: r.uuid,
  applicationUuid: r.application_uuid,
  role: r.role,
  identityUuid: r.identity_uuid,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  identityVerification: r.identity_verification,
});

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

/** Stores an invitation inside the caller's transaction; the token is returned once, for the mail. */
export async function createInvitation(
  tx: Queryable,
  input: { applicationUuid: string; invitee: Invitee; invitedBy: { kind: 'applicant' | 'staff'; uuid: string }; now: Date },
): Promise<Invitation> {
  const token = randomBytes(16).toString('base64url');
  const uuid = randomUUID();
  const expires = new Date(input.now.getTime() + participantRules.invitationTtlHours * 3_600_000);
  await tx.query(
    `insert into application_participants (uuid, application_uuid, role, first_name, last_name, email, invitation_token_hash,
       invitation_expires_at, invited_by_kind, invited_by_uuid)
     values ($1, $2, 'ADDITIONAL_SIGNER', $3, $4, $5, $6, $7, $8, $9)`,
    [uuid, input.applicationUuid, input.invitee.firstName.trim(), input.invitee.lastName.trim(), input.invitee.email.trim(), tokenHash(token), expires.toISOString(), input.invitedBy.kind, input.invitedBy.uuid],
  );
  return { participantUuid: uuid, token, ...input.invitee };
}

type MailCtx = Pick<AppContext, 'mail' | 'copy'>;

/** Mails the invitation's link (the signer area's resume page with the token); no origin: 503, nothing sent. */
export async function mailInvitation(ctx: MailCtx, invitation: Invitation, brand: Org, origin: string | undefined): Promise<void> {
  if (!origin) throw new AppError('UNAVAILABLE');
  const link = outwardLink(origin, signerPageRoutes.resume, { token: invitation.token, org: brand.orgCode });
  const values = { company: brand.manifest.companyName, name: invitation.firstName, link, days: Math.round(participantRules.invitationTtlHours / 24) };
  const t = (key: string) => copyText(ctx.copy, `mail.signerInvitation.${key}`, values);
  await ctx.mail.send({ to: invitation.email, subject: t('subject'), text: ['greeting', 'body', 'link', 'ignore'].map(t).join('\n\n') });
}

type AcceptCtx = Pick<AppContext, 'db' | 'hashing' | 'tokens' | 'now'>;

/** Makes the signer's identity with their password and signs them in; the token works once. */
export async function acceptInvitation(ctx: AcceptCtx, input: { token: string; password: string; brand: Org }): Promise<{ jwt: string; applicationUuid: string }> {
  const hash = tokenHash(input.token);
  const { rows } = await ctx.db.query<ParticipantRow & { invitation_expires_at: string | Date; invitation_used_at: string | Date | null; organization_code: string }>(
    `select p.*, a.organization_code from application_participants p join applications a on a.uuid = p.application_uuid
     where p.invitation_token_hash = $1 and p.removed_at is null`,
    [hash],
  );
  const row = rows[0];
  const live = row && row.invitation_used_at === null && new Date(row.invitation_expires_at).getTime() > ctx.now().getTime();
  if (!live || row.organization_code !== input.brand.orgCode) throw new AppError('INVITATION_INVALID');
  if (isBlockedPassword(input.password, [row.email.split('@')[0] ?? '', input.brand.name, input.brand.orgCode])) throw new AppError('PASSWORD_BLOCKED');
  const passwordHash = await ctx.hashing.run(() => hashPassword(input.password));
  const identityUuid = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `insert into identities (uuid, email, email_normalized, password_hash, role, organization_code, profile_type)
         values ($1, $2, $3, $4, 'customer', $5, $6)`,
        [identityUuid, row.email, normalizeEmail(row.email), passwordHash, row.organization_code, participantRules.profileType],
      );
      await tx.query('insert into profiles (identity_uuid, first_name, last_name) values ($1, $2, $3)', [identityUuid, row.first_name, row.last_name]);
      // Used once: of two requests with one token, only the first finds it unused (the other rolls back).
      const used = await tx.query('update application_participants set invitation_used_at = $2, identity_uuid = $3 where uuid = $1 and invitation_used_at is null returning uuid', [
        row.uuid,
        ctx.now().toISOString(),
        identityUuid,
      ]);
      if (used.rows.length === 0) throw new AppError('INVITATION_INVALID');
    });
  } catch (error) {
    // The invited email already has an account: one identity per email (catalogue A2).
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  return { jwt: await ctx.tokens.issue(identityUuid, 'customer'), applicationUuid: row.application_uuid };
}

/** The caller's participation as an additional signer of an application, if any (accepted, not removed). */
export async function signerParticipant(db: Queryable, applicationUuid: string, identityUuid: string): Promise<Participant | undefined> {
  const { rows } = await db.query<ParticipantRow>(
    `select * from application_participants where application_uuid = $1 and identity_uuid = $2 and role = 'ADDITIONAL_SIGNER' and removed_at is null`,
    [applicationUuid, identityUuid],
  );
  return rows[0] ? toParticipant(rows[0]) : undefined;
}

/** The newest application a signer takes part in (the co-deed status answers for it). */
export async function signerApplications(db: Queryable, identityUuid: string): Promise<Participant[]> {
  const { rows } = await db.query<ParticipantRow>(
    `select * from application_participants where identity_uuid = $1 and role = 'ADDITIONAL_SIGNER' and removed_at is null order by created_at desc`,
    [identityUuid],
  );
  return rows.map(toParticipant);
}

/** Every additional signer invited to an application and not removed (accepted or not). */
export async function additionalSigners(db: Queryable, applicationUuid: string): Promise<Participant[]> {
  const { rows } = await db.query<ParticipantRow>(
    `select * from application_participants where application_uuid = $1 and role = 'ADDITIONAL_SIGNER' and removed_at is null order by created_at`,
    [applicationUuid],
  );
  return rows.map(toParticipant);
}

export async function setSignerVerification(db: Queryable, participantUuid: string, status: string): Promise<void> {
  await db.query('update application_participants set identity_verification = $2 where uuid = $1', [participantUuid, status]);
}

// Participants of an application (application_participants): additional signers, invited by a
// token kept only as its hash, accepted once, removed but never deleted.
import type { Queryable } from './db';

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

export interface NewInvitation {
  uuid: string;
  applicationUuid: string;
  firstName: string;
  lastName: string;
  email: string;
  tokenHash: string;
  expiresAt: string;
  /** When it is mailed (the sandbox clock's now): the applicant's waiting screen shows it. */
  sentAt: string;
  invitedBy: { kind: 'applicant' | 'staff'; uuid: string };
}

export async function insertInvitation(db: Queryable, invitation: NewInvitation): Promise<void> {
  const i = invitation;
  await db.query(
    `insert into application_participants (uuid, application_uuid, role, first_name, last_name, email, invitation_token_hash,
       invitation_expires_at, invited_by_kind, invited_by_uuid, invitation_sent_at)
     values ($1, $2, 'ADDITIONAL_SIGNER', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [i.uuid, i.applicationUuid, i.firstName, i.lastName, i.email, i.tokenHash, i.expiresAt, i.invitedBy.kind, i.invitedBy.uuid, i.sentAt],
  );
}

/** An invitation (not removed) as found by its token's hash, with the application's brand. */
export interface InvitationRecord extends Participant {
  expiresAt: Date;
  usedAt: Date | null;
  organizationCode: string;
}

export async function findInvitation(db: Queryable, tokenHash: string): Promise<InvitationRecord | undefined> {
  const { rows } = await db.query<ParticipantRow & { invitation_expires_at: string | Date; invitation_used_at: string | Date | null; organization_code: string }>(
    `select p.*, a.organization_code from application_participants p join applications a on a.uuid = p.application_uuid
     where p.invitation_token_hash = $1 and p.removed_at is null`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toParticipant(row),
    expiresAt: new Date(row.invitation_expires_at),
    usedAt: row.invitation_used_at === null ? null : new Date(row.invitation_used_at),
    organizationCode: row.organization_code,
  };
}

/** Marks the invitation used by `identityUuid`; false when it was used already (the other request won). */
export async function useInvitation(db: Queryable, participantUuid: string, use: { atIso: string; identityUuid: string }): Promise<boolean> {
  const used = await db.query('update application_participants set invitation_used_at = $2, identity_uuid = $3 where uuid = $1 and invitation_used_at is null returning uuid', [
    participantUuid,
    use.atIso,
    use.identityUuid,
  ]);
  return used.rows.length > 0;
}

/** The caller's participation as an additional signer of an application, if any (accepted, not removed). */
export async function signerParticipant(db: Queryable, applicationUuid: string, identityUuid: string): Promise<Participant | undefined> {
  const { rows } = await db.query<ParticipantRow>(
    `select * from application_participants where application_uuid = $1 and identity_uuid = $2 and role = 'ADDITIONAL_SIGNER' and removed_at is null`,
    [applicationUuid, identityUuid],
  );
  return rows[0] ? toParticipant(rows[0]) : undefined;
}

/** The applications a signer takes part in, newest first. */
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

/** An additional signer as the applicant waiting for them sees them: when last invited, and whether they accepted. */
export interface SentInvitation extends Participant {
  sentAt: Date;
  accepted: boolean;
}

/** Every additional signer of an application (not removed) with their invitation's last mailing, oldest first. */
export async function sentInvitations(db: Queryable, applicationUuid: string): Promise<SentInvitation[]> {
  const { rows } = await db.query<ParticipantRow & { invitation_sent_at: string | Date; invitation_used_at: string | Date | null }>(
    `select * from application_participants where application_uuid = $1 and role = 'ADDITIONAL_SIGNER' and removed_at is null order by created_at`,
    [applicationUuid],
  );
  return rows.map((r) => ({ ...toParticipant(r), sentAt: new Date(r.invitation_sent_at), accepted: r.invitation_used_at !== null }));
}

/**
 * A new link for an invitation not yet accepted (the old token stops working), perhaps to a
 * corrected email; false when it was accepted meanwhile (the link is theirs, not to be replaced).
 */
export async function renewInvitation(db: Queryable, participantUuid: string, renew: { tokenHash: string; expiresAt: string; sentAt: string; email: string }): Promise<boolean> {
  const { rows } = await db.query(
    `update application_participants set invitation_token_hash = $2, invitation_expires_at = $3, invitation_sent_at = $4, email = $5
     where uuid = $1 and invitation_used_at is null and removed_at is null returning uuid`,
    [participantUuid, renew.tokenHash, renew.expiresAt, renew.sentAt, renew.email],
  );
  return rows.length > 0;
}

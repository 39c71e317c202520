// Staff accounts, their sessions and their audit log (staff_accounts, staff_sessions, staff_audit;
// migration 0013). `select *` of an account carries its password hash: it stays on the server
// (staff/accounts.ts's toStaffAccount is what answers).
import type { Queryable } from './db';

export interface StaffRow {
  uuid: string;
  email: string;
  name: string;
  password_hash: string;
  org_codes: string[] | null;
  disabled_at: Date | string | null;
}

export interface NewStaffRow {
  uuid: string;
  /** As typed (trimmed). */
  email: string;
  emailNormalized: string;
  passwordHash: string;
  name: string;
  /** Null: every brand. */
  orgCodes: string[] | null;
}

/** Throws the unique violation when the normalised email has an account already. */
export async function insertStaffAccount(db: Queryable, row: NewStaffRow): Promise<void> {
  await db.query(
    'insert into staff_accounts (uuid, email, email_normalized, password_hash, name, org_codes) values ($1, $2, $3, $4, $5, $6)',
    [row.uuid, row.email, row.emailNormalized, row.passwordHash, row.name, row.orgCodes === null ? null : JSON.stringify(row.orgCodes)],
  );
}

export async function staffByNormalizedEmail(db: Queryable, emailNormalized: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>('select * from staff_accounts where email_normalized = $1', [emailNormalized]);
  return rows[0];
}

export async function staffByUuid(db: Queryable, uuid: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>('select * from staff_accounts where uuid = $1', [uuid]);
  return rows[0];
}

/** The enabled members who may answer a brand's chat (their brands name it, or they have every brand), by name. */
export async function staffOfBrand(db: Queryable, orgCode: string): Promise<Array<Pick<StaffRow, 'uuid' | 'name'>>> {
  const { rows } = await db.query<Pick<StaffRow, 'uuid' | 'name'>>(
    "select uuid, name from staff_accounts where disabled_at is null and (org_codes is null or org_codes @> jsonb_build_array($1::text)) order by name, uuid",
    [orgCode],
  );
  return rows;
}

export async function countStaffAccounts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from staff_accounts');
  return Number(rows[0]!.n);
}

export async function setStaffPasswordHash(db: Queryable, staffUuid: string, hash: string): Promise<void> {
  await db.query('update staff_accounts set password_hash = $1 where uuid = $2', [hash, staffUuid]);
}

/** expiresAt: seconds since the epoch (the token's exp). */
export async function insertStaffSession(db: Queryable, session: { jti: string; staffUuid: string; expiresAt: number }): Promise<void> {
  await db.query('insert into staff_sessions (jti, staff_uuid, expires_at) values ($1, $2, to_timestamp($3))', [session.jti, session.staffUuid, session.expiresAt]);
}

/** The account of a live session (not revoked, not expired at `now`) of an enabled account. */
export async function liveStaffSession(db: Queryable, session: { jti: string; staffUuid: string; now: Date }): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `select a.* from staff_sessions s join staff_accounts a on a.uuid = s.staff_uuid
          where s.jti = $1 and s.staff_uuid = $2 and s.revoked_at is null and s.expires_at > $3 and a.disabled_at is null`,
    [session.jti, session.staffUuid, session.now.toISOString()],
  );
  return rows[0];
}

export async function revokeStaffSession(db: Queryable, jti: string): Promise<void> {
  await db.query('update staff_sessions set revoked_at = now() where jti = $1 and revoked_at is null', [jti]);
}

export interface StaffAuditRow {
  staffUuid: string | null;
  action: string;
  applicationUuid: string | null;
  details: Record<string, string | number | boolean | null>;
}

export async function insertStaffAudit(db: Queryable, row: StaffAuditRow): Promise<void> {
  await db.query('insert into staff_audit (staff_uuid, action, application_uuid, details) values ($1, $2, $3, $4)', [
    row.staffUuid,
    row.action,
    row.applicationUuid,
    JSON.stringify(row.details),
  ]);
}

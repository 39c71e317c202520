// Identities (accounts: applicants, co-signers, brokers) and their profiles. Email lookups are by
// email_normalized; one identity per email is the unique index's (a race's loser gets 23505).
import type { Address } from '../../generated/types/address';
import type { Queryable } from './db';

export type IdentityRole = 'customer' | 'agent';

export interface Identity {
  uuid: string;
  email: string;
  passwordHash: string;
  role: IdentityRole;
  organizationCode: string;
  phoneNumber: string | null;
  profileType: string | null;
  /** ISO time. */
  createdAt: string;
}

interface IdentityRow {
  uuid: string;
  email: string;
  password_hash: string;
  role: IdentityRole;
  organization_code: string;
  phone_number: string | null;
  profile_type?: string | null;
  created_at: Date | string;
}

const toIdentity = (row: IdentityRow): Identity => ({
  uuid: row.uuid,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  organizationCode: row.organization_code,
  phoneNumber: row.phone_number,
  profileType: row.profile_type ?? null,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A new account: the email as typed and as keyed, and the password's hash. */
export interface NewIdentity {
  uuid: string;
  email: string;
  emailNormalized: string;
  passwordHash: string;
  organizationCode: string;
}

/** An applicant registering (role customer). */
export async function insertCustomerIdentity(db: Queryable, identity: NewIdentity & { phoneNumber: string | null }): Promise<void> {
  await db.query(
    `insert into identities (uuid, email, email_normalized, password_hash, role, organization_code, phone_number)
         values ($1, $2, $3, $4, 'customer', $5, $6)`,
    [identity.uuid, identity.email, identity.emailNormalized, identity.passwordHash, identity.organizationCode, identity.phoneNumber],
  );
}

/** An invited signer accepting (role customer, with their profile type). */
export async function insertSignerIdentity(db: Queryable, identity: NewIdentity & { profileType: string }): Promise<void> {
  await db.query(
    `insert into identities (uuid, email, email_normalized, password_hash, role, organization_code, profile_type)
         values ($1, $2, $3, $4, 'customer', $5, $6)`,
    [identity.uuid, identity.email, identity.emailNormalized, identity.passwordHash, identity.organizationCode, identity.profileType],
  );
}

/** A broker (role agent). */
export async function insertAgentIdentity(db: Queryable, identity: NewIdentity): Promise<void> {
  await db.query(
    `insert into identities (uuid, email, email_normalized, password_hash, role, organization_code) values ($1, $2, $3, $4, 'agent', $5)`,
    [identity.uuid, identity.email, identity.emailNormalized, identity.passwordHash, identity.organizationCode],
  );
}

export async function findIdentityByEmail(db: Queryable, emailNormalized: string): Promise<Identity | undefined> {
  const { rows } = await db.query<IdentityRow>('select * from identities where email_normalized = $1', [emailNormalized]);
  return rows[0] && toIdentity(rows[0]);
}

/** An applicant's account by email (a reset link is mailed only to these). */
export async function findCustomerByEmail(db: Queryable, emailNormalized: string): Promise<{ uuid: string; email: string } | undefined> {
  const { rows } = await db.query<{ uuid: string; email: string }>("select uuid, email from identities where email_normalized = $1 and role = 'customer'", [emailNormalized]);
  return rows[0];
}

export async function getIdentity(db: Queryable, uuid: string): Promise<Identity | undefined> {
  const { rows } = await db.query<IdentityRow>('select * from identities where uuid = $1', [uuid]);
  return rows[0] && toIdentity(rows[0]);
}

export async function identityEmail(db: Queryable, uuid: string): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>('select email from identities where uuid = $1', [uuid]);
  return rows[0]?.email;
}

/** The account's email and phone (what a signed-in registration may skip). */
export async function identityContact(db: Queryable, uuid: string): Promise<{ email: string; phoneNumber: string | null } | undefined> {
  const { rows } = await db.query<{ email: string; phone_number: string | null }>('select email, phone_number from identities where uuid = $1', [uuid]);
  const row = rows[0];
  return row && { email: row.email, phoneNumber: row.phone_number };
}

export async function setPasswordHash(db: Queryable, uuid: string, passwordHash: string): Promise<void> {
  await db.query('update identities set password_hash = $1 where uuid = $2', [passwordHash, uuid]);
}

export async function setPhoneNumber(db: Queryable, uuid: string, phone: string): Promise<void> {
  await db.query('update identities set phone_number = $1 where uuid = $2', [phone, uuid]);
}

/** The empty profile made with an account (the name comes at registration's create). */
export async function insertEmptyProfile(db: Queryable, identityUuid: string): Promise<void> {
  await db.query('insert into profiles (identity_uuid) values ($1)', [identityUuid]);
}

/** A signer's profile, named as they were invited. */
export async function insertNamedProfile(db: Queryable, identityUuid: string, name: { firstName: string; lastName: string }): Promise<void> {
  await db.query('insert into profiles (identity_uuid, first_name, last_name) values ($1, $2, $3)', [identityUuid, name.firstName, name.lastName]);
}

export interface ProfileName {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
}

/** Registration's profile: the name and birth date, and the home address when given (else kept). */
export async function saveRegistrationProfile(db: Queryable, identityUuid: string, profile: ProfileName & { dob: string; homeAddress: Address | null }): Promise<void> {
  await db.query(
    `update profiles set first_name = $2, middle_name = $3, last_name = $4, suffix = $5, dob = $6,
            home_address = coalesce($7::jsonb, home_address), updated_at = now() where identity_uuid = $1`,
    [identityUuid, profile.firstName, profile.middleName, profile.lastName, profile.suffix, profile.dob, profile.homeAddress ? JSON.stringify(profile.homeAddress) : null],
  );
}

/** Replaces the legal name; false without a profile row. */
export async function updateProfileName(db: Queryable, identityUuid: string, name: ProfileName): Promise<boolean> {
  const { rows } = await db.query(
    `update profiles set first_name = $2, middle_name = $3, last_name = $4, suffix = $5, updated_at = now()
      where identity_uuid = $1 returning identity_uuid`,
    [identityUuid, name.firstName, name.middleName, name.lastName, name.suffix],
  );
  return rows.length > 0;
}

export interface ProfileRecord {
  uuid: string;
  email: string;
  role: string;
  organizationCode: string;
  phoneNumber: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  homeAddress: Address | null;
  /** ISO time. */
  updatedAt: string;
}

interface ProfileRow {
  uuid: string;
  email: string;
  role: string;
  organization_code: string;
  phone_number: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  dob: string | null;
  home_address: Address | null;
  updated_at: Date | string;
}

/** The identity with its profile; undefined without a profile row. */
export async function findProfile(db: Queryable, identityUuid: string): Promise<ProfileRecord | undefined> {
  // to_char: a date column read into a JS Date would shift by the server's time zone.
  const { rows } = await db.query<ProfileRow>(
    `select i.uuid, i.email, i.role, i.organization_code, i.phone_number, p.first_name, p.middle_name, p.last_name,
            p.suffix, to_char(p.dob, 'YYYY-MM-DD') as dob, p.home_address, p.updated_at
       from identities i join profiles p on p.identity_uuid = i.uuid where i.uuid = $1`,
    [identityUuid],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    email: row.email,
    role: row.role,
    organizationCode: row.organization_code,
    phoneNumber: row.phone_number,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    suffix: row.suffix,
    dob: row.dob,
    homeAddress: row.home_address,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

// The applicant's profile (spec section 3 Profile): the identity's email and phone with the
// profile's name, birth date and home address; and the correction of the legal name.
import { AppError } from '../errors';
import type { Queryable } from '../store/db';
import { validateApiNameRequest } from '../../generated/validators/schemas';
import type { RawValidationError } from '../../core/validation/types';
import type { Address } from '../../generated/types/address';
import type { Name } from '../../generated/types/api-name-request';
import type { ApiProfile } from '../../generated/types/api-profile';

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

/** The profile of an identity; 404 'User not found' (spec section 8) without a profile row. */
export async function getProfile(db: Queryable, identityUuid: string): Promise<ApiProfile> {
  // to_char: a date column read into a JS Date would shift by the server's time zone.
  const { rows } = await db.query<ProfileRow>(
    `select i.uuid, i.email, i.role, i.organization_code, i.phone_number, p.first_name, p.middle_name, p.last_name,
            p.suffix, to_char(p.dob, 'YYYY-MM-DD') as dob, p.home_address, p.updated_at
       from identities i join profiles p on p.identity_uuid = i.uuid where i.uuid = $1`,
    [identityUuid],
  );
  if (!rows[0]) throw new AppError('USER_NOT_FOUND');
  return toApiProfile(rows[0]);
}

function toApiProfile(row: ProfileRow): ApiProfile {
  return {
    uuid: row.uuid,
    email: row.email,
    name: toApiName(row),
    dob: row.dob,
    phoneNumbers: row.phone_number ? [{ type: 'MOBILE', number: row.phone_number }] : [],
    addresses: row.home_address ? [toHomeAddress(row.home_address)] : [],
    organizationCode: row.organization_code,
    isBroker: row.role === 'agent',
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** null until the applicant has given a name (registration creates the profile without one). */
function toApiName(row: ProfileRow): ApiProfile['name'] {
  if (!row.first_name && !row.last_name) return null;
  const parts = { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, suffix: row.suffix };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value)) as NonNullable<ApiProfile['name']>;
}

// The stored JSON is read field by field: only the address's own fields reach the answer.
function toHomeAddress({ street1, street2, city, state, zip }: Address): ApiProfile['addresses'][number] {
  return { type: 'HOME', street1, ...(street2 ? { street2 } : {}), city, state, zip };
}

/**
 * Replaces the legal name (PUT: an absent middle name or suffix is cleared). The name is trimmed,
 * then held to the registration step's rules again, so "  P" cannot be stored as "P".
 */
export async function updateName(db: Queryable, identityUuid: string, name: Name): Promise<void> {
  const { firstName, middleName, lastName, suffix } = canonicalName(name);
  const { rows } = await db.query(
    `update profiles set first_name = $2, middle_name = $3, last_name = $4, suffix = $5, updated_at = now()
      where identity_uuid = $1 returning identity_uuid`,
    [identityUuid, firstName, middleName || null, lastName, suffix || null],
  );
  if (rows.length === 0) throw new AppError('USER_NOT_FOUND');
}

/** The name trimmed once, then held to the name schema again (400 with field messages if it fails). */
export function canonicalName(name: Name): Name {
  const trimmed: Name = { ...name, firstName: name.firstName.trim(), lastName: name.lastName.trim() };
  if (name.middleName !== undefined) trimmed.middleName = name.middleName.trim();
  if (!validateApiNameRequest(trimmed)) throw requestValidationError(validateApiNameRequest.errors ?? []);
  return trimmed;
}

/** Answered as the route's own schema failure is: 400 INVALID_REQUEST with the field messages. */
function requestValidationError(errors: RawValidationError[]): Error {
  return Object.assign(new Error('The request is not valid.'), { statusCode: 400, validation: errors });
}

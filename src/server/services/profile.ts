// The applicant's profile (spec section 3 Profile): the identity's email and phone with the
// profile's name, birth date and home address; and the correction of the legal name.
import { AppError } from '../errors';
import type { Queryable } from '../store/db';
import { findProfile, updateProfileName, type ProfileRecord } from '../store/identities';
import { validateApiNameRequest } from '../../generated/validators/schemas';
import type { RawValidationError } from '../../core/validation/types';
import type { Address } from '../../generated/types/address';
import type { Name } from '../../generated/types/api-name-request';
import type { ApiProfile } from '../../generated/types/api-profile';

/** The profile of an identity; 404 'User not found' (spec section 8) without a profile row. */
export async function getProfile(db: Queryable, identityUuid: string): Promise<ApiProfile> {
  const profile = await findProfile(db, identityUuid);
  if (!profile) throw new AppError('USER_NOT_FOUND');
  return toApiProfile(profile);
}

function toApiProfile(profile: ProfileRecord): ApiProfile {
  return {
    uuid: profile.uuid,
    email: profile.email,
    name: toApiName(profile),
    dob: profile.dob,
    phoneNumbers: profile.phoneNumber ? [{ type: 'MOBILE', number: profile.phoneNumber }] : [],
    addresses: profile.homeAddress ? [toHomeAddress(profile.homeAddress)] : [],
    organizationCode: profile.organizationCode,
    isBroker: profile.role === 'agent',
    updatedAt: profile.updatedAt,
  };
}

/** null until the applicant has given a name (registration creates the profile without one). */
function toApiName(profile: ProfileRecord): ApiProfile['name'] {
  if (!profile.firstName && !profile.lastName) return null;
  const parts = { firstName: profile.firstName, middleName: profile.middleName, lastName: profile.lastName, suffix: profile.suffix };
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
  const updated = await updateProfileName(db, identityUuid, { firstName, middleName: middleName || null, lastName, suffix: suffix || null });
  if (!updated) throw new AppError('USER_NOT_FOUND');
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

// A referred applicant's link (spec section 7: the referral read by id): the referral's answers as
// register answers. The link's prefill codec carries the name and the property address but never
// the phone or the email, so those come only from here. Loaded by resolve-entry only for a link
// that names a referral.
import type { ApiReferral } from '../../../generated/types/api-referral';
import { apiRoutes } from '../../../core/contract/routes';
import { apiCall } from '../../lib/api';

/** Only the fields that hold a value: an empty one would fill a field with nothing. */
const given = (values: Record<string, string | undefined>) => Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

export function referralPrefill(referral: ApiReferral): Record<string, unknown> {
  const { firstName, lastName, suffix, street1, street2, city, state, zip, phoneNumber, email } = referral;
  const name = given({ firstName, lastName, suffix });
  const propertyAddress = given({ street1, street2, city, state, zip });
  return {
    ...(Object.keys(name).length ? { name } : {}),
    ...(Object.keys(propertyAddress).length ? { propertyAddress } : {}),
    ...given({ phoneNumber, email }),
  };
}

/** The referral's answers, asked once (no session yet: its uuid is unguessable). */
export const readReferral = async (uuid: string): Promise<Record<string, unknown>> =>
  referralPrefill(await apiCall<ApiReferral>('GET', apiRoutes.referral.path({ referralUuid: uuid })));

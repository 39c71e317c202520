// The signed-in applicant's profile as flows read it (context.profile: email, phoneNumber, name,
// dob): the application form screens prefill from it, and registration skips Contact Info when it
// already holds an email and a phone number (spec section 2).
import { apiCall } from './api';
import { apiRoutes } from '../../core/contract/routes';

interface ProfileAnswer {
  email?: string;
  name?: unknown;
  dob?: unknown;
  phoneNumbers?: Array<{ type?: string; number?: string }>;
}

export type FlowProfile = {
  email?: string;
  phoneNumber?: string;
  name?: unknown;
  dob?: unknown;
};

/** Undefined when it cannot be read: every use of it is a convenience that works without it. */
export async function readProfile(): Promise<FlowProfile | undefined> {
  try {
    const profile = await apiCall<ProfileAnswer>('GET', apiRoutes.profile.path({}));
    const phone = profile.phoneNumbers?.find((p) => p.type === 'MOBILE') ?? profile.phoneNumbers?.[0];
    return { email: profile.email, name: profile.name ?? undefined, dob: profile.dob ?? undefined, phoneNumber: phone?.number };
  } catch {
    return undefined;
  }
}

// The application form screens' calls (contract: GET|PUT .../answers/{flowId}, POST .../events).
import { ApiError, apiCall } from '../../lib/api';
import { applicationApi, sendApplicationEvent } from '../../lib/application-events';
import { apiRoutes } from '../../../core/contract/routes';
import type { Answers } from '../../../core/flow/types';

/** The draft answers saved for this flow, or undefined when none are (404). */
export async function readDraft(uuid: string, flowId: string): Promise<Answers | undefined> {
  try {
    const { answers } = await apiCall<{ answers: Answers }>('GET', applicationApi.answers(uuid, flowId));
    return answers;
  } catch (e) {
    if (e instanceof ApiError && e.failure.status === 404) return undefined;
    throw e;
  }
}

export const saveDraft = (uuid: string, flowId: string, answers: Answers): Promise<unknown> =>
  apiCall('PUT', applicationApi.answers(uuid, flowId), { body: { answers } });

export interface ApplicationEvent {
  type: string;
  version: number | undefined;
  answers: Answers;
}

export const sendEvent = (uuid: string, event: ApplicationEvent, idempotencyKey: string): Promise<unknown> =>
  sendApplicationEvent(uuid, event.type, event.version ?? 0, event.answers, idempotencyKey);

interface ProfileAnswer {
  email?: string;
  name?: unknown;
  dob?: unknown;
  phoneNumbers?: Array<{ type?: string; number?: string }>;
}

/** The applicant's profile as the flow context reads it (context.profile); undefined when it cannot be read. */
export async function readProfile(): Promise<Record<string, unknown> | undefined> {
  try {
    const profile = await apiCall<ProfileAnswer>('GET', apiRoutes.profile.path({}));
    const phone = profile.phoneNumbers?.find((p) => p.type === 'MOBILE') ?? profile.phoneNumbers?.[0];
    return { email: profile.email, name: profile.name ?? undefined, dob: profile.dob ?? undefined, phoneNumber: phone?.number };
  } catch {
    // A prefill is a convenience: without the profile the fields start empty.
    return undefined;
  }
}

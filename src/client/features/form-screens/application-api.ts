// The application form screens' calls (contract: GET|PUT .../answers/{flowId}, POST .../events).
import { ApiError, apiCall } from '../../lib/api';
import { applicationApi, sendApplicationEvent } from '../../lib/application-events';
import type { Answers } from '../../../core/flow/types';
import type { EventName } from '../../../generated/events';

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
  type: EventName;
  version: number | undefined;
  answers: Answers;
}

export const sendEvent = (uuid: string, event: ApplicationEvent, idempotencyKey: string): Promise<unknown> =>
  sendApplicationEvent(uuid, event.type, event.version ?? 0, event.answers, idempotencyKey);

/** The applicant's profile as the flow context reads it (context.profile); undefined when it cannot be read. */
export { readProfile } from '../../lib/read-profile';

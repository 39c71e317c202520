// Sending an applicant event (contract: POST .../application/heloc/{uuid}/events) with the status
// version the screen was shown with, so a stale tab is told 'updated elsewhere' (409
// VERSION_CONFLICT) instead of overwriting newer answers. Shared by the bespoke screens and the
// flow runner; features never import each other, so this lives in lib/.
import type { ApiApplicationStatus } from '../../generated/types/api-application-status';
import { apiRoutes, pageRoutes } from '../../core/contract/routes';
import { apiCall } from './api';
import type { EventName } from '../../generated/events';

/** The calls of the contract the application screens make (paths from the route table in core). */
export const applicationApi = {
  status: (uuid: string) => apiRoutes.status.path({ uuid }),
  application: (uuid: string) => apiRoutes.application.path({ uuid }),
  events: (uuid: string) => apiRoutes.events.path({ uuid }),
  offers: (uuid: string) => apiRoutes.offers.path({ uuid }),
  summary: (uuid: string) => apiRoutes.summary.path({ uuid }),
  documents: (uuid: string) => apiRoutes.documents.path({ uuid }),
  linkSessions: (uuid: string) => apiRoutes.linkSessions.path({ uuid }),
  answers: (uuid: string, flowId: string) => apiRoutes.answers.path({ uuid, flowId }),
};

/** The status answer (schemas/api/application-status): its version, the events allowed now and the routing facts. */
export type ApplicationStatusAnswer = ApiApplicationStatus;
export type StatusRouting = ApiApplicationStatus['routing'];

export type EventAnswers = Record<string, unknown>;

/**
 * Sends one applicant event; answers the new status, or throws ApiError (409 EVENT_NOT_ALLOWED or
 * VERSION_CONFLICT, 400 INVALID_REQUEST with field messages, 404); ./event-failure.ts reads it.
 */
export function sendApplicationEvent(uuid: string, type: EventName, version: number, answers?: EventAnswers, idempotencyKey?: string): Promise<ApplicationStatusAnswer> {
  return apiCall<ApplicationStatusAnswer>('POST', applicationApi.events(uuid), {
    body: { type, version, ...(answers !== undefined ? { answers } : {}) },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

/** The status of an application, fresh (never a cached one: its version guards the next event). */
export const readApplicationStatus = (uuid: string): Promise<ApplicationStatusAnswer> => apiCall<ApplicationStatusAnswer>('GET', applicationApi.status(uuid));

/** The page of an application; the status routing there shows the screen of its status. */
export const applicationUrl = (uuid: string): string => pageRoutes.application(uuid);

/**
 * The navigation state that asks the application page to read the status again (it reads it once
 * per application otherwise): a new value each time, so two events in a row both re-read.
 */
export const rereadState = (): { reread: number } => ({ reread: Date.now() + Math.random() });

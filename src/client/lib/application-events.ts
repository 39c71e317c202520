// Sending an applicant event (contract: POST .../application/heloc/{uuid}/events) with the status
// version the screen was shown with, so a stale tab is told 'updated elsewhere' (409
// VERSION_CONFLICT) instead of overwriting newer answers. Shared by the bespoke screens and the
// flow runner; features never import each other, so this lives in lib/.
import type { ApiApplicationStatus } from '../../generated/types/api-application-status';
import { apiRoutes, pageRoutes } from '../../core/contract/routes';
import { ApiError, apiCall } from './api';
import { hasCode, type ApiFailure } from '../../core/contract/api-error';
import type { EventName } from '../../generated/events';
import { createStatusReader } from './status-read';

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
  // The status is about to change: the next read is the server's, never the answer kept from before.
  statusReader.forget(uuid);
  return apiCall<ApplicationStatusAnswer>('POST', applicationApi.events(uuid), {
    body: { type, version, ...(answers !== undefined ? { answers } : {}) },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

/** The page's one status reader (./status-read.ts): answers shared for 250 ms, forgotten on each event. */
const statusReader = createStatusReader((uuid: string) => apiCall<ApplicationStatusAnswer>('GET', applicationApi.status(uuid)));

/** The status of an application: the server's, or an answer of the last 250 ms (spec section 7), never one from before an event. */
export const readApplicationStatus = (uuid: string, fresh = false): Promise<ApplicationStatusAnswer> => statusReader.read(uuid, fresh);

/** The page of an application; the status routing there shows the screen of its status. */
export const applicationUrl = (uuid: string): string => pageRoutes.application(uuid);

/**
 * The navigation state that asks the application page to read the status again (it reads it once
 * per application otherwise): a new value each time, so two events in a row both re-read.
 */
export const rereadState = (): { reread: number } => ({ reread: Date.now() + Math.random() });

// The one reading of a failed event (the answer of sendApplicationEvent, and of the co-signer's
// signature), for flow screens and bespoke screens alike, on the catalogue's error codes (hasCode:
// a code the server never sends is a type error). A stale tab (409 VERSION_CONFLICT) is told and
// offered a reload; an event the status no longer allows (409 EVENT_NOT_ALLOWED) means the status
// moved on; an invalid input (400 INVALID_REQUEST with field messages, or the browser's own check
// of the same schema, ./event-input.ts) puts the messages at the fields; anything else keeps the
// answers for another try. The message text is never compared: only shown.

/** A message at a field: a copy key (the browser's check) or the server's words, shown through t(). */
export interface FieldProblem {
  pointer: string;
  message: string;
  params?: Record<string, unknown>;
}

export type EventFailure =
  | { kind: 'conflict' }
  | { kind: 'moved-on'; message: string }
  | { kind: 'fields'; fields: FieldProblem[]; message: string | undefined }
  | { kind: 'retry'; message: string | undefined };

export function eventFailureOf(failure: ApiFailure | undefined): EventFailure {
  if (!failure) return { kind: 'retry', message: undefined };
  if (failure.status === 409 && hasCode(failure, 'VERSION_CONFLICT')) return { kind: 'conflict' };
  if (failure.status === 409 && hasCode(failure, 'EVENT_NOT_ALLOWED')) return { kind: 'moved-on', message: failure.message };
  if (failure.status === 400 && hasCode(failure, 'INVALID_REQUEST') && failure.fields.length > 0) return { kind: 'fields', fields: failure.fields, message: failure.message };
  return { kind: 'retry', message: failure.message };
}

/** Anything a send threw: not an ApiError means fetch itself failed (the screen shows the generic words). */
export const toEventFailure = (e: unknown): EventFailure => eventFailureOf(e instanceof ApiError ? e.failure : undefined);

/** The message a screen shows at one of its fields, if the failure names that field. */
export function fieldProblem(failure: EventFailure | undefined, pointer: string): FieldProblem | undefined {
  return failure?.kind === 'fields' ? failure.fields.find((f) => f.pointer === pointer) : undefined;
}

/** The words of a field message: a copy key is translated, the server's words shown as they are. */
export const fieldText = (t: (key: string, options?: Record<string, unknown>) => string, f: FieldProblem): string => t(f.message, { ...f.params, defaultValue: f.message });

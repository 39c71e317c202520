// The one reading of a failed event (contract: POST .../events, and the co-signer's signature),
// for flow screens and bespoke screens alike, on the catalogue's error codes (hasCode: a code the
// server never sends is a type error). A stale tab (409 VERSION_CONFLICT) is told and offered a
// reload; an event the status no longer allows (409 EVENT_NOT_ALLOWED) means the status moved on;
// an invalid input (400 INVALID_REQUEST with field messages, or the browser's own check of the same
// schema) puts the messages at the fields; anything else keeps the answers for another try. The
// message text is never compared: only shown.
import { hasCode, type ApiFailure } from '../../core/contract/api-error';
import { ApiError } from './api';

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

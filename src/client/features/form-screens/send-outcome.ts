// What a failed event send means for the screen (contract: POST .../events): a stale tab
// (VERSION_CONFLICT) is told and offered a reload; an event the status no longer allows means the
// status moved on, so the page routes again; an invalid input (400 INVALID_REQUEST with field
// messages) puts the server's messages at the fields;
// anything else keeps the answers for another try.
import { hasCode, type ApiFailure } from '../../../core/contract/api-error';

export type SendProblem =
  | { kind: 'conflict' }
  | { kind: 'fields'; fields: Array<{ pointer: string; message: string }>; message: string }
  | { kind: 'retry'; message: string | undefined };

export type SendOutcome = SendProblem | { kind: 'reroute' };

export function sendOutcome(failure: ApiFailure | undefined): SendOutcome {
  if (!failure) return { kind: 'retry', message: undefined };
  if (failure.status === 409 && hasCode(failure, 'VERSION_CONFLICT')) return { kind: 'conflict' };
  if (failure.status === 409 && hasCode(failure, 'EVENT_NOT_ALLOWED')) return { kind: 'reroute' };
  if (failure.status === 400 && hasCode(failure, 'INVALID_REQUEST') && failure.fields.length > 0) return { kind: 'fields', fields: failure.fields, message: failure.message };
  return { kind: 'retry', message: failure.message };
}

// The client's rule for a failed call (spec section 8): the message is the answer's `errors` list
// joined, else the text of common.errors.generic (the caller's, from its copy). The server answers every error as
// `{ code, messageKey, errors: [...] }` (schemas/api/errors.schema.json), so the two meet here. The
// client decides by `code` (hasCode), never by the words, which another language changes.
import type { ErrorCode } from './errors';

/** The copy key of the text shown when an answer brings none (a network failure, a proxy's page). */
export const UNEXPECTED_KEY = 'common.errors.generic';

export interface ApiFailure {
  status: number;
  code: string | undefined;
  message: string;
  /** The copy key of `message`: the server's, or UNEXPECTED_KEY when the answer brought no words. */
  messageKey?: string | undefined;
  /** Field messages of an invalid body, by JSON pointer. */
  fields: Array<{ pointer: string; message: string }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** `unexpected` is the text of UNEXPECTED_KEY in the caller's copy, shown when the answer has no words. */
export function toApiFailure(status: number, body: unknown, unexpected: string): ApiFailure {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  const fields = isRecord(body) && Array.isArray(body.fields) ? body.fields.filter(isRecord) : [];
  const serverKey = isRecord(body) && typeof body.messageKey === 'string' ? body.messageKey : undefined;
  return {
    status,
    code: isRecord(body) && typeof body.code === 'string' ? body.code : undefined,
    message: errors.length ? errors.join(', ') : unexpected,
    messageKey: errors.length ? serverKey : UNEXPECTED_KEY,
    fields: fields.map((f) => ({ pointer: String(f.pointer ?? ''), message: String(f.message ?? '') })),
  };
}

/**
 * Whether a failure carries `code`, a code of the server's catalogue: a code the server never sends
 * is a type error here (the client once waited for a 'VALIDATION' the server answers as
 * INVALID_REQUEST). Type-only import: no catalogue text reaches the bundle.
 */
export function hasCode(failure: Pick<ApiFailure, 'code'> | undefined, code: ErrorCode): boolean {
  return failure?.code === code;
}

/**
 * 401, or a 403 saying unauthenticated: the session is over (spec section 8). Read from the code:
 * this server says an ended or forged session (the spec's 'invalid signature') as UNAUTHENTICATED.
 */
export function endsSession(failure: Pick<ApiFailure, 'status' | 'code'>): boolean {
  return failure.status === 401 || (failure.status === 403 && hasCode(failure, 'UNAUTHENTICATED'));
}

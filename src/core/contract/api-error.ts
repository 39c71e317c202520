// The client's rule for a failed call (spec section 8): the message is the answer's `errors` list
// joined, else 'Something unexpected happened'. The server answers every error as
// `{ code, errors: [...] }` (schemas/api/errors.schema.json), so the two meet here.
import type { ErrorCode } from './errors';

export const UNEXPECTED = 'Something unexpected happened';

export interface ApiFailure {
  status: number;
  code: string | undefined;
  message: string;
  /** Field messages of an invalid body, by JSON pointer. */
  fields: Array<{ pointer: string; message: string }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function toApiFailure(status: number, body: unknown): ApiFailure {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  const fields = isRecord(body) && Array.isArray(body.fields) ? body.fields.filter(isRecord) : [];
  return {
    status,
    code: isRecord(body) && typeof body.code === 'string' ? body.code : undefined,
    message: errors.length ? errors.join(', ') : UNEXPECTED,
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

/** 401, or 403 saying unauthenticated or invalid signature: the session is over (spec section 8). */
export function endsSession(failure: Pick<ApiFailure, 'status' | 'message'>): boolean {
  if (failure.status === 401) return true;
  return failure.status === 403 && /unauthenticated|invalid signature/i.test(failure.message);
}

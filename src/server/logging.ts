// Log privacy: no personal data in any log line (issue 12). Every Fastify logger goes through
// these options, so the rule holds for our log calls, Fastify's request lines and plugins alike:
// - requests are logged as their route pattern (uuids kept, other path values replaced by the
//   parameter's name) and their query keys with the values redacted: a typed address, an offer
//   code or an email in a URL never reaches the log;
// - errors are logged as their class, code (a catalogue code, Fastify's FST_ code or the database's
//   SQLSTATE), status and stack frames, never their message: a database error's message, detail
//   and parameters, a JSON parser's or a provider's message can all embed what the applicant sent;
// - headers are never logged (tokens, cookies), whoever passes them.
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isUuid } from '../core/contract/ids';

export const REDACTED = '[Redacted]';

/** A code that names a kind of failure (no free text): NOT_FOUND, FST_ERR_CTP_INVALID_JSON_BODY, 22P05. */
const CODE = /^[A-Za-z0-9_]{1,64}$/;
/** Query keys worth keeping: the identifiers our routes declare (anything else is redacted too). */
const QUERY_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
/** Error properties that describe the failure, not the data: kept when they are numbers, booleans or codes. */
const SAFE_ERROR_FIELDS = ['statusCode', 'status', 'provider', 'failure', 'retryable'] as const;
const MAX_CAUSES = 3;

export interface LoggedError {
  type: string;
  code?: string;
  /** The database's error code (SQLSTATE); a database error is logged with nothing else of its own. */
  sqlState?: string;
  statusCode?: number;
  status?: number;
  provider?: string;
  failure?: string;
  retryable?: boolean;
  /** The stack's frames without its first line (which repeats the message). */
  stack?: string;
  cause?: LoggedError;
}

const LOGGED = Symbol('logged error');

/** A database error (PGlite's and pg's both carry the server's SQLSTATE and severity). */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';
}

function className(error: Record<string, unknown>): string {
  const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
  // A bundle's minified class ("O") says nothing; the error's own name is better then.
  if (typeof name === 'string' && name.length > 2 && name !== 'Object') return name;
  return typeof error.name === 'string' && CODE.test(error.name) ? error.name : 'Error';
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

/** What of an error may be logged: its class, codes and stack frames; never its message or data. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (error === null || typeof error !== 'object') return { type: typeof error };
  if (LOGGED in error) return error as unknown as LoggedError;
  const e = error as Record<string, unknown>;
  if (isDatabaseError(e)) {
    return mark({ type: 'DatabaseError', sqlState: e.code as string, ...optional('stack', framesOf(e.stack)) });
  }
  const logged: LoggedError = { type: className(e) };
  if (typeof e.code === 'string' && CODE.test(e.code)) logged.code = e.code;
  for (const key of SAFE_ERROR_FIELDS) {
    const value = e[key];
    if (typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && CODE.test(value))) {
      (logged as unknown as Record<string, unknown>)[key] = value;
    }
  }
  const stack = framesOf(e.stack);
  if (stack) logged.stack = stack;
  if (e.cause !== undefined && depth < MAX_CAUSES) logged.cause = errorForLog(e.cause, depth + 1);
  return mark(logged);
}

const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

// Marked (not enumerable, so not printed) so that logging an already described error keeps it.
function mark(logged: LoggedError): LoggedError {
  return Object.defineProperty(logged, LOGGED, { value: true, enumerable: false });
}

/**
 * The request's URL as logged: the route pattern with uuids filled in and other parameters left as
 * their names, then the query's keys with their values redacted. A path no route matched is not
 * logged at all (it is whatever the client typed).
 */
export function urlForLog(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path =
    pattern === undefined
      ? `/${REDACTED}`
      : pattern.replace(/:(\w+)/g, (whole, name: string) => (isUuid(params[name]) ? (params[name] as string) : whole));
  const queryAt = request.url.indexOf('?');
  if (queryAt < 0) return path;
  const keys = [...new URLSearchParams(request.url.slice(queryAt + 1)).keys()].map((key) => (QUERY_KEY.test(key) ? key : REDACTED));
  return keys.length ? `${path}?${keys.map((key) => `${key}=${REDACTED}`).join('&')}` : path;
}

/** A path parameter for a log line: a uuid as it is, anything else redacted. */
export const resourceForLog = (value: unknown): string => (isUuid(value) ? value : REDACTED);

const serializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: urlForLog(request), remoteAddress: request.ip }),
  // "request completed" is the access log line: with the route and status, it stands alone.
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode, method: reply.request?.method, url: reply.request ? urlForLog(reply.request) : undefined }),
  err: (error: unknown) => errorForLog(error),
};

// Headers carry tokens and cookies: dropped wherever they appear (a plugin logging its options too).
const redact = { paths: ['headers', '*.headers', 'req.headers', 'authorization', '*.authorization', 'cookie', '*.cookie'], censor: REDACTED };

type LoggerOption = FastifyServerOptions['logger'];

/** The server's logger options with the privacy rules on top (they win over the caller's). */
export function privateLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  // Fastify types its serializers after its defaults (an err with a message): ours return less, on purpose.
  return { ...base, serializers: { ...base.serializers, ...(serializers as unknown as typeof base.serializers) }, redact };
}

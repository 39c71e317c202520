// One JSON-over-HTTPS call to a provider. Everything that can go wrong becomes a ProviderError
// whose retryable flag tells the pipeline whether the same call may succeed later.
import { ProviderError } from '../types';
import type { ProviderErrorDetails, ProviderName } from '../types';

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Provider answers are a few hundred bytes; a bigger body is a fault, not data. */
export const DEFAULT_MAX_BYTES = 1_048_576;

export interface HttpProviderOptions {
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface PostJsonCall {
  provider: ProviderName;
  url: URL;
  idempotencyKey: string;
  body: unknown;
  timeoutMs: number;
  maxBytes: number;
}

/** The URL of `path` under a base URL, whether or not the base ends with a slash. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/** POSTs the body and returns the parsed JSON answer of a 2xx response. */
export async function postJson(call: PostJsonCall): Promise<unknown> {
  const fail = (message: string, details: Omit<ProviderErrorDetails, 'provider'>) =>
    new ProviderError(`${call.provider} provider: ${message}`, { provider: call.provider, ...details });
  let text: string;
  try {
    const response = await fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': call.idempotencyKey },
      body: JSON.stringify(call.body),
      // A redirect could send applicants' data to another host: refuse it.
      redirect: 'error',
      // Covers the whole exchange, so a body that drips in slowly times out too.
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw statusError(response, fail);
    }
    text = await readCapped(response, call.maxBytes, fail);
  } catch (error) {
    throw error instanceof ProviderError ? error : transportError(error, call.timeoutMs, fail);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    // Usually a truncated answer or an error page: worth another try.
    throw fail('response is not valid JSON', { failure: 'malformed_json', retryable: true, cause: error });
  }
}

type Fail = (message: string, details: Omit<ProviderErrorDetails, 'provider'>) => ProviderError;

function statusError(response: Response, fail: Fail): ProviderError {
  const { status } = response;
  const retryable = status >= 500 || status === 429 || status === 408;
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  return fail(`HTTP ${status}`, { failure: 'http_status', retryable, status, retryAfterSeconds });
}

function transportError(error: unknown, timeoutMs: number, fail: Fail): ProviderError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return fail(`no answer within ${timeoutMs} ms`, { failure: 'timeout', retryable: true, cause: error });
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message === 'unexpected redirect') {
    // A configuration problem (wrong base URL): retrying the same call cannot help.
    return fail('answered with a redirect, which is refused', { failure: 'redirect', retryable: false, cause: error });
  }
  return fail('network failure', { failure: 'network', retryable: true, cause: error });
}

async function readCapped(response: Response, maxBytes: number, fail: Fail): Promise<string> {
  const tooLarge = () => fail(`response is larger than ${maxBytes} bytes`, { failure: 'too_large', retryable: false });
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch (error) {
    throw fail('response is not valid UTF-8', { failure: 'malformed_json', retryable: true, cause: error });
  }
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

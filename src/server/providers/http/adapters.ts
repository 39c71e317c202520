// The real-provider adapters: each interface as a POST of its request (the idempotency key in the
// Idempotency-Key header) to a path under the provider's base URL.
import { ProviderError } from '../types';
import type { CreditBureau, ProviderName, PropertyRecords, Valuation } from '../types';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, endpoint, postJson } from './post-json';
import type { HttpProviderOptions } from './post-json';
import { toCreditReport, toPropertySearchResult, toValuationResult } from './shapes';

export function createHttpCreditBureau(options: HttpProviderOptions): CreditBureau {
  const call = caller('credit', 'soft-pull', options);
  return {
    kind: 'http',
    softPull: async ({ idempotencyKey, ...body }) => checked('credit', toCreditReport(await call(idempotencyKey, body))),
  };
}

export function createHttpPropertyRecords(options: HttpProviderOptions): PropertyRecords {
  const call = caller('property', 'search', options);
  return {
    kind: 'http',
    search: async ({ idempotencyKey, ...body }) =>
      checked('property', toPropertySearchResult(await call(idempotencyKey, body))),
  };
}

export function createHttpValuation(options: HttpProviderOptions): Valuation {
  const call = caller('valuation', 'estimate', options);
  return {
    kind: 'http',
    estimate: async ({ idempotencyKey, ...body }) =>
      checked('valuation', toValuationResult(await call(idempotencyKey, body))),
  };
}

/** A POST to `path` under the provider's base URL, with the adapter's timeout and size cap. */
export function caller(provider: ProviderName, path: string, options: HttpProviderOptions) {
  const url = endpoint(options.baseUrl, path);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return (idempotencyKey: string, body: unknown) => postJson({ provider, url, idempotencyKey, body, timeoutMs, maxBytes });
}

export function checked<T>(provider: ProviderName, answer: T | undefined): T {
  if (answer !== undefined) return answer;
  // The provider changed its contract: retrying gets the same answer, a person has to look.
  throw new ProviderError(`${provider} provider: response does not have the expected shape`, {
    provider,
    failure: 'wrong_shape',
    retryable: false,
  });
}

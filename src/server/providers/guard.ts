// Every provider call, sandbox or real, runs under a timeout and its provider's circuit breaker,
// so one slow or failing provider neither holds a pipeline slot for long nor gets hammered while
// it is down. A timed-out or refused call is a retryable ProviderError: the step's job fails and
// the queue retries it with backoff, as for any other provider failure.
import { createCircuitBreaker, type BreakerOptions } from './circuit-breaker';
import { ProviderError, type ProviderName } from './types';

export interface GuardOptions {
  timeoutMs: number;
  breaker: BreakerOptions;
}

/** Rejects with a retryable 'timeout' ProviderError when `call` has not settled within `timeoutMs`. */
export async function withTimeout<T>(provider: ProviderName, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError(`${provider} provider: no answer within ${timeoutMs} ms`, { provider, failure: 'timeout', retryable: true })),
      timeoutMs,
    );
  });
  try {
    // The call itself goes on (its idempotency key makes the retry the same call); only the wait ends.
    return await Promise.race([call(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the breaker counts: a provider failing in a way worth retrying (timeout, network, 5xx, 429,
 * a garbled answer). A request the provider refused (4xx, a reused key) shows it up and answering.
 */
export const isProviderFailure = (error: unknown): boolean => error instanceof ProviderError && error.retryable;

/** The adapter with each of its methods run under the timeout and the provider's breaker. */
export function guardAdapter<A extends object>(provider: ProviderName, adapter: A, options: GuardOptions): A {
  const breaker = createCircuitBreaker(options.breaker, isProviderFailure);
  const refuse = (retryAfterMs: number) =>
    new ProviderError(`${provider} provider: circuit open after repeated failures`, {
      provider,
      failure: 'circuit_open',
      retryable: true,
      retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    });
  const guarded: Record<string, unknown> = { ...(adapter as Record<string, unknown>) };
  for (const [name, member] of Object.entries(adapter)) {
    if (typeof member !== 'function') continue;
    const method = member as (...args: unknown[]) => Promise<unknown>;
    guarded[name] = (...args: unknown[]) => breaker.run(() => withTimeout(provider, options.timeoutMs, () => method.apply(adapter, args)), refuse);
  }
  return guarded as A;
}

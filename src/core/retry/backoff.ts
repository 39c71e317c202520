// The spec's one retry rule (section 7: "A retry helper defaults to 5 attempts, 1000 ms delay,
// doubling"), as data and a pure runner: the waits between attempts and whether a failure is worth
// another. The clock is the caller's (a sleep function), so tests never wait.

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt. */
  delayMs: number;
  /** Each wait is the one before times this. */
  factor: number;
}

/** Spec section 7's defaults: 5 attempts, from 1000 ms, doubling (1, 2, 4 and 8 s between them). */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, delayMs: 1000, factor: 2 };

/** The waits between the attempts, in order: one fewer than the attempts. */
export function retryDelays(policy: RetryPolicy = DEFAULT_RETRY): number[] {
  return Array.from({ length: Math.max(0, policy.attempts - 1) }, (_, i) => policy.delayMs * policy.factor ** i);
}

/**
 * Whether an HTTP answer is worth asking again: no answer at all (status 0), a timeout (408), too
 * many requests (429) or a server's failure (5xx). A 4xx says the request itself is refused, and
 * asking again would be refused the same (spec section 7: the co-deed status "not retried on 400").
 */
export const isRetryableStatus = (status: number): boolean => status === 0 || status === 408 || status === 429 || status >= 500;

export interface RetryOptions {
  policy?: RetryPolicy;
  /** Whether this failure is worth another attempt. */
  retryable: (error: unknown) => boolean;
  sleep: (ms: number) => Promise<void>;
}

/** Runs `attempt` until it succeeds, a failure is not retryable, or the attempts run out (the last failure is thrown). */
export async function withRetry<T>(attempt: () => Promise<T>, { policy = DEFAULT_RETRY, retryable, sleep }: RetryOptions): Promise<T> {
  const delays = retryDelays(policy);
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = delays[i];
      if (wait === undefined || !retryable(error)) throw error;
      await sleep(wait);
    }
  }
}

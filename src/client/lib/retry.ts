// The page's retry helper (spec section 7): core's rule (5 attempts from 1000 ms, doubling) with
// the browser's clock, retrying only a call that got no answer or a server's failure (never a 4xx).
import { isRetryableStatus, withRetry, type RetryPolicy } from '../../core/retry/backoff';
import { ApiError } from './api';

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** No answer (fetch threw) or an answer worth asking again. */
export const isRetryableFailure = (error: unknown): boolean => (error instanceof ApiError ? isRetryableStatus(error.failure.status) : error instanceof TypeError);

/** `call` again after 1, 2, 4 and 8 s while it fails for want of an answer or by the server's fault. */
export function retried<T>(call: () => Promise<T>, policy?: RetryPolicy): Promise<T> {
  return withRetry(call, { ...(policy ? { policy } : {}), retryable: isRetryableFailure, sleep });
}

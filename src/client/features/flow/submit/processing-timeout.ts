// Spec section 9: "Processing modal default timeout 30000 ms". A send still unanswered then stops
// being waited for: the processing overlay gives way to the failed alert with Retry, which reuses
// the send's idempotency key, so an answer that was only slow still gives one application.
export const PROCESSING_TIMEOUT_MS = 30_000;

/** `work`'s outcome, or a rejection once `ms` have passed without one. */
export function beforeTimeout<T>(work: Promise<T>, ms: number = PROCESSING_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`unanswered after ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

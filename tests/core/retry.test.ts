// Spec section 7's one retry helper: 5 attempts from 1000 ms, doubling; only failures worth another.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, isRetryableStatus, retryDelays, withRetry } from '../../src/core/retry/backoff';

const recordSleep = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('retry backoff', () => {
  it('defaults to 5 attempts with waits of 1000, 2000, 4000 and 8000 ms', () => {
    expect(DEFAULT_RETRY).toEqual({ attempts: 5, delayMs: 1000, factor: 2 });
    expect(retryDelays()).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelays({ attempts: 1, delayMs: 1000, factor: 2 })).toEqual([]);
  });

  it('retries no answer, 408, 429 and 5xx, never another 4xx', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('stops at the first success, after waiting the doubling delays before each retry', async () => {
    const { waits, sleep } = recordSleep();
    let n = 0;
    const result = await withRetry(async () => (++n < 4 ? Promise.reject(new Error(`fail ${n}`)) : 'ok'), { retryable: () => true, sleep });
    expect({ result, n, waits }).toEqual({ result: 'ok', n: 4, waits: [1000, 2000, 4000] });
  });

  it('throws the last failure after 5 attempts, and at once for a failure not worth retrying', async () => {
    const { waits, sleep } = recordSleep();
    let n = 0;
    await expect(withRetry(async () => Promise.reject(new Error(`fail ${++n}`)), { retryable: () => true, sleep })).rejects.toThrow('fail 5');
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    let m = 0;
    await expect(withRetry(async () => Promise.reject(new Error(`refused ${++m}`)), { retryable: () => false, sleep })).rejects.toThrow('refused 1');
    expect(m).toBe(1);
  });
});

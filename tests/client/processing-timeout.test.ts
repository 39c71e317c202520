// Spec section 9: the processing modal's default timeout, 30000 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_TIMEOUT_MS, beforeTimeout } from '../../src/client/features/flow/submit/processing-timeout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('beforeTimeout', () => {
  it('answers what the send answers within 30 s', async () => {
    expect(PROCESSING_TIMEOUT_MS).toBe(30_000);
    const sent = beforeTimeout(new Promise<string>((done) => setTimeout(() => done('created'), 29_999)));
    await vi.advanceTimersByTimeAsync(29_999);
    await expect(sent).resolves.toBe('created');
  });

  it('stops waiting at 30 s, and passes a failure on as it came', async () => {
    const slow = beforeTimeout(new Promise<string>(() => undefined));
    const settled = vi.fn();
    slow.catch(settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).rejects.toThrow('unanswered after 30000 ms');
    const refused = new Error('refused');
    await expect(beforeTimeout(Promise.reject(refused))).rejects.toBe(refused);
  });
});

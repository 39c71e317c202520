// OPS_CHAT's open status for the chat window (issue 25): asked when the first reader subscribes,
// then every 60 s (CHAT_LIMITS.openStatusPollMs) while one reads it, never after the last leaves;
// a failed poll keeps the last answer. Fake timers: a minute passes in no time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS } from '../../src/core/chat/limits';
import { createOpenStatusPoller } from '../../src/client/lib/open-status';
import type { ApiOpenStatus } from '../../src/generated/types/api-open-status';

const status = (isOpen: boolean): ApiOpenStatus => ({ department: 'OPS_CHAT', isOpen, checkedAt: new Date().toISOString() });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createOpenStatusPoller', () => {
  it('asks at once, then every 60 s, and tells its readers when the answer changes', async () => {
    const answers = [status(true), status(true), status(false)];
    const read = vi.fn(async () => answers.shift() ?? status(false));
    const poller = createOpenStatusPoller(read);
    const seen: Array<boolean | undefined> = [];
    const stop = poller.subscribe(() => seen.push(poller.getSnapshot()?.isOpen));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(poller.getSnapshot()?.isOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.openStatusPollMs - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.openStatusPollMs);
    expect(read).toHaveBeenCalledTimes(3);
    // Open, open (no news), closed: two changes told.
    expect(seen).toEqual([true, false]);
    stop();
    await vi.advanceTimersByTimeAsync(5 * CHAT_LIMITS.openStatusPollMs);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('polls once for many readers, and a failed poll keeps the last answer', async () => {
    let fail = false;
    const read = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return status(true);
    });
    const poller = createOpenStatusPoller(read);
    const stopA = poller.subscribe(() => {});
    const stopB = poller.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.openStatusPollMs);
    expect(read).toHaveBeenCalledTimes(2);
    expect(poller.getSnapshot()?.isOpen).toBe(true);
    stopA();
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.openStatusPollMs);
    expect(read).toHaveBeenCalledTimes(3);
    stopB();
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.openStatusPollMs);
    expect(read).toHaveBeenCalledTimes(3);
  });
});

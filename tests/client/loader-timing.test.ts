// The full-screen loader's timing (spec sections 4 and 9): shown at once, at least 1 s once shown,
// hidden 300 ms after the work ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoaderTiming } from '../../src/client/lib/loader/loader-timing';

let changes: Array<[number, boolean]>;
let started: number;
const timing = () => createLoaderTiming((visible) => changes.push([Date.now() - started, visible]));

beforeEach(() => {
  vi.useFakeTimers();
  started = Date.now();
  changes = [];
});
afterEach(() => vi.useRealTimers());

describe('createLoaderTiming', () => {
  it('shows at once and stays 1 s when the work ends quickly', () => {
    const t = timing();
    t.setBusy(true);
    expect(changes).toEqual([[0, true]]);
    vi.advanceTimersByTime(50);
    t.setBusy(false);
    vi.advanceTimersByTime(949);
    expect(changes).toEqual([[0, true]]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([[0, true], [1000, false]]);
  });

  it('hides 300 ms after long work ends', () => {
    const t = timing();
    t.setBusy(true);
    vi.advanceTimersByTime(5000);
    t.setBusy(false);
    vi.advanceTimersByTime(299);
    expect(changes).toEqual([[0, true]]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([[0, true], [5300, false]]);
  });

  it('stays shown without a flicker when work starts again before it hides', () => {
    const t = timing();
    t.setBusy(true);
    vi.advanceTimersByTime(2000);
    t.setBusy(false);
    vi.advanceTimersByTime(200);
    t.setBusy(true);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([[0, true]]);
    t.setBusy(false);
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([[0, true], [3500, false]]);
  });

  it('does nothing when never busy, and nothing after dispose', () => {
    const t = timing();
    t.setBusy(false);
    t.setBusy(true);
    t.setBusy(false);
    t.dispose();
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([[0, true]]);
  });
});

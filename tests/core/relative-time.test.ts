import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/core/notifications/relative-time';

const now = new Date(2026, 10, 26, 15, 0, 0); // 26 Nov 2026, 15:00 local
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('answers 1 minute when just created or a little in the future', () => {
    expect(ago(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(ago(59_999)).toEqual({ unit: 'minutes', count: 1 });
    expect(ago(-5 * MIN)).toEqual({ unit: 'minutes', count: 1 });
  });
  it('answers minutes when under an hour', () => {
    expect(ago(2 * MIN)).toEqual({ unit: 'minutes', count: 2 });
    expect(ago(HOUR - 1)).toEqual({ unit: 'minutes', count: 59 });
  });
  it('answers hours from one hour to under a day', () => {
    expect(ago(HOUR)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(DAY - 1)).toEqual({ unit: 'hours', count: 23 });
  });
  it('answers days from one day to under a week', () => {
    expect(ago(DAY)).toEqual({ unit: 'days', count: 1 });
    expect(ago(7 * DAY - 1)).toEqual({ unit: 'days', count: 6 });
  });
  it('answers weeks from one week to 4 weeks (until the 5th week starts)', () => {
    expect(ago(7 * DAY)).toEqual({ unit: 'weeks', count: 1 });
    expect(ago(28 * DAY)).toEqual({ unit: 'weeks', count: 4 });
    expect(ago(35 * DAY - 1)).toEqual({ unit: 'weeks', count: 4 });
  });
  it('answers the month and day when older than 4 weeks', () => {
    expect(ago(35 * DAY)).toEqual({ unit: 'date', month: 10, day: 22 });
    expect(relativeTime(new Date(2025, 0, 3, 9), now)).toEqual({ unit: 'date', month: 1, day: 3 });
  });
});

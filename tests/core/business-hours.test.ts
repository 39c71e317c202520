// Operating hours (issue 25 item 1): open or closed at an instant in Pacific Time (daylight saving,
// federal holidays, closed dates), the week as the spec's Monday-Friday and Saturday-Sunday ranges,
// the sentence the page shows, and the checks a schema cannot make.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessHoursProblems, hoursSentence, isOpenAt, weekRanges, type BusinessHours } from '../../src/core/hours/business-hours';
import { copyText } from '../../src/core/copy/resolve';
import { copyEn, repoRoot } from './helpers';

const defaults = JSON.parse(readFileSync(join(repoRoot, 'brands/defaults.json'), 'utf8')).operatingHours as Record<'OPS_PHONE' | 'OPS_CHAT', BusinessHours>;
const words = (key: string, values: Record<string, string>) => copyText(copyEn, key, values);
const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A week from seven [start, end] pairs (null: closed), Monday first. */
function week(days: Array<[string, string] | null>, extra: Partial<BusinessHours> = {}): BusinessHours {
  return {
    weekdays: days.map((d, i) => ({ weekday: NAMES[i]!, weekdayValue: i + 1, startTime: d?.[0] ?? '00:00', endTime: d?.[1] ?? '00:00', isOpen: d !== null })) as BusinessHours['weekdays'],
    ...extra,
  };
}
const nineToFive = week([['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], null, null], { closedOnFederalHolidays: true });

describe('isOpenAt', () => {
  it('is open from the start time up to (not at) the end time, Pacific, in winter and in summer', () => {
    // Wednesday 3 December 2026: PST (UTC-8). 09:00 PT = 17:00 UTC.
    expect(isOpenAt(nineToFive, new Date('2026-12-02T16:59:00Z'))).toBe(false);
    expect(isOpenAt(nineToFive, new Date('2026-12-02T17:00:00Z'))).toBe(true);
    expect(isOpenAt(nineToFive, new Date('2026-12-03T00:59:00Z'))).toBe(true);
    expect(isOpenAt(nineToFive, new Date('2026-12-03T01:00:00Z'))).toBe(false);
    // Wednesday 1 July 2026: PDT (UTC-7). 09:00 PT = 16:00 UTC.
    expect(isOpenAt(nineToFive, new Date('2026-07-01T16:00:00Z'))).toBe(true);
    expect(isOpenAt(nineToFive, new Date('2026-07-01T15:59:00Z'))).toBe(false);
  });

  it('reads the weekday in Pacific Time, not UTC', () => {
    // Saturday 5 December 2026 02:00 UTC is Friday 4 December 18:00 PT: closed (after 17:00), not "Saturday".
    expect(isOpenAt(week([null, null, null, null, null, ['00:00', '24:00'], null]), new Date('2026-12-05T02:00:00Z'))).toBe(false);
    // Friday 16:30 PT is open on Friday's hours.
    expect(isOpenAt(nineToFive, new Date('2026-12-05T00:30:00Z'))).toBe(true);
  });

  it('is closed on a federal holiday when the week says so, and on its closed dates', () => {
    const christmas = new Date('2026-12-25T18:00:00Z'); // Friday 10:00 PT
    expect(isOpenAt(nineToFive, christmas)).toBe(false);
    expect(isOpenAt({ ...nineToFive, closedOnFederalHolidays: false }, christmas)).toBe(true);
    const eve = new Date('2026-12-24T18:00:00Z'); // Thursday 10:00 PT
    expect(isOpenAt(nineToFive, eve)).toBe(true);
    expect(isOpenAt({ ...nineToFive, closedDates: ['2026-12-24'] }, eve)).toBe(false);
  });
});

describe('weekRanges and hoursSentence', () => {
  it('groups the working week and the weekend when their days agree', () => {
    expect(weekRanges(defaults.OPS_PHONE)).toEqual([
      { firstDay: 1, lastDay: 5, open: { startTime: '06:00', endTime: '18:00' } },
      { firstDay: 6, lastDay: 7, open: { startTime: '07:00', endTime: '15:00' } },
    ]);
    expect(hoursSentence(defaults.OPS_PHONE, 'en', words)).toBe('Monday-Friday 6 AM-6 PM, Saturday-Sunday 7 AM-3 PM (Pacific Time)');
    expect(hoursSentence(defaults.OPS_CHAT, 'en', words)).toBe('Monday-Friday 6 AM-6 PM, Saturday-Sunday closed (Pacific Time)');
  });

  it('splits a group into runs of equal days when its days differ', () => {
    const late = week([['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '15:30'], ['10:00', '14:00'], null]);
    expect(hoursSentence(late, 'en', words)).toBe('Monday-Thursday 9 AM-5 PM, Friday 9 AM-3:30 PM, Saturday 10 AM-2 PM, Sunday closed (Pacific Time)');
  });
});

describe('businessHoursProblems', () => {
  it('accepts the default weeks', () => {
    expect(businessHoursProblems(defaults.OPS_PHONE)).toEqual([]);
    expect(businessHoursProblems(defaults.OPS_CHAT)).toEqual([]);
  });

  it('names a day listed twice, a value that is not its name and an end before its start', () => {
    const bad = week([['09:00', '08:00'], null, null, null, null, null, null]);
    bad.weekdays[2] = { ...bad.weekdays[2]!, weekdayValue: 2 };
    expect(businessHoursProblems(bad)).toEqual([
      { pointer: '/weekdays/0/endTime', reason: 'must be after startTime 09:00' },
      { pointer: '/weekdays/2/weekdayValue', reason: 'day 2 is listed twice' },
      { pointer: '/weekdays/2/weekday', reason: 'weekdayValue 2 is TUESDAY, not WEDNESDAY' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  federalHolidays,
  isBankingBusinessDay,
  isRescissionBusinessDay,
  isWithinEnotaryHours,
  nextBankingDay,
  rescissionEndsAt,
  zonedInstant,
} from '../../src/core/calendar/business-days';

const d = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

describe('federalHolidays', () => {
  it('lists the eleven legal public holidays of 2026 on their dates, with the observed Friday of a Saturday one', () => {
    const days = [...federalHolidays(2026)].sort();
    expect(days).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-07-04',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });

  it("observes the next New Year's Day on 31 December when it falls on a Saturday", () => {
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true);
    expect(federalHolidays(2027).has('2027-12-24')).toBe(true);
  });

  it('observes a Sunday holiday on the Monday after', () => {
    // Juneteenth 2022 was a Sunday.
    expect(federalHolidays(2022).has('2022-06-20')).toBe(true);
  });
});

describe('rescission business days', () => {
  it('counts Saturdays and skips Sundays and federal holidays', () => {
    expect(isRescissionBusinessDay(d('2025-07-05'))).toBe(true); // Saturday
    expect(isRescissionBusinessDay(d('2025-07-06'))).toBe(false); // Sunday
    expect(isRescissionBusinessDay(d('2025-07-04'))).toBe(false); // Independence Day
    expect(isRescissionBusinessDay(d('2025-07-03'))).toBe(true);
  });

  it('ends at midnight Pacific after the third business day, over a holiday and a Sunday', () => {
    // Signed Wednesday 2 July 2025: Thu 3, (Fri 4 holiday), Sat 5, (Sun 6), Mon 7.
    const { lastDay, endsAt } = rescissionEndsAt(new Date('2025-07-02T18:00:00Z'));
    expect(lastDay).toBe('2025-07-07');
    expect(endsAt.toISOString()).toBe('2025-07-08T07:00:00.000Z');
  });

  it('ends on the Tuesday for a line signed on a Friday in winter (Pacific standard time)', () => {
    const { lastDay, endsAt } = rescissionEndsAt(new Date('2025-01-10T20:00:00Z'));
    expect(lastDay).toBe('2025-01-14');
    expect(endsAt.toISOString()).toBe('2025-01-15T08:00:00.000Z');
  });

  it('takes the signing day in Pacific time, not UTC', () => {
    // 8 pm Pacific on Friday 10 January is already Saturday in UTC.
    expect(rescissionEndsAt(new Date('2025-01-11T04:00:00Z')).lastDay).toBe('2025-01-14');
  });

  it('skips Thanksgiving', () => {
    // Signed Wednesday 25 November 2026: (Thu 26 Thanksgiving), Fri 27, Sat 28, (Sun 29), Mon 30.
    expect(rescissionEndsAt(new Date('2026-11-25T18:00:00Z')).lastDay).toBe('2026-11-30');
  });
});

describe('banking business days', () => {
  it('are Monday to Friday without federal holidays', () => {
    expect(isBankingBusinessDay(d('2025-07-05'))).toBe(false);
    expect(isBankingBusinessDay(d('2025-07-04'))).toBe(false);
    expect(isBankingBusinessDay(d('2025-07-07'))).toBe(true);
    expect(addBusinessDays(d('2025-07-03'), 1, isBankingBusinessDay)).toEqual(d('2025-07-07'));
  });

  it('gives the first banking day at or after an instant', () => {
    expect(nextBankingDay(new Date('2025-07-05T18:00:00Z'))).toEqual(d('2025-07-07'));
    expect(nextBankingDay(new Date('2025-07-07T18:00:00Z'))).toEqual(d('2025-07-07'));
  });
});

describe('isWithinEnotaryHours', () => {
  it('is open Monday to Saturday from 6 am to 6 pm Pacific', () => {
    expect(isWithinEnotaryHours(new Date('2026-11-28T18:00:00Z'))).toBe(true); // Saturday 10 am PST
    expect(isWithinEnotaryHours(new Date('2026-11-29T18:00:00Z'))).toBe(false); // Sunday
    expect(isWithinEnotaryHours(new Date('2026-11-30T13:59:00Z'))).toBe(false); // Monday 5:59 am
    expect(isWithinEnotaryHours(new Date('2026-11-30T14:00:00Z'))).toBe(true); // Monday 6:00 am
    expect(isWithinEnotaryHours(new Date('2026-12-01T01:59:00Z'))).toBe(true); // Monday 5:59 pm
    expect(isWithinEnotaryHours(new Date('2026-12-01T02:00:00Z'))).toBe(false); // Monday 6:00 pm
    expect(isWithinEnotaryHours(new Date('2026-07-06T13:00:00Z'))).toBe(true); // Monday 6 am PDT
  });
});

describe('zonedInstant', () => {
  it('finds the instant of a Pacific wall-clock time across daylight saving', () => {
    expect(zonedInstant(d('2026-03-08'), 0).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(zonedInstant(d('2026-03-09'), 0).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(zonedInstant(d('2026-11-02'), 10).toISOString()).toBe('2026-11-02T18:00:00.000Z');
  });
});

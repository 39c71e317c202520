// The first payment's due date (src/core/calendar/first-payment.ts): one month after funding, on
// the funding's day of the month or the shorter month's last day, moved to the next banking
// business day off weekends and federal holidays; the funding day is Pacific's.
import { describe, expect, it } from 'vitest';
import { firstPaymentDue, oneMonthAfter } from '../../src/core/calendar/first-payment';

const at = (iso: string) => new Date(iso);

describe('oneMonthAfter', () => {
  it('keeps the day of the month when the next month has it', () => {
    expect(oneMonthAfter({ year: 2026, month: 3, day: 10 })).toEqual({ year: 2026, month: 4, day: 10 });
  });
  it("takes the next month's last day when it is shorter", () => {
    expect(oneMonthAfter({ year: 2026, month: 1, day: 31 })).toEqual({ year: 2026, month: 2, day: 28 });
    expect(oneMonthAfter({ year: 2028, month: 1, day: 30 })).toEqual({ year: 2028, month: 2, day: 29 });
  });
  it('rolls December over into January of the next year', () => {
    expect(oneMonthAfter({ year: 2026, month: 12, day: 15 })).toEqual({ year: 2027, month: 1, day: 15 });
  });
});

describe('firstPaymentDue', () => {
  it('is due one month after funding on a banking business day', () => {
    // Funded Tuesday 10 March 2026 at 10 am Pacific: due Friday 10 April.
    expect(firstPaymentDue(at('2026-03-10T17:00:00Z'))).toEqual({ year: 2026, month: 4, day: 10 });
  });
  it('moves a due date on a weekend to the Monday after', () => {
    // Funded Thursday 9 April 2026: 9 May is a Saturday, so Monday 11 May.
    expect(firstPaymentDue(at('2026-04-09T17:00:00Z'))).toEqual({ year: 2026, month: 5, day: 11 });
  });
  it('moves a due date on a federal holiday to the next banking business day', () => {
    // Funded Wednesday 3 June 2026: 3 July is the Friday Independence Day is observed on, so Monday 6 July.
    expect(firstPaymentDue(at('2026-06-03T17:00:00Z'))).toEqual({ year: 2026, month: 7, day: 6 });
  });
  it("counts the funding day in Pacific time, not UTC's", () => {
    // 31 March 2026 at 11 pm Pacific is already 1 April in UTC: funded on 31 March, due 30 April.
    expect(firstPaymentDue(at('2026-04-01T06:00:00Z'))).toEqual({ year: 2026, month: 4, day: 30 });
  });
});

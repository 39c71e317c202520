// When the first payment of a funded line falls due (issue 31, item 8). The spec names no rule, so
// this is ours, said in one place: the first payment is due one month after the line is funded, on
// the same day of the month as the funding (the month's last day when it is shorter: funded on
// 31 January, due 28 or 29 February), moved to the next banking business day when that day is a
// weekend or a federal holiday. The funding day is the calendar day in the closing time zone
// (Pacific), as recording and funding count their days. Pure: the clock is the caller's.
import { CLOSING_TIME_ZONE, addBusinessDays, isBankingBusinessDay, zonedDate, type PlainDate } from './business-days';

/** Days in a month (1-12) of a year. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day one month on, or the next month's last day when it has fewer days. */
export function oneMonthAfter(date: PlainDate): PlainDate {
  const year = date.month === 12 ? date.year + 1 : date.year;
  const month = date.month === 12 ? 1 : date.month + 1;
  return { year, month, day: Math.min(date.day, daysIn(year, month)) };
}

/** The first payment's due date of a line funded at `fundedAt` (an instant). */
export function firstPaymentDue(fundedAt: Date, timeZone: string = CLOSING_TIME_ZONE): PlainDate {
  const due = oneMonthAfter(zonedDate(fundedAt, timeZone));
  return isBankingBusinessDay(due) ? due : addBusinessDays(due, 1, isBankingBusinessDay);
}

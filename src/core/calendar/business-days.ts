// The closing calendar (pure; the clock is the caller's): US federal holidays, Pacific time, the
// right of rescission's business days (Reg Z 1026.2(a)(6): every day but Sundays and the legal
// public holidays of 5 U.S.C. 6103(a), so Saturdays count), the banking business days recording
// and funding run on (Monday to Friday, holidays excluded), and the eNotary's hours (Monday to
// Saturday, 6 am to 6 pm Pacific).
import type { PlainDate } from '../logic/dates';

export type { PlainDate };

export const CLOSING_TIME_ZONE = 'America/Los_Angeles';
export const ENOTARY_HOURS = { firstWeekday: 1, lastWeekday: 6, startHour: 6, endHour: 18 } as const;
/** Reg Z 1026.15 / 1026.23: midnight of the third business day after consummation. */
export const RESCISSION_BUSINESS_DAYS = 3;

const iso = (d: PlainDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const fromUtc = (ms: number): PlainDate => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const utcOf = (d: PlainDate) => Date.UTC(d.year, d.month - 1, d.day);

export const isoDateOf = iso;

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromUtc(utcOf(date) + days * 86_400_000);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: PlainDate): number {
  return new Date(utcOf(date)).getUTCDay();
}

/** The nth (1-based) weekday of a month, or the last one for n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): PlainDate {
  if (n > 0) {
    const first = weekdayOf({ year, month, day: 1 });
    return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
  }
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastWeekday = weekdayOf({ year, month, day: last });
  return { year, month, day: last - ((lastWeekday - weekday + 7) % 7) };
}

/**
 * The legal public holidays of a year (5 U.S.C. 6103(a)), each on its own date and, when that
 * falls on a weekend, also on the weekday it is observed (Friday for Saturday, Monday for Sunday).
 * Both are excluded: the applicant never gets a shorter rescission than either reading gives.
 */
export function federalHolidays(year: number): Set<string> {
  const fixed: PlainDate[] = [
    { year, month: 1, day: 1 },
    { year, month: 6, day: 19 },
    { year, month: 7, day: 4 },
    { year, month: 11, day: 11 },
    { year, month: 12, day: 25 },
  ];
  const floating: PlainDate[] = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  const days = new Set<string>();
  for (const d of fixed) {
    days.add(iso(d));
    const w = weekdayOf(d);
    if (w === 6) days.add(iso(addDays(d, -1)));
    if (w === 0) days.add(iso(addDays(d, 1)));
  }
  // New Year's Day of the next year observed on this year's 31 December.
  if (weekdayOf({ year: year + 1, month: 1, day: 1 }) === 6) days.add(`${year}-12-31`);
  for (const d of floating) days.add(iso(d));
  return days;
}

export function isFederalHoliday(date: PlainDate): boolean {
  return federalHolidays(date.year).has(iso(date));
}

/** Rescission's business day: not a Sunday, not a federal holiday (Saturdays count). */
export function isRescissionBusinessDay(date: PlainDate): boolean {
  return weekdayOf(date) !== 0 && !isFederalHoliday(date);
}

/** A banking business day (recording, funding): Monday to Friday, not a federal holiday. */
export function isBankingBusinessDay(date: PlainDate): boolean {
  const w = weekdayOf(date);
  return w !== 0 && w !== 6 && !isFederalHoliday(date);
}

/** The nth day after `date` (not counting it) on which `isBusinessDay` holds. */
export function addBusinessDays(date: PlainDate, n: number, isBusinessDay: (d: PlainDate) => boolean): PlainDate {
  let at = date;
  for (let counted = 0; counted < n; ) {
    at = addDays(at, 1);
    if (isBusinessDay(at)) counted++;
  }
  return at;
}

interface ZonedParts extends PlainDate {
  weekday: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'short' });
    formatters.set(timeZone, f);
  }
  return f;
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock date and time of an instant in a time zone (Pacific by default). */
export function zonedParts(instant: Date, timeZone: string = CLOSING_TIME_ZONE): ZonedParts {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
  };
}

/** The calendar date of an instant in the closing time zone. */
export const zonedDate = (instant: Date, timeZone: string = CLOSING_TIME_ZONE): PlainDate => {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
};

/** The instant a wall-clock time happens in a time zone (daylight saving included). */
export function zonedInstant(date: PlainDate, hour: number, timeZone: string = CLOSING_TIME_ZONE): Date {
  const wanted = utcOf(date) + hour * 3_600_000;
  let guess = wanted;
  // Two corrections settle the zone's offset (it changes at most once near the answer).
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = utcOf(p) + p.hour * 3_600_000 + p.minute * 60_000;
    guess += wanted - shown;
  }
  return new Date(guess);
}

/**
 * When the right to cancel ends for a line signed at `signedAt`: midnight (Pacific) at the end of
 * the third rescission business day after the signing day.
 */
export function rescissionEndsAt(signedAt: Date): { lastDay: string; endsAt: Date } {
  const last = addBusinessDays(zonedDate(signedAt), RESCISSION_BUSINESS_DAYS, isRescissionBusinessDay);
  return { lastDay: iso(last), endsAt: zonedInstant(addDays(last, 1), 0) };
}

/** The first banking business day at or after an instant's date (Pacific). */
export function nextBankingDay(instant: Date): PlainDate {
  const today = zonedDate(instant);
  return isBankingBusinessDay(today) ? today : addBusinessDays(today, 1, isBankingBusinessDay);
}

/** True inside the eNotary's hours: Monday to Saturday, 6 am to 6 pm Pacific. */
export function isWithinEnotaryHours(instant: Date): boolean {
  const p = zonedParts(instant);
  return p.weekday >= ENOTARY_HOURS.firstWeekday && p.weekday <= ENOTARY_HOURS.lastWeekday && p.hour >= ENOTARY_HOURS.startHour && p.hour < ENOTARY_HOURS.endHour;
}

// How long ago a notification came (spec section 2 "Page shell"): minutes, hours, days, weeks,
// then the month and day once it is older than 4 weeks. Pure: the caller passes "now" (the page's
// clock), and the month-day is the caller's local calendar, as the bell shows it.

export type RelativeTime =
  | { unit: 'minutes' | 'hours' | 'days' | 'weeks'; count: number }
  /** month 1-12, in the calendar of `now`'s environment (the browser's time zone). */
  | { unit: 'date'; month: number; day: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Up to "4 weeks" (28 to 34 days); from the 5th week on, the date. */
const LAST_WEEK = 4;

export function relativeTime(created: Date, now: Date): RelativeTime {
  // A time a little ahead of the page's clock (clocks differ) reads as just now: 1 minute.
  const age = Math.max(0, now.getTime() - created.getTime());
  if (age < HOUR) return { unit: 'minutes', count: Math.max(1, Math.floor(age / MINUTE)) };
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) };
  if (age < WEEK) return { unit: 'days', count: Math.floor(age / DAY) };
  const weeks = Math.floor(age / WEEK);
  if (weeks <= LAST_WEEK) return { unit: 'weeks', count: weeks };
  return { unit: 'date', month: created.getMonth() + 1, day: created.getDate() };
}

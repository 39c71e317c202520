// Operating hours (spec sections 3, 7 and 9): a department's week as data (brands/defaults.json,
// a brand's operatingHours), whether it is open at an instant, and the week as the ranges people
// read ("Monday-Friday 6 AM-6 PM", "Saturday-Sunday closed"). Pure: the clock and the words
// are the caller's; times are Pacific, as the spec shows them.
import type { BusinessHours } from '../../generated/types/business-hours';
import { CLOSING_TIME_ZONE, isFederalHoliday, isoDateOf, zonedParts } from '../calendar/business-days';

export type { BusinessHours };
export type BusinessDay = BusinessHours['weekdays'][number];

export const HOURS_TIME_ZONE = CLOSING_TIME_ZONE;
/** The departments with hours (spec section 7): the phone line and live chat. */
export const DEPARTMENTS = ['OPS_PHONE', 'OPS_CHAT'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const isDepartment = (value: string): value is Department => (DEPARTMENTS as readonly string[]).includes(value);

/** The spec's display groups: the working week, then the weekend (weekdayValue 6 and 7). */
const DISPLAY_GROUPS: ReadonlyArray<readonly number[]> = [
  [1, 2, 3, 4, 5],
  [6, 7],
];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A week's days sorted Monday to Sunday, whatever order the data lists them in. */
export function daysInOrder(hours: BusinessHours): BusinessDay[] {
  return [...hours.weekdays].sort((a, b) => a.weekdayValue - b.weekdayValue);
}

/** Problems a schema cannot state: each day once, its value matching its name, an end after its start. */
export function businessHoursProblems(hours: BusinessHours): Array<{ pointer: string; reason: string }> {
  const problems: Array<{ pointer: string; reason: string }> = [];
  const names = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
  const seen = new Set<number>();
  hours.weekdays.forEach((d, i) => {
    if (seen.has(d.weekdayValue)) problems.push({ pointer: `/weekdays/${i}/weekdayValue`, reason: `day ${d.weekdayValue} is listed twice` });
    seen.add(d.weekdayValue);
    if (names[d.weekdayValue - 1] !== d.weekday) problems.push({ pointer: `/weekdays/${i}/weekday`, reason: `weekdayValue ${d.weekdayValue} is ${names[d.weekdayValue - 1]}, not ${d.weekday}` });
    if (d.isOpen && minutesOf(d.endTime) <= minutesOf(d.startTime)) problems.push({ pointer: `/weekdays/${i}/endTime`, reason: `must be after startTime ${d.startTime}` });
  });
  return problems;
}

/** Closed all day on this date (Pacific): a federal holiday where the week says so, or one of its closed dates. */
function closedOn(hours: BusinessHours, date: { year: number; month: number; day: number }): boolean {
  return (hours.closedOnFederalHolidays === true && isFederalHoliday(date)) || (hours.closedDates ?? []).includes(isoDateOf(date));
}

/** Open at this instant: its Pacific weekday is open, the time is within the day's hours, and the date is not closed. */
export function isOpenAt(hours: BusinessHours, instant: Date): boolean {
  const p = zonedParts(instant, HOURS_TIME_ZONE);
  const weekdayValue = p.weekday === 0 ? 7 : p.weekday;
  const day = hours.weekdays.find((d) => d.weekdayValue === weekdayValue);
  if (!day?.isOpen || closedOn(hours, p)) return false;
  const now = p.hour * 60 + p.minute;
  return now >= minutesOf(day.startTime) && now < minutesOf(day.endTime);
}

/** A run of days with the same hours: first and last day (1 Monday … 7 Sunday), and the hours or closed. */
export interface HoursRange {
  firstDay: number;
  lastDay: number;
  open: { startTime: string; endTime: string } | null;
}

const sameHours = (a: BusinessDay, b: BusinessDay) => a.isOpen === b.isOpen && (!a.isOpen || (a.startTime === b.startTime && a.endTime === b.endTime));

/**
 * The week as ranges within the spec's two groups (Monday-Friday, Saturday-Sunday): a group whose
 * days share their hours is one range; otherwise each run of equal days is its own range.
 */
export function weekRanges(hours: BusinessHours): HoursRange[] {
  const byValue = new Map(hours.weekdays.map((d) => [d.weekdayValue, d]));
  const ranges: HoursRange[] = [];
  for (const group of DISPLAY_GROUPS) {
    let current: { range: HoursRange; day: BusinessDay } | undefined;
    for (const value of group) {
      const day = byValue.get(value)!;
      if (current && sameHours(current.day, day)) {
        current.range.lastDay = value;
        continue;
      }
      current = { day, range: { firstDay: value, lastDay: value, open: day.isOpen ? { startTime: day.startTime, endTime: day.endTime } : null } };
      ranges.push(current.range);
    }
  }
  return ranges;
}

/** A range in a locale's words: its days ("Monday-Friday", "Saturday") and its times ("6 AM", "3:30 PM"), or closed. */
export interface RangeWords {
  days: { first: string; last: string | null };
  open: { from: string; to: string } | null;
}

/** Day n of the week (1 Monday … 7 Sunday) by name in a locale (the console's week editor names its days so too). */
// 2024-01-01 was a Monday: day n of the week (1 Monday … 7 Sunday) is 31 December 2023 + n, in UTC.
export const dayName = (locale: string, value: number): string => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 11, 31 + value)));
// Newer ICU data puts a narrow no-break space before AM/PM, older a plain one: one space, so the
// server's render and the browser's agree whatever ICU each has.
// On the hour the minutes are left out ("6 AM", "3:30 PM"): the footer's line stays short on a phone.
const timeOf = (locale: string, hhmm: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', ...(hhmm.endsWith(':00') ? {} : { minute: '2-digit' }), timeZone: 'UTC' })
    .format(new Date(Date.UTC(2024, 0, 1) + minutesOf(hhmm) * 60_000))
    .replace(/[\u202f\u00a0]/g, ' ');

/** The week's ranges (weekRanges) in a locale's day names and times, for the caller's sentence. */
export function rangeWords(hours: BusinessHours, locale: string): RangeWords[] {
  return weekRanges(hours).map((r) => ({
    days: { first: dayName(locale, r.firstDay), last: r.lastDay === r.firstDay ? null : dayName(locale, r.lastDay) },
    // 24:00 is midnight at the day's end: shown as the clock shows it (12:00 AM).
    open: r.open && { from: timeOf(locale, r.open.startTime), to: timeOf(locale, r.open.endTime) },
  }));
}

/** A copy lookup: key and values to text (i18next's t, or core/copy's copyText over a locale's copy). */
export type Words = (key: string, values: Record<string, string>) => string;

/**
 * The week as one sentence ("Monday-Friday 6 AM-6 PM, Saturday-Sunday closed (Pacific Time)"):
 * the shape from copy (shell.hours), day names and times from Intl in the locale.
 */
export function hoursSentence(hours: BusinessHours, locale: string, words: Words): string {
  const ranges = rangeWords(hours, locale).map(({ days, open }) => {
    const dayText = days.last ? words('shell.hours.days', { first: days.first, last: days.last }) : days.first;
    return open ? words('shell.hours.open', { days: dayText, from: open.from, to: open.to }) : words('shell.hours.closed', { days: dayText });
  });
  return words('shell.hours.week', { ranges: new Intl.ListFormat(locale, { type: 'unit' }).format(ranges) });
}

// Spec section 8's generic date rule: a date is valid written MM/dd/yyyy or yyyy-MM-dd (or given as
// { year, month, day }), is shown MM/dd/yyyy, and anything that is not a real date shows as
// 'Invalid Date' (the words JavaScript itself gives an invalid Date, so no copy of ours). An instant
// (an ISO timestamp) is shown by its Pacific calendar date, the time zone the application's dates
// and hours are in.
import { toPlainDate, type PlainDate } from '../logic/dates';

/** The application's time zone, CLOSING_TIME_ZONE's value (tests/core/us-date.test.ts holds them equal): importing the closing calendar here cost the first render 240 B. */
export const US_DATE_TIME_ZONE = 'America/Los_Angeles';

/** The calendar date of an instant in a time zone. */
function dateIn(instant: Date, timeZone: string): PlainDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const usDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** An ISO date with a time: its instant is what counts. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T/;

/** The words of an invalid Date: 'Invalid Date'. */
export const INVALID_DATE = String(new Date(Number.NaN));

/** A real calendar date from MM/dd/yyyy, yyyy-MM-dd, { year, month, day }, an ISO timestamp or a Date (Pacific); null otherwise. */
export function parseDateInput(value: unknown, timeZone: string = US_DATE_TIME_ZONE): PlainDate | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateIn(value, timeZone);
  if (typeof value === 'string') {
    const us = usDate.exec(value);
    if (us) return toPlainDate({ year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) });
    if (isoInstant.test(value)) return parseDateInput(new Date(value), timeZone);
  }
  return toPlainDate(value);
}

/** Whether a date as typed or stored is a real date (MM/dd/yyyy or yyyy-MM-dd). */
export const isValidDateText = (text: string): boolean => !isoInstant.test(text) && parseDateInput(text) !== null;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** MM/dd/yyyy, or 'Invalid Date'. */
export function formatUsDate(value: unknown, timeZone: string = US_DATE_TIME_ZONE): string {
  const d = parseDateInput(value, timeZone);
  return d ? `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}` : INVALID_DATE;
}

// Spec section 8's generic date rule: a date is valid written MM/dd/yyyy or yyyy-MM-dd (or given as
// { year, month, day }), is shown MM/dd/yyyy, and anything that is not a real date shows as
// 'Invalid Date' (the words JavaScript itself gives an invalid Date, so no copy of ours). An instant
// (an ISO timestamp) is shown by its Pacific calendar date, the time zone the application's dates
// and hours are in.
import { toPlainDate, type PlainDate } from '../logic/dates';
import { CLOSING_TIME_ZONE, zonedDate } from './business-days';

const usDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** An ISO date with a time: its instant is what counts. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T/;

/** The words of an invalid Date: 'Invalid Date'. */
export const INVALID_DATE = String(new Date(Number.NaN));

/** A real calendar date from MM/dd/yyyy, yyyy-MM-dd, { year, month, day }, an ISO timestamp or a Date (Pacific); null otherwise. */
export function parseDateInput(value: unknown, timeZone: string = CLOSING_TIME_ZONE): PlainDate | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : zonedDate(value, timeZone);
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
export function formatUsDate(value: unknown, timeZone: string = CLOSING_TIME_ZONE): string {
  const d = parseDateInput(value, timeZone);
  return d ? `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}` : INVALID_DATE;
}

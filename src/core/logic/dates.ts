// Calendar arithmetic on plain dates (no time zones: a date of birth is a calendar date).

export interface PlainDate {
  year: number;
  month: number;
  day: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real Gregorian date from { year, month, day } or 'YYYY-MM-DD'; null for anything else. */
export function toPlainDate(value: unknown): PlainDate | null {
  let parts: [unknown, unknown, unknown];
  if (typeof value === 'string') {
    const m = isoDate.exec(value);
    if (!m) return null;
    parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    parts = [v.year, v.month, v.day];
  } else {
    return null;
  }
  const [year, month, day] = parts;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const d = { year: year as number, month: month as number, day: day as number };
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month)) return null;
  return d;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole years from `birth` to `on`; a 29 February birthday counts on 1 March in common years. */
export function wholeYearsBetween(birth: PlainDate, on: PlainDate): number {
  let years = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) years--;
  return years;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  const ms = Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day);
  return Math.round(ms / 86_400_000);
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A plain date (the applicant's day, month and year) as 'YYYY-MM-DD'. */
export const plainDateIso = ({ year, month, day }: PlainDate): string => iso(year, month, day);

/** Today's date in UTC as 'YYYY-MM-DD' (the server's "today"; callers pass it on for determinism). */
export function todayIso(now: Date = new Date()): string {
  return iso(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}

/** Today's date where the clock is (the applicant's calendar date, in the browser). */
export function localTodayIso(now: Date = new Date()): string {
  return iso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

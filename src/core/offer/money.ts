// Rounding and formatting of money and rates. Shared by the server (what is stored and disclosed)
// and the web app (what is shown), so both print the same cents.

const formatMoneyError =
  'Invalid input: formatMoney requires both value and precision to be valid numbers and precision cannot be negative.';

/** A finite number of 0 or more: the one guard of every money helper's inputs. */
export const isNonNegativeNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** Intl's historical limit on fraction digits; more is never meaningful for dollars. */
const maxPrecision = 20;

/**
 * Rounds half away from zero to `places` decimals. The product is first cut to 15 significant
 * digits so that binary noise (1.005 * 100 = 100.49999999999999) does not round the wrong way.
 */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // no '-0' in money
}

export const roundToCents = (value: number): number => roundTo(value, 2);

/** Rates are kept to 4 decimals (0.0749 = 7.49%). */
export const roundRate = (rate: number): number => roundTo(rate, 4);

/** Rounds down to cents: a limit ("at most this much") must never be rounded up past itself. */
export function floorToCents(value: number): number {
  return Math.floor(Number((value * 100).toPrecision(15))) / 100;
}

/**
 * US dollars, e.g. formatMoney(1234.567, 2) === '$1,234.57' and formatMoney(-5, 0) === '-$5'.
 * The locale is fixed to en-US so the text never depends on the machine running it, and the value
 * is rounded by roundTo first, so the text shows the very cents the server stores.
 * Throws (spec section 8) for a value that is not a finite number, or a precision that is not a
 * whole number from 0 to 20.
 */
export function formatMoney(value: number, precision: number): string {
  const validValue = typeof value === 'number' && Number.isFinite(value);
  const validPrecision = Number.isInteger(precision) && precision >= 0 && precision <= maxPrecision;
  if (!validValue || !validPrecision) throw new Error(formatMoneyError);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(roundTo(value, precision));
}

// ABA routing transit numbers (pure; the browser's field rule and the server run the same code):
// nine digits whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
const NINE_DIGITS = /^[0-9]{9}$/;

/** True for nine digits passing the ABA checksum (and not all zeros). */
export function isAbaRoutingNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !NINE_DIGITS.test(value) || value === '000000000') return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** The check digit that completes eight digits into a valid routing number. */
export function abaCheckDigit(first8: string): number {
  const d = [...first8].map(Number);
  const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return (10 - (partial % 10)) % 10;
}

/** The last four characters, the only part of an account or routing number shown after capture. */
export const lastFour = (value: string): string => value.slice(-4);

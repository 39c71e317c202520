// Repayment math (spec section 9): monthly payment by the annuity formula with the term in years
// and an annual rate; interest by day count with 365.25 days per year. Results are not rounded:
// callers round once, at the figure they show or store, so errors do not add up across steps.
import { isNonNegativeNumber } from './money';

export const daysPerYear = 365.25;

const paymentError = 'Invalid input: monthlyPayment requires principal and annualRate to be numbers that are 0 or more and termYears above 0.';
const interestError = 'Invalid input: interestForDays requires principal, annualRate and days to be numbers that are 0 or more.';

/**
 * The level monthly payment that repays `principal` over `termYears` at `annualRate`:
 * P·r / (1 − (1 + r)^−n) with r = annualRate / 12 and n = 12·termYears; P / n when the rate is 0.
 */
export function monthlyPayment(principal: number, annualRate: number, termYears: number): number {
  if (!isNonNegativeNumber(principal) || !isNonNegativeNumber(annualRate) || !isNonNegativeNumber(termYears) || termYears === 0) {
    throw new Error(paymentError);
  }
  const months = termYears * 12;
  const r = annualRate / 12;
  // Below 1e-9 a month the formula runs out of digits (at the extreme, r is subnormal); the
  // first-order series P/n · (1 + (n + 1)·r/2) is exact to 1e-12 there, and is P/n at rate 0.
  if (r < 1e-9) return (principal / months) * (1 + ((months + 1) * r) / 2);
  // 1 − (1 + r)^−n, written with expm1/log1p so tiny rates do not lose their digits.
  const paidDownShare = -Math.expm1(-months * Math.log1p(r));
  return (principal * r) / paidDownShare;
}

/** Simple interest on `principal` for `days` at `annualRate`, on a 365.25-day year. */
export function interestForDays(principal: number, annualRate: number, days: number): number {
  if (!isNonNegativeNumber(principal) || !isNonNegativeNumber(annualRate) || !isNonNegativeNumber(days)) throw new Error(interestError);
  return (principal * annualRate * days) / daysPerYear;
}

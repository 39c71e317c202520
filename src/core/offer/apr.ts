// The APR of a draw with its origination fee counted as a finance charge: the fee is added to the
// balance (spec section 9: draw total = amount + fee) and repaid with it at the note rate, so the
// applicant receives the draw but repays draw + fee. The APR is the yearly rate r at which the
// monthly payments, discounted at r / 12, are worth exactly the draw received. Options that trade
// a lower rate for a higher fee then compare on one figure.
import { isNonNegativeNumber } from './money';
import { monthlyPayment } from './payment';

const aprError = 'Invalid input: aprWithFee requires amount above 0, fee and annualRate 0 or more, and termYears above 0.';

/** Present value of `months` level payments of `payment`, discounted at `monthlyRate`. */
function presentValue(payment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return payment * months;
  return (payment * -Math.expm1(-months * Math.log1p(monthlyRate))) / monthlyRate;
}

/**
 * The annual rate r with amount = PV at r/12 of the monthly payments that repay amount + fee over
 * termYears at annualRate. Equal to annualRate when the fee is 0; higher the larger the fee and
 * the shorter the term. Not rounded: the caller rounds at the figure it shows.
 */
export function aprWithFee(amount: number, fee: number, annualRate: number, termYears: number): number {
  const valid = [amount, fee, annualRate, termYears].every(isNonNegativeNumber) && amount > 0 && termYears > 0;
  if (!valid) throw new Error(aprError);
  if (fee === 0) return annualRate;
  const months = termYears * 12;
  const payment = monthlyPayment(amount + fee, annualRate, termYears);
  // The present value falls as the rate rises; the answer lies between the note rate and a rate
  // at which the payments are worth less than the draw (doubled until they are).
  let low = annualRate;
  let high = annualRate + 0.01;
  while (presentValue(payment, high / 12, months) > amount) high *= 2;
  // 60 halvings of a range under 1 leave less than 1e-18: far below the 0.001% the page shows.
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, mid / 12, months) > amount) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

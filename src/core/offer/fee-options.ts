// Which of a rate sheet's fee options are offered (issue 29): a fee option whose rateAdd is below
// zero buys the rate down (the applicant pays more at closing for a lower rate); with the lender's
// rate-buy-down switch off, those are withheld and the others priced as before. Pure: a strategy
// reads it over the flags resolved for the application (its override, else its brand's).
import type { Pricing } from '../../generated/types/pricing';
import { RATE_BUY_DOWN_FLAG } from '../flags/resolve';

/** Whether the fee option lowers the rate (LOWEST_RATE, BALANCED in brands/defaults.json). */
export const buysRateDown = (option: Pricing['feeOptions'][number]): boolean => option.rateAdd < 0;

/**
 * The rate sheet as priced for these flags: without the buying-down options while rate-buy-down is
 * off. A flag the lookup did not answer leaves the sheet as it is (the registry's default is on).
 */
export function offeredPricing(pricing: Pricing, flags: Readonly<Record<string, boolean>> = {}): Pricing {
  if (flags[RATE_BUY_DOWN_FLAG] !== false) return pricing;
  const [first, ...rest] = pricing.feeOptions.filter((option) => !buysRateDown(option));
  // A sheet whose every option lowers the rate has no other to offer: it is priced as it is.
  return first ? { ...pricing, feeOptions: [first, ...rest] } : pricing;
}

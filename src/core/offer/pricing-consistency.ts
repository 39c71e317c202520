// Rules of a rate sheet that its JSON Schema cannot express, each with the JSON pointer it is
// about, so `npm run check` can list every problem of a brand product's pricing at once.
// priceOffers relies on these: e.g. that a better credit score never costs more.
import type { Pricing } from '../../generated/types/pricing';

export interface PricingProblem {
  pointer: string;
  reason: string;
}

type Tier = { key: number; rateAdd: number };

/** Every inconsistency of a schema-valid pricing object; [] when there is none. */
export function validatePricingConsistency(pricing: Pricing): PricingProblem[] {
  const problems: PricingProblem[] = [];
  const add = (pointer: string, reason: string) => problems.push({ pointer, reason });
  if (pricing.minDraw > pricing.minLine) add('/minDraw', 'minDraw must not exceed minLine');
  if (pricing.minLine > pricing.maxLine) add('/minLine', 'minLine must not exceed maxLine');
  if (pricing.minRecordingTax > pricing.maxRecordingTax) add('/minRecordingTax', 'minRecordingTax must not exceed maxRecordingTax');
  const scores = pricing.creditScoreTiers.map((t) => ({ key: t.minScore, rateAdd: t.rateAdd }));
  if (!isMonotone(scores, -1)) add('/creditScoreTiers', 'minScore values must differ, and a higher minScore must not add more rate');
  if (pricing.minCreditScore < Math.min(...scores.map((t) => t.key))) {
    add('/minCreditScore', 'minCreditScore must be covered by a credit score tier');
  }
  const cltvs = pricing.cltvTiers.map((t) => ({ key: t.maxCltv, rateAdd: t.rateAdd }));
  if (!isMonotone(cltvs, 1)) add('/cltvTiers', 'maxCltv values must differ, and a higher maxCltv must not add less rate');
  if (pricing.maxCltv > Math.max(...cltvs.map((t) => t.key))) add('/maxCltv', 'maxCltv must be covered by a CLTV tier');
  if (pricing.dscrTiers && pricing.minDscr !== undefined) {
    const ratios = pricing.dscrTiers.map((t) => ({ key: t.minRatio, rateAdd: t.rateAdd }));
    if (!isMonotone(ratios, -1)) add('/dscrTiers', 'minRatio values must differ, and a higher minRatio must not add more rate');
    if (pricing.minDscr < Math.min(...ratios.map((t) => t.key))) add('/minDscr', 'minDscr must be covered by a DSCR tier');
  }
  const fees = pricing.feeOptions.map((o) => o.originationFee);
  if (new Set(fees).size !== fees.length) add('/feeOptions', 'originationFee values must differ (they name the offers)');
  return problems;
}

/** Keys all different and, sorted by key, rateAdd never moving against `direction` (1 up, −1 down). */
function isMonotone(tiers: Tier[], direction: 1 | -1): boolean {
  const sorted = [...tiers].sort((a, b) => a.key - b.key);
  return sorted.every((t, i) => {
    const prev = sorted[i - 1];
    return !prev || (t.key !== prev.key && (t.rateAdd - prev.rateAdd) * direction >= 0);
  });
}

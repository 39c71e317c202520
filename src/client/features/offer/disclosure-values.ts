// The values the early disclosures' sentences are filled with (copy/en/offer.json → disclosures):
// the chosen draw's figure texts (src/core/offer/figures.ts), the same the cards and the sidebar
// show, so a test can read the disclosures' figures without a browser.
import type { Offer } from '../../../generated/types/offer-set';
import { figureTexts, type OfferFigures } from '../../../core/offer/figures';
import { formatMoney } from '../../../core/offer/money';
import { examplePayment, EXAMPLE_DRAW, formatLimit } from '../../../core/offer/view';

type T = (key: string, options?: Record<string, unknown>) => string;

export function disclosureValues(t: T, offer: Offer, figures: OfferFigures): Record<string, string | number | undefined> {
  const f = figureTexts(figures);
  return {
    term: offer.term,
    monthly: f.monthly,
    example: formatMoney(EXAMPLE_DRAW, 0),
    rate: f.rate,
    payment: formatMoney(examplePayment(offer), 2),
    fee: f.fee,
    feeRule: t(f.feeRule.key, f.feeRule.values),
    autopayRate: f.autopayRate,
    autopayMonthly: f.autopayMonthly,
    rateTypeExplain: t('offer.figures.rateType.explain'),
    cash: f.cash,
    minDraw: formatLimit(offer.minDraw),
    maxDraw: f.maxCash,
  };
}

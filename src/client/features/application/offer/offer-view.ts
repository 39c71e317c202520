// What the offer screen shows, computed only with the shared offer math of src/core/offer, so the
// page prints the same cents the server stores and discloses.
import type { Offer } from '../../../../generated/types/offer-set';
import { getDrawFee, getTotalAmountFromDraw } from '../../../../core/offer/draw';
import { roundTo, roundToCents } from '../../../../core/offer/money';
import { monthlyPayment } from '../../../../core/offer/payment';

/** Offers by term, terms and fees in ascending order, for one group of choices per term. */
export function groupByTerm(offers: Offer[]): Array<{ term: number; offers: Offer[] }> {
  const terms = [...new Set(offers.map((o) => o.term))].sort((a, b) => a - b);
  return terms.map((term) => ({
    term,
    offers: offers.filter((o) => o.term === term).sort((a, b) => a.originationFee - b.originationFee),
  }));
}

/** A rate as a percent: 0.0749 → '7.490%' with 3 decimals (spec section 9), '4.99%' with up to 3. */
export function formatPercent(rate: number, maxDecimals = 3, minDecimals = maxDecimals): string {
  const format = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
  return format.format(roundTo(rate, maxDecimals + 2));
}

/** A draw amount in the offer's range, in cents. */
export const clampDraw = (offer: Pick<Offer, 'minDraw' | 'maxDraw'>, amount: number): number =>
  roundToCents(Math.min(offer.maxDraw, Math.max(offer.minDraw, amount)));

export interface DrawFigures {
  rate: number;
  fee: number;
  total: number;
  monthly: number;
}

/** The figures of a draw on an offer; `maxFee` is the offer set's ofeeMaxThreshold. */
export function drawFigures(offer: Offer, amount: number, maxFee: number): DrawFigures {
  const total = getTotalAmountFromDraw(amount, offer.originationFee, maxFee);
  return {
    rate: offer.rate,
    fee: getDrawFee(amount, offer.originationFee, maxFee),
    total,
    monthly: monthlyPayment(total, offer.rate, offer.term),
  };
}

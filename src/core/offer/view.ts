// What the offer screen shows, computed only with the shared offer math of src/core/offer, so the
// page prints the same cents the server stores and discloses (a draw's figures: ./figures.ts).
import type { Offer } from '../../generated/types/offer-set';
import { formatMoney, roundTo, roundToCents } from './money';
import { monthlyPayment } from './payment';

/** Offers by term, terms and fees in ascending order, for one group of choices per term. */
export function groupByTerm(offers: Offer[]): Array<{ term: number; offers: Offer[] }> {
  const terms = [...new Set(offers.map((o) => o.term))].sort((a, b) => a - b);
  return terms.map((term) => ({
    term,
    offers: offers.filter((o) => o.term === term).sort((a, b) => a.originationFee - b.originationFee),
  }));
}

/**
 * A rate as a percent, one way everywhere: up to 3 decimals (spec section 9), no trailing zeros,
 * so 0.0749 → '7.49%', 0.07953 → '7.953%' and 0 → '0%' (never '0.000%' beside '0%').
 */
export function formatPercent(rate: number, maxDecimals = 3, minDecimals = 0): string {
  const format = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
  return format.format(roundTo(rate, maxDecimals + 2));
}

/** A draw amount in the offer's range, in cents. */
export const clampDraw = (offer: Pick<Offer, 'minDraw' | 'maxDraw'>, amount: number): number =>
  roundToCents(Math.min(offer.maxDraw, Math.max(offer.minDraw, amount)));

/** The example draw of the minimum-payment disclosure (Reg Z 12 CFR 1026.40(d)(5)(iii)). */
export const EXAMPLE_DRAW = 10_000;

/** The minimum-payment example: the monthly payment that repays EXAMPLE_DRAW over the offer's term at its rate. */
export const examplePayment = (offer: Pick<Offer, 'rate' | 'term'>): number => monthlyPayment(EXAMPLE_DRAW, offer.rate, offer.term);

/**
 * A draw limit (in cents) as text: whole dollars when it is whole ('$295,000'), else to the cent
 * ('$222,582.55'), so a limit is never rounded up past itself or shown with needless cents.
 */
export const formatLimit = (value: number): string => formatMoney(value, Number.isInteger(roundToCents(value)) ? 0 : 2);

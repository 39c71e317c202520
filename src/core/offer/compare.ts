// The offers side by side at one draw amount (the offer screen's cards): each option's figures
// with its APR, which options another option beats outright, the default choice, and the
// third-party closing costs of spec section 9's disclosure facts.
import type { Offer } from '../../generated/types/offer-set';
import { offerFigures, type OfferFigures } from './figures';
import { roundToCents } from './money';

export interface OfferComparison {
  offer: Offer;
  /** Whether the amount lies in the offer's minDraw..maxDraw (spec section 5's offer match). */
  available: boolean;
  /** The figures at the amount (src/core/offer/figures.ts); only for an available offer. */
  figures?: OfferFigures;
  /** The available offer of the same term that costs no more in fee and payment, and less in one. */
  dominatedBy?: Offer;
}

export const drawInRange = (offer: Pick<Offer, 'minDraw' | 'maxDraw'>, amount: number): boolean =>
  Number.isFinite(amount) && amount >= offer.minDraw && amount <= offer.maxDraw;

/**
 * Whether `b` beats `a` outright at a draw: same term, fee dollars and monthly payment (to the
 * cent, as shown) no higher, and one of them lower. With the fee capped, a higher fee rate can cost
 * the same dollars at a lower rate, which makes the option with the lower fee rate strictly worse.
 */
export function dominates(b: OfferComparison, a: OfferComparison): boolean {
  if (!a.figures || !b.figures || a.offer.term !== b.offer.term || a.offer.id === b.offer.id) return false;
  const fee = [roundToCents(b.figures.fee), roundToCents(a.figures.fee)] as const;
  const monthly = [roundToCents(b.figures.monthly), roundToCents(a.figures.monthly)] as const;
  return fee[0] <= fee[1] && monthly[0] <= monthly[1] && (fee[0] < fee[1] || monthly[0] < monthly[1]);
}

/** Every offer at `amount`, in the order given; `maxFee` is the offer set's ofeeMaxThreshold. */
export function compareOffers(offers: Offer[], amount: number, maxFee: number): OfferComparison[] {
  const rows: OfferComparison[] = offers.map((offer) => {
    if (!drawInRange(offer, amount) || amount <= 0) return { offer, available: false };
    return { offer, available: true, figures: offerFigures(offer, amount, { ofeeMaxThreshold: maxFee }) };
  });
  return rows.map((row) => {
    const better = rows.filter((other) => dominates(other, row));
    // The best of those that beat it: the lowest payment, so the note names the clearest alternative.
    const best = better.sort((x, y) => x.figures!.monthly - y.figures!.monthly)[0];
    return best ? { ...row, dominatedBy: best.offer } : row;
  });
}

/**
 * The draw the screen starts at: the largest amount every offer lends (the smallest maxDraw), so
 * every option is shown at the same amount and none starts out unavailable; never below the
 * largest minDraw. The maximum of one option would leave the others without figures to compare.
 */
export function defaultDraw(offers: Array<Pick<Offer, 'minDraw' | 'maxDraw'>>): number {
  const common = Math.min(...offers.map((o) => o.maxDraw));
  return Math.max(common, ...offers.map((o) => o.minDraw));
}

/**
 * The option to start with: the lowest APR at `amount` among the offers that lend it (ties: the
 * lower fee in dollars, then the shorter term); an offer that is beaten outright is never chosen.
 */
export function defaultOffer(offers: Offer[], amount: number, maxFee: number): Offer | undefined {
  const ranked = compareOffers(offers, amount, maxFee)
    .filter((c) => c.figures && !c.dominatedBy)
    .sort((a, b) => a.figures!.apr - b.figures!.apr || a.figures!.fee - b.figures!.fee || a.offer.term - b.offer.term);
  return ranked[0]?.offer ?? offers[0];
}

/** Spec section 9's disclosure facts, in dollars. */
export const closingCostFacts = {
  avm: 180,
  appraisal: { min: 500, max: 2000, requiredAbove: 400_000 },
  notary: 350,
  recordingFees: { min: 0, max: 315 },
  recordingTaxPer100k: { min: 0, max: 1400 },
} as const;

/**
 * The third-party closing costs of a line, low and high: the valuation ($180), recording fees
 * ($0-$315), recording taxes ($0-$1,400 per $100,000 of the line) and, above $400,000, an
 * appraisal ($500-$2,000), unless the lender pays it (`appraisalCovered`: the
 * company-covers-appraisal switch). Manual notarization ($350) is left out: the applicant chooses it.
 */
export function closingCostRange(line: number, { appraisalCovered = false }: { appraisalCovered?: boolean } = {}): { min: number; max: number } {
  const f = closingCostFacts;
  const appraisal = line > f.appraisal.requiredAbove && !appraisalCovered ? f.appraisal : { min: 0, max: 0 };
  const taxes = (per100k: number) => (per100k * line) / 100_000;
  return {
    min: roundToCents(f.avm + f.recordingFees.min + taxes(f.recordingTaxPer100k.min) + appraisal.min),
    max: roundToCents(f.avm + f.recordingFees.max + taxes(f.recordingTaxPer100k.max) + appraisal.max),
  };
}

/** Why an option is shown first on the offer screen (copy/en/application.json → offer.picks). */
export type PickReason = 'apr' | 'monthly' | 'noFee';

export interface OfferPick {
  offer: Offer;
  /** Every reason it is shown first: one option can be both the lowest APR and the lowest payment. */
  reasons: PickReason[];
}

/**
 * The options shown first at a draw (issue 31 item 2): the lowest APR, the lowest monthly payment
 * and an option with no origination fee (the one with the lowest APR of those, then the lower
 * payment), among the available options no other beats outright. One option picked for two reasons
 * is one pick with both; the order is that of the reasons. Empty when no option lends the amount.
 */
export function offerPicks(rows: OfferComparison[]): OfferPick[] {
  const open = rows.filter((r) => r.figures && !r.dominatedBy);
  const lowest = (list: OfferComparison[], ...by: Array<(f: OfferFigures) => number>) =>
    [...list].sort((a, b) => by.reduce((d, f) => d || f(a.figures!) - f(b.figures!), 0))[0];
  const apr = (f: OfferFigures) => f.apr;
  const monthly = (f: OfferFigures) => f.monthly;
  const fee = (f: OfferFigures) => f.fee;
  const chosen: Array<[PickReason, OfferComparison | undefined]> = [
    ['apr', lowest(open, apr, fee, monthly)],
    ['monthly', lowest(open, monthly, apr, fee)],
    ['noFee', lowest(open.filter((r) => r.figures!.fee === 0), apr, monthly)],
  ];
  const picks: OfferPick[] = [];
  for (const [reason, row] of chosen) {
    if (!row) continue;
    const pick = picks.find((p) => p.offer.id === row.offer.id);
    if (pick) pick.reasons.push(reason);
    else picks.push({ offer: row.offer, reasons: [reason] });
  }
  return picks;
}

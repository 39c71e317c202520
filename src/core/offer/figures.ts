// The one set of figures of a draw on an offer, computed once and shown the same everywhere: the
// offer cards, the sidebar, the early disclosures and the closing documents all read these, so a
// figure can never disagree with itself from one screen to the next (issue 31, item 1).
// The fee is added to what the applicant repays (spec section 9: draw total = amount + fee), so the
// cash to the applicant is the draw amount itself, and the headline never includes the fee.
import type { Offer, OfferSet } from '../../generated/types/offer-set';
import { aprWithFee } from './apr';
import { getDrawFee } from './draw';
import { formatMoney, roundToCents } from './money';
import { monthlyPayment } from './payment';
import { formatPercent } from './view';

/** Which rule set the fee: none, the fee rate of the draw, or the offer set's cap on it. */
export type FeeRule = 'none' | 'rate' | 'capped';

/** The figures of one draw, as numbers (rates as fractions, money in dollars to the cent). */
export interface OfferFigures {
  offerId: string;
  term: number;
  /** Cash to the applicant at closing: the draw amount (the headline). */
  cash: number;
  /** The largest cash draw this offer lends. */
  maxCash: number;
  /** The origination fee in dollars, and the rule that made it. */
  fee: number;
  feeRule: FeeRule;
  feeRate: number;
  feeCap: number;
  /** Cash plus fee: what is repaid. */
  total: number;
  /** The line (credit limit) of the offer. */
  line: number;
  rate: number;
  /** The yearly cost counting the fee (src/core/offer/apr.ts). */
  apr: number;
  monthly: number;
  /** The rate and payment with automatic payments, when the offer has an AUTOPAY discount. */
  autopay?: { rate: number; monthly: number };
}

/** The discount type that automatic payments earn (spec section 3's discount types). */
const AUTOPAY = 'AUTOPAY';

/**
 * The figures of drawing `amount` on `offer`, with the offer set's fee cap (ofeeMaxThreshold,
 * the brand's pricing). Pure: the browser and the server get the same cents from the same input.
 */
export function offerFigures(offer: Offer, amount: number, offerSet: Pick<OfferSet, 'ofeeMaxThreshold'>): OfferFigures {
  const cap = offerSet.ofeeMaxThreshold;
  const cash = roundToCents(amount);
  const fee = getDrawFee(cash, offer.originationFee, cap);
  const total = roundToCents(cash + fee);
  const autopayRate = offer.discountList?.find((d) => d.discount?.type === AUTOPAY)?.rateWithDiscount;
  return {
    offerId: offer.id,
    term: offer.term,
    cash,
    maxCash: offer.maxDraw,
    fee,
    feeRule: feeRuleOf(offer.originationFee, roundToCents(cash * offer.originationFee), cap),
    feeRate: offer.originationFee,
    feeCap: cap,
    total,
    line: offer.max,
    rate: offer.rate,
    apr: cash > 0 ? aprWithFee(cash, fee, offer.rate, offer.term) : offer.rate,
    monthly: monthlyPayment(total, offer.rate, offer.term),
    ...(typeof autopayRate === 'number' ? { autopay: { rate: autopayRate, monthly: monthlyPayment(total, autopayRate, offer.term) } } : {}),
  };
}

/** 'capped' when the rate's fee was more than the cap (it is the cap then). */
function feeRuleOf(feeRate: number, uncapped: number, cap: number): FeeRule {
  if (feeRate === 0) return 'none';
  return uncapped > cap ? 'capped' : 'rate';
}

/** The figures as the applicant reads them: money to the cent, rates through one percent format. */
export interface FigureTexts {
  cash: string;
  maxCash: string;
  fee: string;
  /** The copy key of the fee's rule (copy/en/offer.json → figures.feeRule) and its values. */
  feeRule: { key: string; values: { rate: string; cap: string } };
  total: string;
  line: string;
  rate: string;
  apr: string;
  monthly: string;
  term: number;
  autopayRate?: string;
  autopayMonthly?: string;
}

/** The copy keys of the fee rules: "4.99%, capped at $7,500", "2.99% of the draw", "No fee". */
export const FEE_RULE_KEYS: Record<FeeRule, string> = {
  none: 'offer.figures.feeRule.none',
  rate: 'offer.figures.feeRule.rate',
  capped: 'offer.figures.feeRule.capped',
};

/** A limit in whole dollars when it is whole ('$295,000'), else to the cent. */
const limit = (n: number) => formatMoney(n, Number.isInteger(roundToCents(n)) ? 0 : 2);

export function figureTexts(f: OfferFigures): FigureTexts {
  const money = (n: number) => formatMoney(n, 2);
  return {
    cash: money(f.cash),
    maxCash: limit(f.maxCash),
    fee: money(f.fee),
    feeRule: { key: FEE_RULE_KEYS[f.feeRule], values: { rate: formatPercent(f.feeRate), cap: limit(f.feeCap) } },
    total: money(f.total),
    line: limit(f.line),
    rate: formatPercent(f.rate),
    apr: formatPercent(f.apr),
    monthly: money(f.monthly),
    term: f.term,
    ...(f.autopay ? { autopayRate: formatPercent(f.autopay.rate), autopayMonthly: money(f.autopay.monthly) } : {}),
  };
}

/**
 * The rate and payment in force: the autopay ones once the applicant chose automatic payments
 * (the sidebar after bank/autopay), else the offer's own.
 */
export function ratesInForce(f: OfferFigures, paymentMethod: string | null | undefined): { rate: number; monthly: number; autopay: boolean } {
  const autopay = paymentMethod === AUTOPAY && f.autopay !== undefined;
  return autopay ? { ...f.autopay!, autopay } : { rate: f.rate, monthly: f.monthly, autopay };
}

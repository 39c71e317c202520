// Pricing an application from an organisation's rate sheet (the brand manifest's products[product].pricing over the defaults).
// The same function runs on the server (the offers it stores) and may run in the browser (a
// preview), so it is pure and deterministic: same pricing and facts, same offer set, ids included.
// This is the `equity-income` pricing strategy (src/core/strategies/); its line cap, risk rate and
// offer building are exported for the other strategies to share rather than copy.
import type { Offer, OfferSet } from '../../generated/types/offer-set';
import type { Pricing } from '../../generated/types/pricing';
import { getTotalAmountFromDraw } from './draw';
import { floorToCents, isNonNegativeNumber, roundRate, roundToCents } from './money';
import { monthlyPayment } from './payment';

/** What pricing needs to know about the applicant and the property. Money in dollars. */
export interface PricingFacts {
  propertyValue: number;
  lienBalance: number;
  creditScore: number;
  annualIncome: number;
  monthlyDebt: number;
}

type FeeOption = Pricing['feeOptions'][number];

/** Float noise in a ratio such as 552500 / 650000, not a real difference in risk. */
export const ratioTolerance = 1e-9;

/**
 * The offer set for an application: one offer per term and fee option whose largest line is at
 * least pricing.minLine. No offer at all gives decision INELIGIBLE.
 *
 * Line limits, all at once: pricing.maxLine; the equity limit propertyValue × maxCltv − lienBalance;
 * and, per offer, the DTI limit (the largest line whose monthly payment at the offer's rate and
 * term keeps (monthlyDebt + payment) / (annualIncome / 12) at or below maxDti).
 *
 * Rate: baseRate + credit score tier + CLTV tier (the offer's baseRate), then + the fee option's
 * rateAdd (the offer's rate). The CLTV tier is read at the largest line before the DTI limit:
 * reading it after would make the rate depend on a line that depends on the rate; the line before
 * the DTI limit is never smaller, so the tier chosen is never a better one than the applicant's.
 */
export function priceOffers(pricing: Pricing, facts: PricingFacts): OfferSet {
  assertPricingFacts(facts);
  const lineCap = getLineCap(pricing, facts);
  const baseRate = lineCap >= pricing.minLine ? getRiskRate(pricing, facts, lineCap) : null;
  if (baseRate === null) return createOfferSet(pricing, [], true);
  const priced = pricing.terms.flatMap((term) =>
    pricing.feeOptions.map((option) => {
      const rate = roundRate(Math.max(0, baseRate + option.rateAdd));
      const dtiLine = getDtiLimitedLine(pricing, facts, rate, term);
      const offer = createOffer(pricing, { term, option, baseRate, rate, max: Math.min(lineCap, dtiLine) });
      return { offer, dtiLimited: dtiLine < lineCap };
    }),
  );
  const offers = priced.map((p) => p.offer).filter((offer) => offer.max >= pricing.minLine);
  return createOfferSet(pricing, offers, priced.every((p) => !p.dtiLimited));
}

/** Facts come from our own services; a bad one is a bug to stop on, not an applicant to decline. */
export function assertPricingFacts(facts: PricingFacts): void {
  const names = ['propertyValue', 'lienBalance', 'creditScore', 'annualIncome', 'monthlyDebt'] as const;
  const bad = names.filter((name) => !isNonNegativeNumber(facts[name]));
  if (bad.length > 0) throw new Error(`Invalid input: pricing facts must be numbers that are 0 or more (${bad.join(', ')}).`);
}

/** The largest line before the DTI limit: maxLine, or the equity under maxCltv if smaller. */
export function getLineCap(pricing: Pricing, facts: PricingFacts): number {
  const equityLine = floorToCents(facts.propertyValue * pricing.maxCltv - facts.lienBalance);
  return Math.min(pricing.maxLine, equityLine);
}

/** baseRate + score tier + CLTV tier, or null when the score or the CLTV falls in no tier. */
export function getRiskRate(pricing: Pricing, facts: PricingFacts, line: number): number | null {
  if (facts.creditScore < pricing.minCreditScore) return null;
  const scoreTier = pricing.creditScoreTiers
    .filter((t) => facts.creditScore >= t.minScore)
    .sort((a, b) => b.minScore - a.minScore)[0];
  const cltv = (facts.lienBalance + line) / facts.propertyValue;
  const cltvTier = pricing.cltvTiers
    .filter((t) => cltv <= t.maxCltv + ratioTolerance)
    .sort((a, b) => a.maxCltv - b.maxCltv)[0];
  if (!scoreTier || !cltvTier) return null;
  return roundRate(Math.max(0, pricing.baseRate + scoreTier.rateAdd + cltvTier.rateAdd));
}

/** The largest line whose payment fits the DTI room; the payment is linear in the line. */
function getDtiLimitedLine(pricing: Pricing, facts: PricingFacts, rate: number, term: number): number {
  const room = (pricing.maxDti * facts.annualIncome) / 12 - facts.monthlyDebt;
  if (!(room > 0)) return 0;
  return floorToCents(room / monthlyPayment(1, rate, term));
}

export interface OfferTerms {
  term: number;
  option: FeeOption;
  baseRate: number;
  rate: number;
  max: number;
}

export function createOffer(pricing: Pricing, { term, option, baseRate, rate, max }: OfferTerms): Offer {
  const discounts = pricing.discounts ?? [];
  const maxDraw = getMaxDraw(max, option.originationFee, pricing.ofeeMaxThreshold);
  return {
    id: `${term}-${option.originationFee}`,
    term,
    rate,
    otherRate: roundRate(Math.max(0, discounts.reduce((r, d) => r + d.rateAdd, rate))),
    baseRate,
    originationFee: option.originationFee,
    min: pricing.minLine,
    max,
    minDraw: Math.min(pricing.minDraw, maxDraw),
    maxDraw,
    type: option.type,
    discountList: discounts.map((d) => ({ discount: { type: d.type }, rateWithDiscount: roundRate(Math.max(0, rate + d.rateAdd)) })),
  };
}

/**
 * The largest draw whose total with its fee stays within the line. The total grows with the
 * amount; below the cap it is amount × (1 + fee), above it amount + cap, so the answer is the
 * larger of line / (1 + fee) and line − cap. One cent comes off if the fee's rounding tipped it.
 */
function getMaxDraw(line: number, originationFee: number, maxFee: number): number {
  const amount = floorToCents(Math.max(line / (1 + originationFee), line - maxFee));
  const fits = roundToCents(getTotalAmountFromDraw(amount, originationFee, maxFee)) <= line;
  return fits ? amount : roundToCents(amount - 0.01);
}

export function createOfferSet(pricing: Pricing, offers: Offer[], maxDtiUnlimited: boolean): OfferSet {
  const offersByType: Record<string, Offer[]> = {};
  for (const offer of offers) (offersByType[offer.type] ??= []).push(offer);
  return {
    offers,
    offersByType,
    maxDtiUnlimited,
    ofeeMaxThreshold: pricing.ofeeMaxThreshold,
    // Costs, income verification, consents, asset depletion and the BPO are filled in later by
    // the server's providers; pricing alone knows none of them.
    costs: [],
    incomeRequestRecords: [],
    decision: offers.length > 0 ? 'SELECT' : 'INELIGIBLE',
    subDecision: offers.length > 0 ? 'UNVERIFIED_OFFER' : 'UNKNOWN_SUBDECISION',
    consents: [],
    assetDepletion: { complete: false, amount: 0 },
    status: { bpo: 'UNKNOWN_BPO_STATUS' },
    minRecordingTax: pricing.minRecordingTax,
    maxRecordingTax: pricing.maxRecordingTax,
  };
}

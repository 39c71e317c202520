// The `rental-dscr` strategy: a line on an investment property qualified and priced on the
// property's debt service coverage ratio (flows/dscr/README.md), not on the borrower's income.
//   ratio = monthly rent / (principal and interest of the line + taxes + insurance + dues)
// The line cap (maxLine, equity under maxCltv), the credit score and CLTV tiers, the fee options
// and the offer's shape are equity-income's own code (src/core/offer/pricing.ts), shared.
import type { DscrWorksheet, Offer, OfferSet } from '../../generated/types/offer-set';
import type { Pricing } from '../../generated/types/pricing';
import { eligibilityChecks, runEligibilityChecks, type EligibilityCheck, type EligibilityFacts, type Eligibility, type LendingRules } from '../eligibility/assess';
import { floorToCents, isNonNegativeNumber, roundRate, roundTo, roundToCents } from '../offer/money';
import { monthlyPayment } from '../offer/payment';
import { assertPricingFacts, createOffer, createOfferSet, getLineCap, getRiskRate, ratioTolerance, type PricingFacts } from '../offer/pricing';

/** The property's monthly figures, in dollars; absent when nobody knows them yet. */
export interface RentalFacts {
  /** The lease's rent, or else the valuation's rent estimate. */
  monthlyRent?: number;
  monthlyTaxes?: number;
  monthlyInsurance?: number;
  /** Association dues; absent means none. */
  monthlyDues?: number;
}

export interface RentalPricingFacts extends PricingFacts {
  rental?: RentalFacts;
}

export interface RentalEligibilityFacts extends EligibilityFacts {
  rental?: RentalFacts;
  /** The property's occupancy as the applicant gave it (HOME, SECONDARY, INVESTMENT). */
  occupancyType?: string;
}

/** The figures the ratio needs, all known. */
interface KnownRental {
  monthlyRent: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
  monthlyDues: number;
}

type DscrFields = Pick<Pricing, 'minDscr' | 'dscrTiers'>;
type WithDscr<T extends DscrFields> = T & { minDscr: number; dscrTiers: NonNullable<Pricing['dscrTiers']> };

/** The pricing fields this strategy needs beyond equity-income's (the registry lists them). */
export const rentalDscrPricingFields = ['minDscr', 'dscrTiers'] as const;

/** Rent, taxes and insurance known (dues default to none); undefined while any is missing. */
export function knownRental(rental: RentalFacts | undefined): KnownRental | undefined {
  const { monthlyRent, monthlyTaxes, monthlyInsurance, monthlyDues = 0 } = rental ?? {};
  if (monthlyRent === undefined || monthlyTaxes === undefined || monthlyInsurance === undefined) return undefined;
  const known = { monthlyRent, monthlyTaxes, monthlyInsurance, monthlyDues };
  const bad = Object.entries(known).filter(([, n]) => !isNonNegativeNumber(n)).map(([name]) => name);
  if (bad.length > 0) throw new Error(`Invalid input: rental facts must be numbers that are 0 or more (${bad.join(', ')}).`);
  return known;
}

/** The property's own monthly costs: taxes, insurance and dues. */
const propertyCosts = (r: KnownRental): number => r.monthlyTaxes + r.monthlyInsurance + r.monthlyDues;

/** A rate sheet without the ratio's thresholds cannot price on the ratio: a configuration error, named. */
function requireDscrPricing<T extends DscrFields>(pricing: T): WithDscr<T> {
  if (pricing.minDscr === undefined || pricing.dscrTiers === undefined) {
    throw new Error(`Invalid configuration: the rental-dscr strategy needs pricing.${rentalDscrPricingFields.join(' and pricing.')}.`);
  }
  return pricing as WithDscr<T>;
}

/**
 * How the ratio of a line at a rate and term is worked out, in the figures a screen shows: each
 * payment in cents, the total their sum, and the ratio of the rent to that total (4 decimals).
 * `line` must be above 0 or the costs must be: a ratio over no payment at all means nothing.
 */
export function workOutDscr(rental: KnownRental, { line, rate, term }: { line: number; rate: number; term: number }, minRatio: number): DscrWorksheet {
  const principalAndInterest = roundToCents(monthlyPayment(line, rate, term));
  const totalPayment = roundToCents(principalAndInterest + propertyCosts(rental));
  if (!(totalPayment > 0)) throw new Error('Invalid input: workOutDscr needs a payment above 0 (a line or property costs).');
  return {
    line,
    rate,
    term,
    monthlyRent: roundToCents(rental.monthlyRent),
    principalAndInterest,
    monthlyTaxes: roundToCents(rental.monthlyTaxes),
    monthlyInsurance: roundToCents(rental.monthlyInsurance),
    monthlyDues: roundToCents(rental.monthlyDues),
    totalPayment,
    ratio: roundTo(rental.monthlyRent / totalPayment, 4),
    minRatio,
  };
}

/**
 * The largest line whose ratio stays at or above `floor` at a rate and term: the rent at that
 * ratio, less the property's costs, is the room for principal and interest, linear in the line.
 */
function getRatioLimitedLine(rental: KnownRental, floor: number, rate: number, term: number): number {
  const room = rental.monthlyRent / floor - propertyCosts(rental);
  if (!(room > 0)) return 0;
  return floorToCents(room / monthlyPayment(1, rate, term));
}

/**
 * The offer set priced on the ratio: one offer per term and fee option whose largest line is at
 * least pricing.minLine. Rent, taxes or insurance unknown, or no line reaching minLine: no offer
 * (decision INELIGIBLE).
 *
 * Rate: baseRate + credit score tier + CLTV tier (read at the line cap, as equity-income does) +
 * the DSCR tier, then + the fee option's rateAdd. Line: the largest, within the line cap, whose
 * ratio at the offer's rate stays at or above both minDscr and the DSCR tier's minRatio. The tier
 * and the line depend on each other (a better tier lowers the rate but asks a higher ratio), so
 * every tier is tried and the one giving the largest line wins, the better tier on a tie: at the
 * line offered, no better tier's threshold is met, so the applicant is never priced above the
 * tier their line earns, nor below it.
 */
export function priceOnRentalRatio(pricing: Pricing, facts: RentalPricingFacts): OfferSet {
  assertPricingFacts(facts);
  const sheet = requireDscrPricing(pricing);
  const rental = knownRental(facts.rental);
  const lineCap = getLineCap(sheet, facts);
  const riskRate = rental && lineCap >= sheet.minLine ? getRiskRate(sheet, facts, lineCap) : null;
  if (!rental || riskRate === null) return createOfferSet(sheet, [], true);
  // Best tier first: a higher minRatio never adds more rate (validatePricingConsistency).
  const tiers = [...sheet.dscrTiers].sort((a, b) => b.minRatio - a.minRatio);
  const offers = sheet.terms.flatMap((term) =>
    sheet.feeOptions.map((option): Offer => {
      const priced = tiers.map((tier) => {
        const baseRate = roundRate(Math.max(0, riskRate + tier.rateAdd));
        const rate = roundRate(Math.max(0, baseRate + option.rateAdd));
        const floor = Math.max(tier.minRatio, sheet.minDscr);
        return { baseRate, rate, max: Math.min(lineCap, getRatioLimitedLine(rental, floor, rate, term)) };
      });
      const best = priced.reduce((a, b) => (b.max > a.max ? b : a));
      const offer = createOffer(sheet, { term, option, ...best });
      return best.max > 0 ? { ...offer, dscr: workOutDscr(rental, { line: best.max, rate: best.rate, term }, sheet.minDscr) } : offer;
    }),
  );
  // No DTI limit here (no income), so maxDtiUnlimited is true; a line of 0 is no offer.
  return createOfferSet(sheet, offers.filter((o) => o.max >= sheet.minLine && o.max > 0), true);
}

export type RentalIneligibleReason =
  | 'STATE_NOT_ELIGIBLE'
  | 'RECENT_PURCHASE_OR_TITLE_TRANSFER'
  | 'UNDER_MINIMUM_AGE'
  | 'OCCUPANCY_NOT_INVESTMENT'
  | 'RENT_UNKNOWN'
  | 'PROPERTY_COSTS_UNKNOWN'
  | 'CLTV_TOO_HIGH'
  | 'DSCR_TOO_LOW'
  | 'CREDIT_SCORE_TOO_LOW';

export type RentalRules = LendingRules & DscrFields;
type RentalCheck = EligibilityCheck<RentalRules, RentalEligibilityFacts>;

/** Each reason's check, in the order reasons are named; the shared ones are equity-income's. */
const rentalChecks: ReadonlyArray<readonly [RentalIneligibleReason, RentalCheck]> = [
  ['STATE_NOT_ELIGIBLE', eligibilityChecks.STATE_NOT_ELIGIBLE],
  // Spec: a purchase or title transfer in the last 90 days rules out a DSCR loan too.
  ['RECENT_PURCHASE_OR_TITLE_TRANSFER', eligibilityChecks.RECENT_PURCHASE_OR_TITLE_TRANSFER],
  ['UNDER_MINIMUM_AGE', eligibilityChecks.UNDER_MINIMUM_AGE],
  // The entry turns other occupancies away; this keeps a bypassed entry from being priced.
  ['OCCUPANCY_NOT_INVESTMENT', ({ facts }) => facts.occupancyType !== 'INVESTMENT'],
  ['RENT_UNKNOWN', ({ facts }) => facts.rental?.monthlyRent === undefined],
  ['PROPERTY_COSTS_UNKNOWN', ({ facts }) => facts.rental?.monthlyTaxes === undefined || facts.rental?.monthlyInsurance === undefined],
  ['CLTV_TOO_HIGH', eligibilityChecks.CLTV_TOO_HIGH],
  // The property's own costs alone, before any line: already below the minimum leaves no room.
  // (As DTI_TOO_HIGH reads existing debts alone; pricing then finds the line that fits, if any.)
  ['DSCR_TOO_LOW', ({ rules, facts }) => {
    const rental = knownRental(facts.rental);
    if (!rental) return false; // named above as RENT_UNKNOWN or PROPERTY_COSTS_UNKNOWN
    return rental.monthlyRent < requireDscrPricing(rules).minDscr * propertyCosts(rental) - ratioTolerance;
  }],
  ['CREDIT_SCORE_TOO_LOW', eligibilityChecks.CREDIT_SCORE_TOO_LOW],
];

/** The reasons rental-dscr may name, in order (each needs decline copy: src/core/status/decline.ts). */
export const rentalIneligibleReasons: readonly RentalIneligibleReason[] = rentalChecks.map(([reason]) => reason);

/**
 * Every reason that applies, in order. No DTI check (no personal income) and no 45-day recent
 * HELOC wait (the consumer HELOC's rule); `today` is 'YYYY-MM-DD'.
 */
export function assessRentalEligibility(rules: RentalRules, facts: RentalEligibilityFacts, today: string): Eligibility<RentalIneligibleReason> {
  return runEligibilityChecks(rentalChecks, { rules, facts, today });
}

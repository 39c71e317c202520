// The named pricing and eligibility strategies a product's manifest may choose
// (flows/<product>/product.json `strategies`), as data: name -> implementation, with what each
// needs of the rate sheet. `npm run check` refuses a manifest naming anything else
// (isKnownStrategy), and at run time an unknown name is a configuration error that says which
// names exist, never a silent fallback to another product's rules. Adding a strategy is one entry
// here; nothing else in src/ knows a product.
import type { OfferSet } from '../../generated/types/offer-set';
import type { Pricing } from '../../generated/types/pricing';
import { assessEligibility, equityIncomeReasons, type Eligibility } from '../eligibility/assess';
import { priceOffers } from '../offer/pricing';
import { offeredPricing } from '../offer/fee-options';
import type { PricingProblem } from '../offer/pricing-consistency';
import { assessRentalEligibility, priceOnRentalRatio, rentalDscrPricingFields, rentalIneligibleReasons, type RentalEligibilityFacts, type RentalPricingFacts, type RentalRules } from './rental-dscr';

/** Everything a strategy may read: the union of what the strategies need (extra facts are ignored). */
export type StrategyPricingFacts = RentalPricingFacts;
export type StrategyEligibilityFacts = RentalEligibilityFacts;
export type StrategyRules = RentalRules;

export interface PricingStrategy {
  description: string;
  /** Pricing fields the schema leaves optional that this strategy cannot do without. */
  requiredFields: ReadonlyArray<keyof Pricing>;
  /** `flags`: the application's resolved flags (rate-buy-down withholds the fee options that lower the rate). */
  price(pricing: Pricing, facts: StrategyPricingFacts, flags?: Readonly<Record<string, boolean>>): OfferSet;
}

export interface EligibilityStrategy {
  description: string;
  requiredFields: ReadonlyArray<keyof Pricing>;
  /** The reason codes it may name, in order. */
  reasons: readonly string[];
  /** Every reason that applies, as stable codes (decline copy keys); `today` is 'YYYY-MM-DD'. */
  assess(rules: StrategyRules, facts: StrategyEligibilityFacts, today: string): Eligibility<string>;
}

export type StrategyKind = 'pricing' | 'eligibility';

const equityIncome = "The borrower's home equity (CLTV) and income (DTI), credit score tiers.";
const rentalDscr = "The property's rent against its payments (the debt service coverage ratio); no personal income.";

export const pricingStrategies: Readonly<Record<string, PricingStrategy>> = {
  'equity-income': { description: equityIncome, requiredFields: [], price: (pricing, facts, flags) => priceOffers(offeredPricing(pricing, flags), facts) },
  'rental-dscr': { description: rentalDscr, requiredFields: rentalDscrPricingFields, price: (pricing, facts, flags) => priceOnRentalRatio(offeredPricing(pricing, flags), facts) },
};

export const eligibilityStrategies: Readonly<Record<string, EligibilityStrategy>> = {
  'equity-income': { description: equityIncome, requiredFields: [], reasons: equityIncomeReasons, assess: assessEligibility },
  'rental-dscr': { description: rentalDscr, requiredFields: rentalDscrPricingFields, reasons: rentalIneligibleReasons, assess: assessRentalEligibility },
};

const registries = { pricing: pricingStrategies, eligibility: eligibilityStrategies } as const;

/** True when `name` is a registered strategy of that kind (own names only: not 'toString'). */
export function isKnownStrategy(kind: StrategyKind, name: string): boolean {
  return Object.hasOwn(registries[kind], name);
}

function resolve<K extends StrategyKind>(kind: K, name: string): (typeof registries)[K][string] {
  if (!isKnownStrategy(kind, name)) {
    const known = Object.keys(registries[kind]).join(', ');
    throw new Error(`Invalid configuration: unknown ${kind} strategy ${JSON.stringify(name)} (known: ${known}).`);
  }
  return registries[kind][name] as (typeof registries)[K][string];
}

export const resolvePricingStrategy = (name: string): PricingStrategy => resolve('pricing', name);
export const resolveEligibilityStrategy = (name: string): EligibilityStrategy => resolve('eligibility', name);

/**
 * What a product's rate sheet lacks for its strategies, with JSON pointers below the pricing
 * object, so `npm run check` can list it with the rest (e.g. rental-dscr without minDscr).
 */
export function validateStrategyPricing(strategies: { pricing: string; eligibility: string }, pricing: Pricing): PricingProblem[] {
  // An unknown name is the manifest's own problem, reported where it is written.
  const fields = (kind: StrategyKind, name: string) => (isKnownStrategy(kind, name) ? registries[kind][name]!.requiredFields : []);
  const needed = new Set([...fields('pricing', strategies.pricing), ...fields('eligibility', strategies.eligibility)]);
  return [...needed]
    .filter((field) => pricing[field] === undefined)
    .map((field) => ({ pointer: `/${field}`, reason: `the ${strategies.pricing} / ${strategies.eligibility} strategies need ${field}` }));
}

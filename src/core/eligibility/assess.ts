// Can this applicant be lent to at all? A pure pre-check the server runs before pricing, with
// stable reason codes the web app maps to copy. Configuration is split on purpose: the states come
// from the brand's lending.eligibility (schemas/entities/eligibility-rules.schema.json), the money
// limits from the product's pricing (the same numbers priceOffers uses, so the two cannot disagree), so
// callers pass `{ ...org.lending.eligibility, ...productSettings.pricing }`.
import type { EligibilityRules } from '../../generated/types/eligibility-rules';
import type { Pricing } from '../../generated/types/pricing';
import { evaluate, type AgeRule } from '../logic';
import { daysBetween, toPlainDate, wholeYearsBetween, type PlainDate } from '../logic/dates';
import { assertPricingFacts, type PricingFacts } from '../offer/pricing';

/** Spec section 9: ineligibility window of 90 days from purchase or title transfer. */
export const recentTransferDays = 90;
/** Spec section 9: waiting period of 45 days since the last HELOC account opening. */
export const recentHelocDays = 45;

export type LendingRules = EligibilityRules & Pick<Pricing, 'maxCltv' | 'minLine' | 'maxDti' | 'minCreditScore'>;

export interface EligibilityFacts extends PricingFacts {
  /** The property's state, two letters. */
  state: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
  lastTransferDate?: string;
  lastHelocOpenedDate?: string;
  /** The product variant's age rule (the flow context's ageRule); default 18, 19 in Alabama. */
  ageRule?: AgeRule;
}

export type IneligibleReason =
  | 'STATE_NOT_ELIGIBLE'
  | 'RECENT_PURCHASE_OR_TITLE_TRANSFER'
  | 'UNDER_MINIMUM_AGE'
  | 'RECENT_HELOC'
  | 'CLTV_TOO_HIGH'
  | 'DTI_TOO_HIGH'
  | 'CREDIT_SCORE_TOO_LOW';

export type Eligibility = { eligible: true } | { eligible: false; reasons: IneligibleReason[] };

/** Every reason that applies, in the order of IneligibleReason; `today` is 'YYYY-MM-DD'. */
export function assessEligibility(rules: LendingRules, facts: EligibilityFacts, today: string): Eligibility {
  assertPricingFacts(facts);
  const on = parseDate(today, 'today');
  const checks: Array<[IneligibleReason, boolean]> = [
    ['STATE_NOT_ELIGIBLE', !rules.eligibleStates.includes(facts.state.toUpperCase())],
    ['RECENT_PURCHASE_OR_TITLE_TRANSFER', isWithinDays(facts.lastTransferDate, on, recentTransferDays)],
    ['UNDER_MINIMUM_AGE', isUnderMinimumAge(facts, on)],
    ['RECENT_HELOC', isWithinDays(facts.lastHelocOpenedDate, on, recentHelocDays)],
    // Too little equity under maxCltv to open even the smallest line.
    ['CLTV_TOO_HIGH', facts.propertyValue * rules.maxCltv - facts.lienBalance < rules.minLine],
    // Existing debts alone; no income leaves no room for any payment.
    ['DTI_TOO_HIGH', facts.annualIncome === 0 || facts.monthlyDebt / (facts.annualIncome / 12) > rules.maxDti],
    ['CREDIT_SCORE_TOO_LOW', facts.creditScore < rules.minCreditScore],
  ];
  const reasons = checks.filter(([, failed]) => failed).map(([reason]) => reason);
  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}

/**
 * True while fewer than `days` whole days have passed since `date`: the event day is day 0, and on
 * day `days` the applicant may apply again. A date after today counts as recent.
 */
function isWithinDays(date: string | undefined, on: PlainDate, days: number): boolean {
  if (date === undefined) return false;
  return daysBetween(parseDate(date, 'date'), on) < days;
}

/**
 * Whole years on `on` below the minimum for the state under the age rule. The minimum comes from
 * the very json-logic operation the registration step's dob rule uses, so the two always agree.
 */
function isUnderMinimumAge(facts: EligibilityFacts, on: PlainDate): boolean {
  const age = wholeYearsBetween(parseDate(facts.dob, 'dob'), on);
  const minimumAge = evaluate({ minimumAge: [{ var: 'context.state' }, { var: 'context.ageRule' }] }, {
    answers: {},
    context: { state: facts.state, ageRule: facts.ageRule ?? null },
  });
  return age < (minimumAge as number);
}

/** Facts come from our own services, already validated; a bad date there is a bug. */
function parseDate(value: string, name: string): PlainDate {
  const date = toPlainDate(value);
  if (!date) throw new Error(`Invalid input: assessEligibility requires ${name} to be a real date 'YYYY-MM-DD', got ${JSON.stringify(value)}.`);
  return date;
}

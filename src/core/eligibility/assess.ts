// Can this applicant be lent to at all? A pure pre-check the server runs before pricing, with
// stable reason codes the web app maps to copy. assessEligibility is the `equity-income`
// eligibility strategy (src/core/strategies/); its checks are named so other strategies share
// them. Configuration is split on purpose: the states come from the brand's lending.eligibility
// (schemas/entities/eligibility-rules.schema.json), the money limits from the product's pricing
// (the same numbers the pricing strategy uses, so the two cannot disagree), so callers pass
// `{ ...org.lending.eligibility, ...productSettings.pricing }`.
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

export type Eligibility<Reason extends string = IneligibleReason> = { eligible: true } | { eligible: false; reasons: Reason[] };

/** What one check reads: the rules, the facts, and the day of the assessment. */
export interface CheckInput<Rules extends LendingRules = LendingRules, Facts extends EligibilityFacts = EligibilityFacts> {
  rules: Rules;
  facts: Facts;
  on: PlainDate;
}

/** True when the applicant fails the check (the reason applies). */
export type EligibilityCheck<Rules extends LendingRules = LendingRules, Facts extends EligibilityFacts = EligibilityFacts> = (
  input: CheckInput<Rules, Facts>,
) => boolean;

/**
 * Each reason's check, by name, for every eligibility strategy (src/core/strategies/) to pick from,
 * so a strategy that shares a rule shares its code.
 */
export const eligibilityChecks: Record<IneligibleReason, EligibilityCheck> = {
  STATE_NOT_ELIGIBLE: ({ rules, facts }) => !rules.eligibleStates.includes(facts.state.toUpperCase()),
  RECENT_PURCHASE_OR_TITLE_TRANSFER: ({ facts, on }) => isWithinDays(facts.lastTransferDate, on, recentTransferDays),
  UNDER_MINIMUM_AGE: ({ facts, on }) => isUnderMinimumAge(facts, on),
  RECENT_HELOC: ({ facts, on }) => isWithinDays(facts.lastHelocOpenedDate, on, recentHelocDays),
  // Too little equity under maxCltv to open even the smallest line.
  CLTV_TOO_HIGH: ({ rules, facts }) => facts.propertyValue * rules.maxCltv - facts.lienBalance < rules.minLine,
  // Existing debts alone; no income leaves no room for any payment.
  DTI_TOO_HIGH: ({ rules, facts }) => facts.annualIncome === 0 || facts.monthlyDebt / (facts.annualIncome / 12) > rules.maxDti,
  CREDIT_SCORE_TOO_LOW: ({ rules, facts }) => facts.creditScore < rules.minCreditScore,
};

/** The reasons the equity-income strategy checks (CLTV and DTI on the borrower's income), in order. */
export const equityIncomeReasons: readonly IneligibleReason[] = [
  'STATE_NOT_ELIGIBLE',
  'RECENT_PURCHASE_OR_TITLE_TRANSFER',
  'UNDER_MINIMUM_AGE',
  'RECENT_HELOC',
  'CLTV_TOO_HIGH',
  'DTI_TOO_HIGH',
  'CREDIT_SCORE_TOO_LOW',
];

/** Every reason that applies, in the order of IneligibleReason; `today` is 'YYYY-MM-DD'. */
export function assessEligibility(rules: LendingRules, facts: EligibilityFacts, today: string): Eligibility {
  return runEligibilityChecks(equityIncomeReasons.map((reason) => [reason, eligibilityChecks[reason]] as const), { rules, facts, today });
}

/**
 * Runs `checks` in their order and names every reason that applies; `today` is 'YYYY-MM-DD'.
 * The facts are checked first: they come from our own services, so a bad one is a bug.
 */
export function runEligibilityChecks<Reason extends string, Rules extends LendingRules, Facts extends EligibilityFacts>(
  checks: ReadonlyArray<readonly [Reason, EligibilityCheck<Rules, Facts>]>,
  { rules, facts, today }: { rules: Rules; facts: Facts; today: string },
): Eligibility<Reason> {
  assertPricingFacts(facts);
  const on = parseDate(today, 'today');
  const reasons = checks.filter(([, failed]) => failed({ rules, facts, on })).map(([reason]) => reason);
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

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessEligibility, type EligibilityFacts, type LendingRules } from '../../src/core/eligibility/assess';
import type { EligibilityRules } from '../../src/generated/types/eligibility-rules';
import type { Pricing } from '../../src/generated/types/pricing';
import { validateEligibilityRules } from '../../src/generated/validators/schemas';
import defaultPricingJson from '../fixtures/pricing/default.json';

const eligibility: EligibilityRules = { eligibleStates: ['AL', 'CA', 'FL', 'GA', 'TX'] };
/** As the server builds them: { ...org.lending.eligibility, ...org.products[application.product].pricing }. */
const rules: LendingRules = { ...eligibility, ...(defaultPricingJson as Pricing) };
const today = '2026-11-21';
const applicant: EligibilityFacts = {
  state: 'TX',
  dob: '1980-05-10',
  propertyValue: 650_000,
  lienBalance: 250_000,
  creditScore: 740,
  annualIncome: 120_000,
  monthlyDebt: 1800,
};

type Case = [string, Partial<EligibilityFacts> & { today?: string }, string[]];

const cases: Case[] = [
  ['the default applicant', {}, []],
  ['a state written in lower case', { state: 'tx' }, []],
  ['a state the organisation does not lend in', { state: 'NY' }, ['STATE_NOT_ELIGIBLE']],
  ['a transfer exactly 90 days ago', { lastTransferDate: '2026-08-23' }, []],
  ['a transfer 89 days ago', { lastTransferDate: '2026-08-24' }, ['RECENT_PURCHASE_OR_TITLE_TRANSFER']],
  ['a purchase today', { lastTransferDate: today }, ['RECENT_PURCHASE_OR_TITLE_TRANSFER']],
  ['a transfer dated after today', { lastTransferDate: '2026-12-01' }, ['RECENT_PURCHASE_OR_TITLE_TRANSFER']],
  ['a HELOC opened exactly 45 days ago', { lastHelocOpenedDate: '2026-10-07' }, []],
  ['a HELOC opened 44 days ago', { lastHelocOpenedDate: '2026-10-08' }, ['RECENT_HELOC']],
  ['an 18th birthday today in Georgia', { state: 'GA', dob: '2008-11-21' }, []],
  ['an 18th birthday tomorrow in Georgia', { state: 'GA', dob: '2008-11-22' }, ['UNDER_MINIMUM_AGE']],
  ['an 18-year-old in Alabama', { state: 'AL', dob: '2008-11-21' }, ['UNDER_MINIMUM_AGE']],
  ['a 19th birthday today in Alabama', { state: 'AL', dob: '2007-11-21' }, []],
  ['a 29 February birthday on 28 February of the 18th year', { dob: '2008-02-29', today: '2026-02-28' }, ['UNDER_MINIMUM_AGE']],
  ['a 29 February birthday on 1 March of the 18th year', { dob: '2008-02-29', today: '2026-03-01' }, []],
  ['a 29 February birthday on 29 February of a leap year', { dob: '2008-02-29', today: '2028-02-29' }, []],
  ['a 62nd birthday today under the age-restricted rule', { dob: '1964-11-21', ageRule: { minimum: 62 } }, []],
  ['a 62nd birthday tomorrow under the age-restricted rule', { dob: '1964-11-22', ageRule: { minimum: 62 } }, ['UNDER_MINIMUM_AGE']],
  ['a 61-year-old in Alabama under the age-restricted rule', { state: 'AL', dob: '1965-01-01', ageRule: { minimum: 62, byState: { AL: 19 } } }, ['UNDER_MINIMUM_AGE']],
  ['exactly minLine of equity under maxCltv', { lienBalance: 537_500 }, []],
  ['a cent less than minLine of equity', { lienBalance: 537_500.01 }, ['CLTV_TOO_HIGH']],
  ['liens above the value', { lienBalance: 700_000 }, ['CLTV_TOO_HIGH']],
  ['debts exactly at maxDti', { monthlyDebt: 4500 }, []],
  ['debts a cent above maxDti', { monthlyDebt: 4500.01 }, ['DTI_TOO_HIGH']],
  ['no income', { annualIncome: 0, monthlyDebt: 0 }, ['DTI_TOO_HIGH']],
  ['a score at minCreditScore', { creditScore: 640 }, []],
  ['a score one below minCreditScore', { creditScore: 639 }, ['CREDIT_SCORE_TOO_LOW']],
  [
    'everything wrong at once',
    { state: 'NY', lastTransferDate: today, dob: '2010-01-01', lastHelocOpenedDate: today, lienBalance: 650_000, monthlyDebt: 9000, creditScore: 500 },
    ['STATE_NOT_ELIGIBLE', 'RECENT_PURCHASE_OR_TITLE_TRANSFER', 'UNDER_MINIMUM_AGE', 'RECENT_HELOC', 'CLTV_TOO_HIGH', 'DTI_TOO_HIGH', 'CREDIT_SCORE_TOO_LOW'],
  ],
];

describe('assessEligibility', () => {
  it('uses rules whose state list passes its schema', () => {
    expect(validateEligibilityRules(eligibility)).toBe(true);
    expect(validateEligibilityRules({ eligibleStates: ['XX'] })).toBe(false);
  });
  it.each(cases)('answers %s', (_name, { today: on = today, ...change }, reasons) => {
    const result = assessEligibility(rules, { ...applicant, ...change }, on);
    expect(result).toEqual(reasons.length === 0 ? { eligible: true } : { eligible: false, reasons });
  });
  it('throws for a date that does not exist (a bug upstream, not a reason to decline)', () => {
    expect(() => assessEligibility(rules, { ...applicant, dob: '1990-02-30' }, today)).toThrow(/dob/);
    expect(() => assessEligibility(rules, applicant, '21/11/2026')).toThrow(/today/);
    expect(() => assessEligibility(rules, { ...applicant, lastHelocOpenedDate: 'soon' }, today)).toThrow(/date/);
  });
  it('never drops a reason when liens or debts grow or the score falls', () => {
    const facts = fc.record({
      state: fc.constantFrom('TX', 'AL', 'NY'),
      dob: fc.constantFrom('1950-06-15', '2007-11-22', '2008-02-29', '2010-01-01'),
      propertyValue: fc.integer({ min: 0, max: 2_000_000 }),
      lienBalance: fc.integer({ min: 0, max: 2_000_000 }),
      creditScore: fc.integer({ min: 300, max: 850 }),
      annualIncome: fc.integer({ min: 0, max: 500_000 }),
      monthlyDebt: fc.integer({ min: 0, max: 20_000 }),
    });
    const worse = fc.record({ liens: fc.nat(500_000), debt: fc.nat(5_000), score: fc.nat(200) });
    const reasonsOf = (f: EligibilityFacts) => {
      const result = assessEligibility(rules, f, today);
      return result.eligible ? [] : result.reasons;
    };
    fc.assert(
      fc.property(facts, worse, (f, w) => {
        const after = reasonsOf({ ...f, lienBalance: f.lienBalance + w.liens, monthlyDebt: f.monthlyDebt + w.debt, creditScore: Math.max(0, f.creditScore - w.score) });
        return reasonsOf(f).every((reason) => after.includes(reason));
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseBrand, type BrandDefaults } from '../../src/core/brand/parse-brand';
import type { EligibilityRules } from '../../src/generated/types/eligibility-rules';
import type { Pricing } from '../../src/generated/types/pricing';
import { assessRentalEligibility, priceOnRentalRatio, workOutDscr, type RentalEligibilityFacts, type RentalRules } from '../../src/core/strategies/rental-dscr';
import { validateOfferSet } from '../../src/generated/validators/schemas';
import defaultsJson from '../../brands/defaults.json';
import { repoRoot } from './helpers';

const defaults = defaultsJson as unknown as BrandDefaults;
/** The real default DSCR rate sheet: minDscr 1.00; tiers 1.00 +0.50%, 1.25 +0. */
const dscrPricing = defaults.products.dscr!.pricing as Pricing;
const eligibility: EligibilityRules = { eligibleStates: ['CA', 'TX'] };
const rules: RentalRules = { ...eligibility, ...dscrPricing };
const today = '2026-11-21';

/** Score 780 (no score add), line cap 400,000 (maxLine) at CLTV 0.70 (no CLTV add): risk rate 8.49%. */
const investor: RentalEligibilityFacts = {
  state: 'TX',
  dob: '1975-03-02',
  propertyValue: 1_000_000,
  lienBalance: 300_000,
  creditScore: 780,
  annualIncome: 0,
  monthlyDebt: 0,
  occupancyType: 'INVESTMENT',
  rental: { monthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 },
};

const withRent = (monthlyRent: number | undefined, costs = { monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 }): RentalEligibilityFacts => ({
  ...investor,
  rental: { ...costs, ...(monthlyRent !== undefined ? { monthlyRent } : {}) },
});

describe('workOutDscr', () => {
  it('works the ratio out in the figures a screen shows when the line is 200,000 at 9% over 30 years', () => {
    const sheet = workOutDscr({ monthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 }, { line: 200_000, rate: 0.09, term: 30 }, 1);
    expect(sheet).toEqual({
      line: 200_000,
      rate: 0.09,
      term: 30,
      monthlyRent: 3000,
      principalAndInterest: 1609.25,
      monthlyTaxes: 400,
      monthlyInsurance: 150,
      monthlyDues: 50,
      totalPayment: 2209.25,
      ratio: 1.3579, // 3,000 / 2,209.25
      minRatio: 1,
    });
  });
  it('refuses to work out a ratio over no payment at all', () => {
    expect(() => workOutDscr({ monthlyRent: 3000, monthlyTaxes: 0, monthlyInsurance: 0, monthlyDues: 0 }, { line: 0, rate: 0.09, term: 30 }, 1)).toThrow(/payment above 0/);
  });
});

describe('priceOnRentalRatio', () => {
  it('offers the largest line whose ratio stays at the minimum, priced at the tier that line earns, when the rent is 3,000', () => {
    const set = priceOnRentalRatio(dscrPricing, investor);
    expect(validateOfferSet(set), JSON.stringify(validateOfferSet.errors)).toBe(true);
    expect(set.decision).toBe('SELECT');
    // Each offer's line is larger at the 1.00 tier (+0.50%) than at the 1.25 tier, so the 1.00 tier wins.
    expect(set.offers.map((o) => [o.id, o.rate, o.max])).toEqual([
      ['10-0.0499', 0.0824, 195_759.41],
      ['10-0.0299', 0.0874, 191_581.65],
      ['10-0', 0.0899, 189_541.03],
      ['30-0.0499', 0.0824, 319_759.66],
      ['30-0.0299', 0.0874, 305_348.83],
      ['30-0', 0.0899, 298_543.41],
    ]);
    const noFee30 = set.offers.find((o) => o.id === '30-0')!;
    expect(noFee30.baseRate).toBe(0.0899);
    expect(noFee30.dscr).toEqual({
      line: 298_543.41,
      rate: 0.0899,
      term: 30,
      monthlyRent: 3000,
      principalAndInterest: 2400,
      monthlyTaxes: 400,
      monthlyInsurance: 150,
      monthlyDues: 50,
      totalPayment: 3000,
      ratio: 1,
      minRatio: 1,
    });
  });
  it('prices at the better tier when the line cap binds first (rent 6,000: ratio 1.63 at the 400,000 cap)', () => {
    const set = priceOnRentalRatio(dscrPricing, withRent(6000));
    const noFee30 = set.offers.find((o) => o.id === '30-0')!;
    expect([noFee30.rate, noFee30.max]).toEqual([0.0849, 400_000]);
    expect(noFee30.dscr).toMatchObject({ principalAndInterest: 3072.82, totalPayment: 3672.82, ratio: 1.6336 });
  });
  it('makes no offer when the rent is unknown', () => {
    const set = priceOnRentalRatio(dscrPricing, withRent(undefined));
    expect([set.offers, set.decision]).toEqual([[], 'INELIGIBLE']);
  });
  describe('at the edge of the minimum (one 30-year no-fee offer, minLine 15,000 at 8.99%)', () => {
    const single: Pricing = { ...dscrPricing, terms: [30], feeOptions: [{ type: 'NO_FEE', originationFee: 0, rateAdd: 0 }] };
    // The rent whose ratio at the smallest line is exactly 1.00: costs 600 + principal and interest 120.5854...
    const rentAtMinimum = 720.5854785010864;
    it('offers the smallest line when its ratio is exactly the minimum', () => {
      const [offer] = priceOnRentalRatio(single, withRent(rentAtMinimum)).offers;
      expect(offer?.max).toBe(15_000);
      expect(offer?.dscr?.ratio).toBe(1);
    });
    it('offers nothing when the rent is a cent short of it', () => {
      expect(priceOnRentalRatio(single, withRent(rentAtMinimum - 0.01)).decision).toBe('INELIGIBLE');
    });
  });
  it('refuses a rate sheet without the ratio thresholds, naming them', () => {
    const { minDscr: _m, dscrTiers: _t, ...helocLike } = dscrPricing;
    expect(() => priceOnRentalRatio(helocLike as Pricing, investor)).toThrow(/minDscr and pricing\.dscrTiers/);
  });
});

describe('assessRentalEligibility', () => {
  type Case = [string, RentalEligibilityFacts, string[]];
  const cases: Case[] = [
    ['an investor with rent 3,000 and costs 600', investor, []],
    ['no income at all (no DTI check)', { ...investor, annualIncome: 0, monthlyDebt: 5000 }, []],
    ['a HELOC opened 10 days ago (the 45-day wait is not this product\'s)', { ...investor, lastHelocOpenedDate: '2026-11-11' }, []],
    ['a primary home', { ...investor, occupancyType: 'HOME' }, ['OCCUPANCY_NOT_INVESTMENT']],
    ['no occupancy given', { ...investor, occupancyType: undefined }, ['OCCUPANCY_NOT_INVESTMENT']],
    ['no lease rent and no rent estimate', withRent(undefined), ['RENT_UNKNOWN']],
    ['unknown insurance', { ...investor, rental: { monthlyRent: 3000, monthlyTaxes: 400 } }, ['PROPERTY_COSTS_UNKNOWN']],
    ['no dues given (none)', { ...investor, rental: { monthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150 } }, []],
    ['rent exactly the costs (ratio 1.00 before any line)', withRent(600), []],
    ['rent a cent under the costs', withRent(599.99), ['DSCR_TOO_LOW']],
    ['a purchase 89 days ago (the spec\'s 90-day rule)', { ...investor, lastTransferDate: '2026-08-24' }, ['RECENT_PURCHASE_OR_TITLE_TRANSFER']],
    ['a score under the DSCR minimum of 680', { ...investor, creditScore: 679 }, ['CREDIT_SCORE_TOO_LOW']],
    ['too little equity', { ...investor, lienBalance: 740_000 }, ['CLTV_TOO_HIGH']],
    [
      'everything wrong at once',
      { ...investor, state: 'NY', occupancyType: 'SECONDARY', lastTransferDate: '2026-11-01', lienBalance: 760_000, creditScore: 600, rental: { monthlyRent: 100, monthlyTaxes: 400, monthlyInsurance: 150 } },
      ['STATE_NOT_ELIGIBLE', 'RECENT_PURCHASE_OR_TITLE_TRANSFER', 'OCCUPANCY_NOT_INVESTMENT', 'CLTV_TOO_HIGH', 'DSCR_TOO_LOW', 'CREDIT_SCORE_TOO_LOW'],
    ],
  ];
  it.each(cases)('names the reasons for %s', (_name, facts, reasons) => {
    const verdict = assessRentalEligibility(rules, facts, today);
    expect(verdict.eligible ? [] : verdict.reasons).toEqual(reasons);
  });
  it('names a missing minimum ratio as a configuration error', () => {
    const { minDscr: _m, dscrTiers: _t, ...helocLike } = rules;
    expect(() => assessRentalEligibility(helocLike, investor, today)).toThrow(/rental-dscr strategy needs/);
  });
});

describe('a brand overriding the minimum ratio', () => {
  const brandFile = join(repoRoot, 'brands/summit-demo/brand.json');
  const orgWith = (dscr: Record<string, unknown>) => {
    const manifest = JSON.parse(readFileSync(brandFile, 'utf8'));
    manifest.products.dscr = { pricing: dscr };
    const parsed = parseBrand(manifest, { folderName: 'summit-demo', defaults, hasCopyKey: () => true });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    return parsed.value;
  };
  // Parsed in each test, so a schema that refused the override fails the test that says so.
  let stricter: Pricing;
  let standard: Pricing;
  beforeEach(() => {
    stricter = orgWith({ minDscr: 1.25 }).products.dscr!.pricing;
    standard = orgWith({}).products.dscr!.pricing;
  });

  it('is accepted by the brand schema and merged over the defaults', () => {
    expect([standard.minDscr, stricter.minDscr]).toEqual([1, 1.25]);
    expect(stricter.dscrTiers).toEqual(dscrPricing.dscrTiers);
  });
  it('turns away rent of 1.10 times the costs that the default minimum takes', () => {
    const facts = withRent(660);
    const on = (pricing: Pricing) => assessRentalEligibility({ ...eligibility, ...pricing }, facts, today);
    expect(on(standard)).toEqual({ eligible: true });
    expect(on(stricter)).toEqual({ eligible: false, reasons: ['DSCR_TOO_LOW'] });
  });
  it('offers the smaller line that keeps the ratio at 1.25, at the 1.25 tier\'s rate', () => {
    const noFee30 = (pricing: Pricing) => priceOnRentalRatio(pricing, investor).offers.find((o) => o.id === '30-0')!;
    expect([noFee30(standard).rate, noFee30(standard).max]).toEqual([0.0899, 298_543.41]);
    expect([noFee30(stricter).rate, noFee30(stricter).max, noFee30(stricter).dscr?.ratio]).toEqual([0.0849, 234_312.48, 1.25]);
  });
  it('is refused when a brand sets the minimum below every tier', () => {
    const manifest = JSON.parse(readFileSync(brandFile, 'utf8'));
    manifest.products.dscr = { pricing: { minDscr: 0.9 } };
    const parsed = parseBrand(manifest, { folderName: 'summit-demo', defaults, hasCopyKey: () => true });
    expect(parsed.problems).toContainEqual({ pointer: '/products/dscr/pricing/minDscr', reason: 'minDscr must be covered by a DSCR tier' });
  });
});

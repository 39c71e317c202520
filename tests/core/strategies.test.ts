import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../../src/core/eligibility/assess';
import { priceOffers } from '../../src/core/offer/pricing';
import { validatePricingConsistency } from '../../src/core/offer/pricing-consistency';
import { declineReasonSources } from '../../src/core/status/decline';
import { createProductRegistry, strategiesOf } from '../../src/core/product/registry';
import {
  eligibilityStrategies,
  isKnownStrategy,
  pricingStrategies,
  resolveEligibilityStrategy,
  resolvePricingStrategy,
  validateStrategyPricing,
} from '../../src/core/strategies/registry';
import { assessRentalEligibility, priceOnRentalRatio } from '../../src/core/strategies/rental-dscr';
import type { Pricing } from '../../src/generated/types/pricing';
import { validatePricing } from '../../src/generated/validators/schemas';
import defaultsJson from '../../brands/defaults.json';

const helocPricing = defaultsJson.products.heloc.pricing as Pricing;
const dscrPricing = defaultsJson.products.dscr.pricing as Pricing;

describe('the strategy registry', () => {
  // The strategies price the sheet the flags leave (rate-buy-down, issue 29): with it on, the sheet whole.
  const facts = { propertyValue: 650_000, lienBalance: 250_000, creditScore: 740, annualIncome: 120_000, monthlyDebt: 1800 };
  it('registers equity-income as today\'s pricing and eligibility, unchanged', () => {
    expect(resolvePricingStrategy('equity-income').price(helocPricing, facts, { 'rate-buy-down': true })).toEqual(priceOffers(helocPricing, facts));
    expect(resolveEligibilityStrategy('equity-income').assess).toBe(assessEligibility);
  });
  it('registers rental-dscr as the ratio\'s pricing and eligibility', () => {
    const rentalFacts = { propertyValue: 1_000_000, lienBalance: 300_000, creditScore: 780, annualIncome: 0, monthlyDebt: 0, rental: { monthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 } };
    expect(resolvePricingStrategy('rental-dscr').price(dscrPricing, rentalFacts, { 'rate-buy-down': true })).toEqual(priceOnRentalRatio(dscrPricing, rentalFacts));
    expect(resolveEligibilityStrategy('rental-dscr').assess).toBe(assessRentalEligibility);
  });
  it('names the same strategies for pricing and eligibility', () => {
    expect(Object.keys(pricingStrategies).sort()).toEqual(['equity-income', 'rental-dscr']);
    expect(Object.keys(eligibilityStrategies).sort()).toEqual(['equity-income', 'rental-dscr']);
  });
  it('fails visibly on an unknown name, listing the known ones', () => {
    expect(() => resolvePricingStrategy('rental')).toThrow('unknown pricing strategy "rental" (known: equity-income, rental-dscr)');
    expect(() => resolveEligibilityStrategy('heloc')).toThrow('unknown eligibility strategy "heloc" (known: equity-income, rental-dscr)');
  });
  it('knows only its own names, not an object\'s inherited ones', () => {
    expect(isKnownStrategy('pricing', 'rental-dscr')).toBe(true);
    expect(isKnownStrategy('eligibility', 'equity-income')).toBe(true);
    for (const name of ['toString', '__proto__', 'constructor', '']) expect(isKnownStrategy('pricing', name)).toBe(false);
    expect(() => resolvePricingStrategy('toString')).toThrow(/unknown pricing strategy/);
  });
});

describe('every eligibility strategy\'s reasons', () => {
  const copy = JSON.parse(readFileSync('copy/en/decline.json', 'utf8')) as { reasons: Record<string, string> };
  it.each(Object.entries(eligibilityStrategies))('have a source and decline copy (%s)', (_name, strategy) => {
    for (const reason of strategy.reasons) {
      expect(Object.hasOwn(declineReasonSources, reason), reason).toBe(true);
      expect(copy.reasons[reason], reason).toMatch(/\S/);
    }
  });
});

describe('validateStrategyPricing', () => {
  it('finds nothing missing in the default sheets for their strategies', () => {
    expect(validateStrategyPricing({ pricing: 'equity-income', eligibility: 'equity-income' }, helocPricing)).toEqual([]);
    expect(validateStrategyPricing({ pricing: 'rental-dscr', eligibility: 'rental-dscr' }, dscrPricing)).toEqual([]);
  });
  it('names the ratio fields a HELOC sheet lacks for rental-dscr', () => {
    expect(validateStrategyPricing({ pricing: 'rental-dscr', eligibility: 'rental-dscr' }, helocPricing).map((p) => p.pointer)).toEqual(['/minDscr', '/dscrTiers']);
  });
});

describe('strategiesOf', () => {
  it("answers the strategies a product's manifest names", () => {
    const manifest = { id: 'x', strategies: { pricing: 'rental-dscr', eligibility: 'equity-income' } } as unknown as Parameters<typeof createProductRegistry>[0][number];
    expect(strategiesOf(createProductRegistry([manifest]), 'x')).toEqual({ pricing: 'rental-dscr', eligibility: 'equity-income' });
    expect(() => strategiesOf(createProductRegistry([manifest]), 'y')).toThrow(/no product manifest for y/);
  });
});

describe('the DSCR thresholds as pricing data', () => {
  it('pass the pricing schema and its consistency rules in brands/defaults.json', () => {
    expect(validatePricing(dscrPricing), JSON.stringify(validatePricing.errors)).toBe(true);
    expect(validatePricingConsistency(dscrPricing)).toEqual([]);
    expect([dscrPricing.minDscr, dscrPricing.dscrTiers]).toEqual([1, [{ minRatio: 1, rateAdd: 0.005 }, { minRatio: 1.25, rateAdd: 0 }]]);
  });
  it('come as a pair: tiers without a minimum (or the reverse) fail the schema', () => {
    const { minDscr: _m, ...tiersOnly } = dscrPricing;
    const { dscrTiers: _t, ...minimumOnly } = dscrPricing;
    expect(validatePricing(tiersOnly)).toBe(false);
    expect(validatePricing(minimumOnly)).toBe(false);
  });
  it('refuse tiers where a higher ratio costs more', () => {
    const inverted = { ...dscrPricing, dscrTiers: [{ minRatio: 1, rateAdd: 0 }, { minRatio: 1.25, rateAdd: 0.005 }] } as Pricing;
    expect(validatePricingConsistency(inverted)).toEqual([{ pointer: '/dscrTiers', reason: 'minRatio values must differ, and a higher minRatio must not add more rate' }]);
  });
});

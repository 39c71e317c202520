import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getTotalAmountFromDraw } from '../../src/core/offer/draw';
import { monthlyPayment } from '../../src/core/offer/payment';
import { priceOffers, type PricingFacts } from '../../src/core/offer/pricing';
import { validatePricingConsistency } from '../../src/core/offer/pricing-consistency';
import type { Pricing } from '../../src/generated/types/pricing';
import { validateOfferSet, validatePricing } from '../../src/generated/validators/schemas';
import defaultPricingJson from '../fixtures/pricing/default.json';

const pricing = defaultPricingJson as Pricing;
const defaultProfile: PricingFacts = { propertyValue: 650_000, lienBalance: 250_000, creditScore: 740, annualIncome: 120_000, monthlyDebt: 1800 };

/** [id, rate, max, maxDraw] of each offer, in order: terms outer, fee options inner. */
const expectedOffers = [
  ['10-0.0499', 0.0724, 230_082.55, 222_582.55],
  ['10-0.0299', 0.0774, 225_078.55, 218_544.08],
  ['10-0', 0.0799, 222_634.94, 222_634.94],
  ['30-0.0499', 0.0724, 302_500, 295_000],
  ['30-0.0299', 0.0774, 302_500, 295_000],
  ['30-0', 0.0799, 302_500, 302_500],
] as const;

/** Applicants around the rate sheet's limits: most get offers, some are cut by CLTV, DTI or score. */
const facts = fc
  .record({
    propertyValue: fc.integer({ min: 50_000, max: 5_000_000 }),
    lienShare: fc.double({ min: 0, max: 1, noNaN: true }),
    creditScore: fc.integer({ min: 600, max: 850 }),
    annualIncome: fc.integer({ min: 0, max: 400_000 }),
    monthlyDebt: fc.integer({ min: 0, max: 15_000 }),
  })
  .map(({ lienShare, ...f }): PricingFacts => ({ ...f, lienBalance: Math.round(f.propertyValue * lienShare) }));

describe('the default pricing fixture', () => {
  it('passes its schema and has no consistency problem', () => {
    expect(validatePricing(pricing), JSON.stringify(validatePricing.errors)).toBe(true);
    expect(validatePricingConsistency(pricing)).toEqual([]);
  });
});

describe('priceOffers', () => {
  it('prices the default profile to exact figures', () => {
    const set = priceOffers(pricing, defaultProfile);
    expect(set.decision).toBe('SELECT');
    expect(set.subDecision).toBe('UNVERIFIED_OFFER');
    expect(set.maxDtiUnlimited).toBe(false);
    expect(set.offers.map((o) => [o.id, o.rate, o.max, o.maxDraw])).toEqual(expectedOffers);
    expect(Object.keys(set.offersByType)).toEqual(['LOWEST_RATE', 'BALANCED', 'NO_FEE']);
    expect(set.offersByType.BALANCED!.map((o) => o.id)).toEqual(['10-0.0299', '30-0.0299']);
  });
  it('fills every field of an offer as the spec names it', () => {
    const offer = priceOffers(pricing, defaultProfile).offers[0];
    expect(offer).toEqual({
      id: '10-0.0499',
      term: 10,
      rate: 0.0724,
      otherRate: 0.0699,
      baseRate: 0.0799,
      originationFee: 0.0499,
      min: 15_000,
      max: 230_082.55,
      minDraw: 10_000,
      maxDraw: 222_582.55,
      type: 'LOWEST_RATE',
      discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 0.0699 }],
    });
  });
  it('returns an offer set its schema accepts, with the fixed parts pricing cannot know', () => {
    const set = priceOffers(pricing, defaultProfile);
    expect(validateOfferSet(set), JSON.stringify(validateOfferSet.errors)).toBe(true);
    expect(set).toMatchObject({
      ofeeMaxThreshold: 7500,
      costs: [],
      incomeRequestRecords: [],
      consents: [],
      assetDepletion: { complete: false, amount: 0 },
      status: { bpo: 'UNKNOWN_BPO_STATUS' },
      minRecordingTax: 0,
      maxRecordingTax: 1400,
    });
  });
  it('is INELIGIBLE with no offers when the equity cannot carry minLine', () => {
    const set = priceOffers(pricing, { ...defaultProfile, lienBalance: 540_000 });
    expect(set).toMatchObject({ offers: [], offersByType: {}, decision: 'INELIGIBLE', subDecision: 'UNKNOWN_SUBDECISION' });
    expect(validateOfferSet(set)).toBe(true);
  });
  it('is INELIGIBLE when the debts leave no room for a payment', () => {
    expect(priceOffers(pricing, { ...defaultProfile, monthlyDebt: 4500 }).decision).toBe('INELIGIBLE');
    expect(priceOffers(pricing, { ...defaultProfile, annualIncome: 0 }).decision).toBe('INELIGIBLE');
  });
  it('drops only the offers whose DTI-limited line is below minLine', () => {
    // Room of $150 a month: $20,000 to $22,000 over 30 years, under $13,000 over 10.
    const set = priceOffers(pricing, { ...defaultProfile, monthlyDebt: 4350 });
    expect(set.offers.map((o) => o.term)).toEqual([30, 30, 30]);
  });
  it('is INELIGIBLE below minCreditScore', () => {
    expect(priceOffers(pricing, { ...defaultProfile, creditScore: 639 }).decision).toBe('INELIGIBLE');
    expect(priceOffers(pricing, { ...defaultProfile, creditScore: 640 }).decision).toBe('SELECT');
  });
  it('has maxDtiUnlimited when income is high enough that DTI cuts no line', () => {
    expect(priceOffers(pricing, { ...defaultProfile, annualIncome: 1_000_000 }).maxDtiUnlimited).toBe(true);
  });
  it('throws for facts that are not numbers of 0 or more', () => {
    expect(() => priceOffers(pricing, { ...defaultProfile, propertyValue: NaN })).toThrow(/propertyValue/);
  });

  describe('for any applicant', () => {
    it('never offers more than maxLine or less than minLine, and min ≤ max, minDraw ≤ maxDraw ≤ max', () => {
      fc.assert(
        fc.property(facts, (f) =>
          priceOffers(pricing, f).offers.every(
            (o) => o.min <= o.max && o.max <= pricing.maxLine && o.max >= pricing.minLine && o.minDraw <= o.maxDraw && o.maxDraw <= o.max,
          ),
        ),
      );
    });
    it('keeps liens plus the line within maxCltv of the value', () => {
      fc.assert(
        fc.property(facts, (f) =>
          priceOffers(pricing, f).offers.every((o) => f.lienBalance + o.max <= f.propertyValue * pricing.maxCltv + 1e-6),
        ),
      );
    });
    it('keeps debts plus the payment on the whole line within maxDti of monthly income', () => {
      fc.assert(
        fc.property(facts, (f) =>
          priceOffers(pricing, f).offers.every(
            (o) => f.monthlyDebt + monthlyPayment(o.max, o.rate, o.term) <= (pricing.maxDti * f.annualIncome) / 12 + 1e-6,
          ),
        ),
      );
    });
    it('keeps the largest draw with its fee within the line', () => {
      fc.assert(
        fc.property(facts, (f) =>
          priceOffers(pricing, f).offers.every((o) => getTotalAmountFromDraw(o.maxDraw, o.originationFee, pricing.ofeeMaxThreshold) <= o.max + 1e-6),
        ),
      );
    });
    it('never gives a higher rate for a better credit score', () => {
      fc.assert(
        fc.property(facts, fc.integer({ min: 1, max: 200 }), (f, better) => {
          const worse = priceOffers(pricing, f).offers;
          const improved = priceOffers(pricing, { ...f, creditScore: Math.min(850, f.creditScore + better) }).offers;
          return worse.every((o) => {
            const same = improved.find((p) => p.id === o.id);
            return !same || same.rate <= o.rate;
          });
        }),
      );
    });
    it('gives the same offer set for the same inputs, ids included', () => {
      fc.assert(fc.property(facts, (f) => JSON.stringify(priceOffers(pricing, f)) === JSON.stringify(priceOffers(pricing, f))));
    });
  });
});

describe('validatePricingConsistency', () => {
  it.each([
    ['/minDraw', { minDraw: 20_000 }],
    ['/minLine', { minLine: 500_000 }],
    ['/minRecordingTax', { minRecordingTax: 2000 }],
    ['/creditScoreTiers', { creditScoreTiers: [{ minScore: 640, rateAdd: 0 }, { minScore: 760, rateAdd: 0.01 }] }],
    ['/minCreditScore', { minCreditScore: 600 }],
    ['/cltvTiers', { cltvTiers: [{ maxCltv: 0.7, rateAdd: 0.01 }, { maxCltv: 0.85, rateAdd: 0 }] }],
    ['/maxCltv', { maxCltv: 0.9 }],
    ['/feeOptions', { feeOptions: [{ type: 'A', originationFee: 0.01, rateAdd: 0 }, { type: 'B', originationFee: 0.01, rateAdd: -0.001 }] }],
  ])('reports %s', (pointer, change) => {
    const problems = validatePricingConsistency({ ...pricing, ...change } as Pricing);
    expect(problems.map((p) => p.pointer)).toEqual([pointer]);
  });
});

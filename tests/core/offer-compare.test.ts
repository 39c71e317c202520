// The offer screen's comparison math: the APR with the origination fee counted, which option
// another beats outright, and the default draw and option.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aprWithFee } from '../../src/core/offer/apr';
import { closingCostFacts, closingCostRange, compareOffers, defaultDraw, defaultOffer, dominates, offerPicks } from '../../src/core/offer/compare';
import { copyText } from '../../src/core/copy/resolve';
import { copyEn } from './helpers';
import { roundTo } from '../../src/core/offer/money';
import { monthlyPayment } from '../../src/core/offer/payment';
import { formatLimit } from '../../src/core/offer/view';
import { priceOffers } from '../../src/core/offer/pricing';
import type { Pricing } from '../../src/generated/types/pricing';
import defaultPricingJson from '../fixtures/pricing/default.json';

const pricing = defaultPricingJson as Pricing;
const offerSet = priceOffers(pricing, { propertyValue: 650_000, lienBalance: 250_000, creditScore: 740, annualIncome: 120_000, monthlyDebt: 1800 });
const maxFee = offerSet.ofeeMaxThreshold;
const byId = (id: string) => offerSet.offers.find((o) => o.id === id)!;

/** What the monthly payments on amount + fee at the note rate are worth, discounted at `apr`. */
function worthAt(apr: number, amount: number, fee: number, rate: number, term: number): number {
  const payment = monthlyPayment(amount + fee, rate, term);
  let pv = 0;
  for (let k = 1; k <= term * 12; k++) pv += payment / (1 + apr / 12) ** k;
  return pv;
}

describe('aprWithFee', () => {
  it('is the note rate when there is no fee', () => {
    expect(aprWithFee(100_000, 0, 0.0799, 30)).toBe(0.0799);
  });
  it('matches a worked example: $100,000 received, $2,000 fee, 7% over 30 years is 7.197%', () => {
    // Independently: payment on $102,000 at 7% over 360 months is $678.61; the rate at which 360
    // of those are worth $100,000 is 0.0719735 (Newton's method on the annuity formula).
    expect(roundTo(aprWithFee(100_000, 2_000, 0.07, 30), 7)).toBe(0.0719735);
  });
  it('makes the payments worth exactly the amount received, and lies above the note rate', () => {
    const money = fc.integer({ min: 1_000_00, max: 1_000_000_00 }).map((c) => c / 100);
    const fee = fc.integer({ min: 1, max: 7_500_00 }).map((c) => c / 100);
    const rate = fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 10_000);
    const term = fc.constantFrom(5, 10, 20, 30);
    fc.assert(
      fc.property(money, fee, rate, term, (a, f, r, t) => {
        const apr = aprWithFee(a, f, r, t);
        expect(apr).toBeGreaterThan(r);
        expect(Math.abs(worthAt(apr, a, f, r, t) - a)).toBeLessThan(a * 1e-9);
      }),
      { numRuns: 200 },
    );
  });
  it('is higher for the same fee over a shorter term', () => {
    expect(aprWithFee(295_000, 7_500, 0.0724, 10)).toBeGreaterThan(aprWithFee(295_000, 7_500, 0.0724, 30));
  });
  it('refuses a draw of 0 and negative or non-finite inputs', () => {
    const cases: Array<[number, number, number, number]> = [[0, 1, 0.07, 30], [1000, -1, 0.07, 30], [1000, 1, NaN, 30], [1000, 1, 0.07, 0]];
    for (const [a, f, r, t] of cases) {
      expect(() => aprWithFee(a, f, r, t)).toThrow(/aprWithFee/);
    }
  });
});

describe('compareOffers at $295,000 on a 30-year term (the fee capped at $7,500)', () => {
  const rows = compareOffers(offerSet.offers, 295_000, maxFee);
  const row = (id: string) => rows.find((r) => r.offer.id === id)!;
  it('gives each available option its fee, payment and APR', () => {
    expect(row('30-0.0499').figures).toMatchObject({ fee: 7500, total: 302_500 });
    expect(row('30-0.0299').figures).toMatchObject({ fee: 7500, total: 302_500 });
    // Checked independently with Newton's method: 7.494% and 8.002%; the no-fee option's is its rate.
    expect(row('30-0').figures).toMatchObject({ fee: 0, total: 295_000, apr: 0.0799 });
    expect(roundTo(row('30-0.0499').figures!.apr, 5)).toBe(0.07494);
    expect(roundTo(row('30-0.0299').figures!.apr, 5)).toBe(0.08002);
  });
  it('says the 2.99% option is beaten by the 4.99% one: the same fee in dollars, a higher payment', () => {
    expect(row('30-0.0299').dominatedBy?.id).toBe('30-0.0499');
    expect(row('30-0.0499').dominatedBy).toBeUndefined();
    // A lower fee with a higher payment is a trade-off, not worse outright.
    expect(row('30-0').dominatedBy).toBeUndefined();
  });
  it('marks the 10-year options above their maximum draw as unavailable, without figures', () => {
    for (const id of ['10-0.0499', '10-0.0299', '10-0']) expect(row(id)).toEqual({ offer: byId(id), available: false });
  });
  it('compares only within one term', () => {
    const a = compareOffers(offerSet.offers, 200_000, maxFee);
    const ten = a.find((r) => r.offer.id === '10-0.0499')!;
    const thirty = a.find((r) => r.offer.id === '30-0.0499')!;
    expect(dominates(thirty, ten)).toBe(false);
  });
});

describe('the default draw and option', () => {
  it('starts at the largest draw every option lends, not the largest of one option', () => {
    expect(defaultDraw(offerSet.offers)).toBe(218_544.08);
    expect(defaultDraw([{ minDraw: 10_000, maxDraw: 50_000 }, { minDraw: 60_000, maxDraw: 90_000 }])).toBe(60_000);
  });
  it('chooses the lowest APR at that draw', () => {
    const amount = defaultDraw(offerSet.offers);
    const rows = compareOffers(offerSet.offers, amount, maxFee);
    const lowest = Math.min(...rows.map((r) => r.figures!.apr));
    const chosen = defaultOffer(offerSet.offers, amount, maxFee)!;
    expect(rows.find((r) => r.offer.id === chosen.id)!.figures!.apr).toBe(lowest);
    expect(chosen.id).toBe('30-0.0499');
  });
  it('prefers no fee when the fee does not pay for itself', () => {
    // A 4.99% fee for 0.01% off the rate: the APR of the no-fee option is the lower one.
    const offers = [
      { ...byId('30-0'), id: 'fee', originationFee: 0.0499, rate: 0.0798, maxDraw: 100_000 },
      { ...byId('30-0'), id: 'none', rate: 0.0799, maxDraw: 100_000 },
    ];
    expect(defaultOffer(offers, 100_000, maxFee)!.id).toBe('none');
  });
});

describe('closingCostRange', () => {
  it('adds the valuation, recording fees and recording taxes per $100,000 of the line', () => {
    expect(closingCostRange(302_500)).toEqual({ min: 180, max: 180 + 315 + 4235 });
  });
  it('adds an appraisal above $400,000', () => {
    expect(closingCostRange(400_000)).toEqual({ min: 180, max: 180 + 315 + 5600 });
    expect(closingCostRange(500_000)).toEqual({ min: 680, max: 180 + 315 + 7000 + 2000 });
  });
  it('adds no appraisal when the lender pays it (company-covers-appraisal)', () => {
    expect(closingCostRange(500_000, { appraisalCovered: true })).toEqual({ min: 180, max: 180 + 315 + 7000 });
  });
});

describe('formatLimit', () => {
  it('shows a limit (in cents, as pricing makes them) in whole dollars when whole, else to the cent', () => {
    expect(formatLimit(295_000)).toBe('$295,000');
    expect(formatLimit(222_582.55)).toBe('$222,582.55');
    expect(formatLimit(10_000)).toBe('$10,000');
  });
});

describe('the closing-cost facts and the early disclosures say the same figures', () => {
  // The cards' ranges come from closingCostFacts; the disclosures' words (copy/en/offer.json) are
  // the spec's text. A change to one without the other would show the applicant two prices.
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  it.each([
    ['avm', [closingCostFacts.avm]],
    ['appraisal', [closingCostFacts.appraisal.requiredAbove, closingCostFacts.appraisal.min, closingCostFacts.appraisal.max]],
    ['notary', [closingCostFacts.notary]],
    ['recordingFees', [closingCostFacts.recordingFees.min, closingCostFacts.recordingFees.max]],
    ['recordingTaxes', [closingCostFacts.recordingTaxPer100k.min, closingCostFacts.recordingTaxPer100k.max, 100_000]],
  ] as const)('%s', (key, figures) => {
    for (const figure of figures) expect(copyText(copyEn, `offer.disclosures.fees.${key}`)).toContain(money(figure));
  });
});

describe('offerPicks', () => {
  const at = (amount: number) => offerPicks(compareOffers(offerSet.offers, amount, maxFee)).map((p) => [p.offer.id, p.reasons]);
  it('shows the lowest APR and lowest payment once with both reasons, and the no-fee option of the lowest APR when they coincide', () => {
    // At the default draw ($218,544.08) the 4.99% 30-year option has the lowest APR (7.583%) and
    // payment ($1,540.49); the two no-fee options tie on APR (7.99%), the 30-year one pays less.
    expect(defaultDraw(offerSet.offers)).toBe(218_544.08);
    expect(at(218_544.08)).toEqual([
      ['30-0.0499', ['apr', 'monthly']],
      ['30-0', ['noFee']],
    ]);
  });
  it('never picks an option another beats outright, nor one that does not lend the amount', () => {
    const rows = compareOffers(offerSet.offers, 295_000, maxFee);
    const picked = offerPicks(rows).map((p) => p.offer.id);
    for (const row of rows.filter((r) => r.dominatedBy || !r.figures)) expect(picked).not.toContain(row.offer.id);
    expect(offerPicks(compareOffers(offerSet.offers, 5_000, maxFee))).toEqual([]);
  });
  it('picks a different option per reason when the lowest APR is neither the lowest payment nor free of fees', () => {
    // A 10-year option at 5% with a 4.99% fee has the lowest APR; the 30-year one the lowest payment.
    const offers = [{ ...byId('10-0.0499'), rate: 0.05 }, byId('30-0.0299'), byId('10-0')];
    const rows = compareOffers(offers, 150_000, maxFee);
    expect(offerPicks(rows).map((p) => [p.offer.id, p.reasons])).toEqual([
      ['10-0.0499', ['apr']],
      ['30-0.0299', ['monthly']],
      ['10-0', ['noFee']],
    ]);
  });
});

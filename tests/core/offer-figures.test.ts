// The one set of figures of a draw (src/core/offer/figures.ts): the default persona's offers at
// the screen's default draw, worked out by hand, and the words of the fee's rule.
import { describe, expect, it } from 'vitest';
import { figureTexts, offerFigures, ratesInForce } from '../../src/core/offer/figures';
import { copyText } from '../../src/core/copy/resolve';
import { priceOffers } from '../../src/core/offer/pricing';
import { defaultDraw } from '../../src/core/offer/compare';
import type { Pricing } from '../../src/generated/types/pricing';
import defaultPricingJson from '../fixtures/pricing/default.json';
import { copyEn } from './helpers';

// The default persona (README): value 650,000, liens 250,000, score 740: a line of 302,500.
const offerSet = priceOffers(defaultPricingJson as Pricing, { propertyValue: 650_000, lienBalance: 250_000, creditScore: 740, annualIncome: 250_000, monthlyDebt: 1800 });
const byId = (id: string) => offerSet.offers.find((o) => o.id === id)!;
const amount = defaultDraw(offerSet.offers);
const rule = (f: ReturnType<typeof figureTexts>) => copyText(copyEn, f.feeRule.key, f.feeRule.values);

describe('offerFigures', () => {
  it('starts at $295,000 cash: the headline is the draw, the fee is added to what is repaid', () => {
    const f = offerFigures(byId('30-0.0499'), amount, offerSet);
    expect([f.cash, f.fee, f.total, f.line, f.maxCash]).toEqual([295_000, 7_500, 302_500, 302_500, 295_000]);
  });

  it('says which rule made the fee: the cap, the rate, or none', () => {
    const capped = figureTexts(offerFigures(byId('30-0.0499'), amount, offerSet));
    expect([capped.fee, rule(capped)]).toEqual(['$7,500.00', '4.99%, capped at $7,500']);
    // 2.99% of $295,000 is $8,820.50: capped too, the same $7,500 as 4.99%.
    const alsoCapped = figureTexts(offerFigures(byId('30-0.0299'), amount, offerSet));
    expect([alsoCapped.fee, rule(alsoCapped)]).toEqual(['$7,500.00', '2.99%, capped at $7,500']);
    const byRate = figureTexts(offerFigures(byId('30-0.0299'), 100_000, offerSet));
    expect([byRate.fee, rule(byRate)]).toEqual(['$2,990.00', '2.99% of the draw']);
    const none = figureTexts(offerFigures(byId('30-0'), amount, offerSet));
    expect([none.fee, rule(none)]).toEqual(['$0.00', 'no origination fee']);
  });

  it('gives the autopay rate and its payment on the same total', () => {
    // 7.99% less the 0.25% AUTOPAY discount; $295,000 over 360 months: $2,162.55 and $2,111.38.
    const f = figureTexts(offerFigures(byId('30-0'), amount, offerSet));
    expect([f.rate, f.monthly, f.autopayRate, f.autopayMonthly]).toEqual(['7.99%', '$2,162.55', '7.74%', '$2,111.38']);
  });

  it('puts the autopay rate and payment in force only once automatic payments are chosen', () => {
    const f = offerFigures(byId('30-0'), amount, offerSet);
    expect(ratesInForce(f, null)).toEqual({ rate: f.rate, monthly: f.monthly, autopay: false });
    expect(ratesInForce(f, 'MANUAL').autopay).toBe(false);
    expect(ratesInForce(f, 'AUTOPAY')).toEqual({ ...f.autopay, autopay: true });
  });

  it('formats every percent one way: no trailing zeros, "0%" for none', () => {
    const f = figureTexts(offerFigures(byId('30-0'), amount, offerSet));
    expect([f.rate, f.apr, f.feeRule.values.rate]).toEqual(['7.99%', '7.99%', '0%']);
  });
});

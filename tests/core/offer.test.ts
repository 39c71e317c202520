import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getDrawFee, getTotalAmountFromDraw, offerMatches } from '../../src/core/offer/draw';
import { fractionAlong, interpolate, originationFeeFor, recordingTaxFor } from '../../src/core/offer/interpolate';
import { formatMoney, roundToCents } from '../../src/core/offer/money';
import { interestForDays, monthlyPayment } from '../../src/core/offer/payment';

const drawError = 'Invalid input: getTotalAmountFromDraw requires amount and originationFee to be numbers that are 0 or more.';
const moneyError = 'Invalid input: formatMoney requires both value and precision to be valid numbers and precision cannot be negative.';

const principal = fc.double({ min: 1, max: 5_000_000, noNaN: true });
const annualRate = fc.double({ min: 0, max: 0.3, noNaN: true });
const termYears = fc.integer({ min: 1, max: 40 });
const money = fc.integer({ min: 0, max: 100_000_000_00 }).map((cents) => cents / 100);
const feeRate = fc.integer({ min: 0, max: 499 }).map((bp) => bp / 10_000);
/** Everything a JavaScript caller could pass that is not a finite number of 0 or more. */
const notANonNegativeNumber = fc.oneof(
  fc.constantFrom<unknown>(NaN, Infinity, -Infinity, '100', '', null, undefined, {}, [], true),
  fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
);

describe('monthlyPayment', () => {
  it('matches worked examples to the cent', () => {
    expect(roundToCents(monthlyPayment(100_000, 0.075, 30))).toBe(699.21);
    expect(roundToCents(monthlyPayment(200_000, 0.0599, 10))).toBe(2219.41);
    expect(roundToCents(monthlyPayment(50_000, 0.0799, 30))).toBe(366.53);
  });
  it('is principal over months when the rate is 0', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
    fc.assert(fc.property(principal, termYears, (p, t) => Math.abs(monthlyPayment(p, 0, t) - p / (t * 12)) <= 1e-9 * p));
  });
  it('repays at least the principal over the term when the rate is 0 or more', () => {
    fc.assert(
      fc.property(principal, annualRate, termYears, (p, r, t) => monthlyPayment(p, r, t) * t * 12 >= p * (1 - 1e-12)),
    );
  });
  it('gets smaller as the term grows', () => {
    fc.assert(
      fc.property(principal, annualRate, termYears, termYears, (p, r, a, b) => {
        fc.pre(a !== b);
        const [short, long] = a < b ? [a, b] : [b, a];
        return monthlyPayment(p, r, long) < monthlyPayment(p, r, short);
      }),
    );
  });
  it('stays accurate for tiny rates', () => {
    expect(monthlyPayment(120_000, 1e-12, 10)).toBeCloseTo(1000, 6);
  });
  it('throws for a negative, non-finite or non-numeric input, or a term of 0', () => {
    for (const bad of [NaN, Infinity, -1, '5'] as unknown[]) {
      expect(() => monthlyPayment(bad as number, 0.05, 30)).toThrow(/^Invalid input: monthlyPayment/);
      expect(() => monthlyPayment(1000, bad as number, 30)).toThrow(/^Invalid input: monthlyPayment/);
    }
    expect(() => monthlyPayment(1000, 0.05, 0)).toThrow(/^Invalid input: monthlyPayment/);
  });
});

describe('interestForDays', () => {
  it('counts 365.25 days to the year', () => {
    expect(interestForDays(100_000, 0.0725, 365.25)).toBeCloseTo(7250, 9);
    expect(roundToCents(interestForDays(100_000, 0.0725, 30))).toBe(595.48);
    expect(interestForDays(100_000, 0.0725, 0)).toBe(0);
  });
  it('throws for a negative or non-finite input', () => {
    expect(() => interestForDays(100, 0.05, -1)).toThrow(/^Invalid input: interestForDays/);
    expect(() => interestForDays(NaN, 0.05, 1)).toThrow(/^Invalid input: interestForDays/);
  });
});

describe('getTotalAmountFromDraw', () => {
  it('adds the fee in cents, capped when a cap is given', () => {
    expect(getTotalAmountFromDraw(50_000, 0.0499)).toBe(52_495);
    expect(getTotalAmountFromDraw(200_000, 0.0499, 7500)).toBe(207_500);
    expect(getTotalAmountFromDraw(10_000.5, 0.0299)).toBe(10_299.51);
    expect(getTotalAmountFromDraw(50_000, 0)).toBe(50_000);
  });
  it('is at least the amount, and exactly the amount when the fee is 0', () => {
    fc.assert(
      fc.property(money, feeRate, (amount, fee) => {
        const total = getTotalAmountFromDraw(amount, fee);
        return total >= amount && getTotalAmountFromDraw(amount, 0) === amount;
      }),
    );
  });
  it('never charges more than the cap', () => {
    fc.assert(
      fc.property(money, feeRate, money, (amount, fee, cap) => {
        const charged = getDrawFee(amount, fee, cap);
        return charged <= cap && roundToCents(getTotalAmountFromDraw(amount, fee, cap) - amount) === charged;
      }),
    );
  });
  it('throws the catalogue message for an amount or fee that is not a number of 0 or more', () => {
    fc.assert(
      fc.property(notANonNegativeNumber, (bad) => {
        expect(() => getTotalAmountFromDraw(bad as number, 0.01)).toThrow(new Error(drawError));
        expect(() => getTotalAmountFromDraw(1000, bad as number)).toThrow(new Error(drawError));
      }),
    );
  });
  it('throws for a cap that is not a number of 0 or more', () => {
    expect(() => getTotalAmountFromDraw(1000, 0.01, -1)).toThrow(/maxFee/);
  });
});

describe('formatMoney', () => {
  it('prints US dollars with grouping and the given decimals', () => {
    expect(formatMoney(1234.567, 2)).toBe('$1,234.57');
    expect(formatMoney(1_000_000, 0)).toBe('$1,000,000');
    expect(formatMoney(0, 2)).toBe('$0.00');
    expect(formatMoney(-5, 2)).toBe('-$5.00');
    expect(formatMoney(1.005, 2)).toBe('$1.01');
    expect(formatMoney(699.2145, 3)).toBe('$699.215');
  });
  it('round-trips to the cent for values up to 1e12', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatMoney(value, 2);
        const parsed = Number(text.replace(/[$,]/g, ''));
        return /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text) && parsed === roundToCents(value);
      }),
    );
  });
  it('throws the catalogue message for a value that is not a finite number', () => {
    for (const bad of [NaN, Infinity, -Infinity, '12', null, undefined, {}] as unknown[]) {
      expect(() => formatMoney(bad as number, 2)).toThrow(new Error(moneyError));
    }
  });
  it('throws the catalogue message for a precision that is negative or not a whole number', () => {
    fc.assert(
      fc.property(fc.oneof(notANonNegativeNumber, fc.constantFrom<unknown>(1.5, 21)), (bad) => {
        expect(() => formatMoney(10, bad as number)).toThrow(new Error(moneyError));
      }),
    );
  });
});

describe('interpolate', () => {
  it('stays within its ends and never moves against them as the fraction grows', () => {
    const end = fc.double({ min: -1e9, max: 1e9, noNaN: true });
    const fraction = fc.double({ min: -2, max: 3, noNaN: true });
    fc.assert(
      fc.property(end, end, fraction, fraction, (from, to, f, g) => {
        const [lo, hi] = [Math.min(from, to), Math.max(from, to)];
        const a = interpolate(from, to, Math.min(f, g));
        const b = interpolate(from, to, Math.max(f, g));
        const tolerance = 1e-9 * (Math.abs(lo) + Math.abs(hi) + 1);
        return a >= lo - tolerance && a <= hi + tolerance && (b - a) * Math.sign(to - from) >= -tolerance;
      }),
    );
  });
  it('gives 1 for a range of one point', () => {
    expect(fractionAlong(5, 5, 0)).toBe(1);
  });
});

describe('originationFeeFor', () => {
  const offer = { min: 15_000, max: 300_000, originationFee: 0.0499 };
  it('is the draw fee between min and max when no cap binds', () => {
    expect(originationFeeFor(offer, 100_000)).toBe(4990);
    expect(originationFeeFor(offer, 15_000)).toBe(748.5);
  });
  it('clamps to the fee at min and at max outside the range', () => {
    expect(originationFeeFor(offer, 1000)).toBe(748.5);
    expect(originationFeeFor(offer, 1_000_000)).toBe(14_970);
    expect(originationFeeFor(offer, 1_000_000, 7500)).toBe(7500);
  });
  it('rises with the draw and stays between the fees at min and max', () => {
    fc.assert(
      fc.property(money, money, fc.option(money, { nil: undefined }), (x, y, cap) => {
        const low = originationFeeFor(offer, Math.min(x, y), cap);
        const high = originationFeeFor(offer, Math.max(x, y), cap);
        const atMin = originationFeeFor(offer, offer.min, cap);
        const atMax = originationFeeFor(offer, offer.max, cap);
        return low <= high && low >= atMin && high <= atMax;
      }),
    );
  });
});

describe('recordingTaxFor', () => {
  const offerSet = { minRecordingTax: 0, maxRecordingTax: 1400 };
  const offer = { min: 15_000, max: 300_000 };
  it('runs straight from minRecordingTax at min to maxRecordingTax at max, clamped outside', () => {
    expect(recordingTaxFor(offerSet, offer, 15_000)).toBe(0);
    expect(recordingTaxFor(offerSet, offer, 157_500)).toBe(700);
    expect(recordingTaxFor(offerSet, offer, 100_000)).toBe(417.54);
    expect(recordingTaxFor(offerSet, offer, 300_000)).toBe(1400);
    expect(recordingTaxFor(offerSet, offer, 0)).toBe(0);
    expect(recordingTaxFor(offerSet, offer, 9e9)).toBe(1400);
  });
  it('rises with the draw and stays within [minRecordingTax, maxRecordingTax]', () => {
    fc.assert(
      fc.property(money, money, (x, y) => {
        const low = recordingTaxFor(offerSet, offer, Math.min(x, y));
        const high = recordingTaxFor(offerSet, offer, Math.max(x, y));
        return low <= high && low >= 0 && high <= 1400;
      }),
    );
  });
  it('throws for a draw amount that is not a finite number', () => {
    expect(() => recordingTaxFor(offerSet, offer, NaN)).toThrow(/^Invalid input/);
  });
});

describe('offerMatches', () => {
  const offer = { term: 30, originationFee: 0.0299, minDraw: 10_000, maxDraw: 295_000 };
  it.each([
    ['the amount is within minDraw..maxDraw', { amount: 10_000, term: 30, originationFee: 0.0299 }, true],
    ['the amount is maxDraw', { amount: 295_000, term: 30, originationFee: 0.0299 }, true],
    ['the amount is below minDraw', { amount: 9_999.99, term: 30, originationFee: 0.0299 }, false],
    ['the amount is above maxDraw', { amount: 295_000.01, term: 30, originationFee: 0.0299 }, false],
    ['the term differs', { amount: 50_000, term: 10, originationFee: 0.0299 }, false],
    ['the fee differs', { amount: 50_000, term: 30, originationFee: 0.0499 }, false],
  ])('is right when %s', (_when, draw, expected) => {
    expect(offerMatches(offer, draw)).toBe(expected);
  });
});

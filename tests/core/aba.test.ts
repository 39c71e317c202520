import { describe, expect, it } from 'vitest';
import { abaCheckDigit, isAbaRoutingNumber } from '../../src/core/bank/aba';
import { evaluate } from '../../src/core/logic';

/** A deterministic stream of eight-digit prefixes. */
function* prefixes(count: number): Generator<string> {
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    yield String(seed % 100_000_000).padStart(8, '0');
  }
}

describe('isAbaRoutingNumber', () => {
  it('accepts known routing numbers', () => {
    for (const n of ['011000015', '021000021', '121000358', '026009593']) expect(isAbaRoutingNumber(n)).toBe(true);
  });

  it('accepts every generated number and refuses every single-digit change of it', () => {
    for (const first8 of prefixes(500)) {
      const valid = `${first8}${abaCheckDigit(first8)}`;
      if (valid === '000000000') continue;
      expect(isAbaRoutingNumber(valid)).toBe(true);
      for (let at = 0; at < 9; at++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === valid[at]) continue;
          const changed = `${valid.slice(0, at)}${digit}${valid.slice(at + 1)}`;
          expect(isAbaRoutingNumber(changed), changed).toBe(false);
        }
      }
    }
  });

  it('refuses what is not nine digits, and all zeros', () => {
    for (const value of ['', '01100001', '0110000150', '01100001a', ' 011000015', '000000000', 11000015, null, undefined, ['011000015'], {}]) {
      expect(isAbaRoutingNumber(value)).toBe(false);
    }
  });

  it('is the flows operation abaRoutingNumber', () => {
    expect(evaluate({ abaRoutingNumber: [{ var: 'answers.r' }] }, { answers: { r: '011000015' } })).toBe(true);
    expect(evaluate({ abaRoutingNumber: [{ var: 'answers.r' }] }, { answers: { r: '011000016' } })).toBe(false);
  });
});

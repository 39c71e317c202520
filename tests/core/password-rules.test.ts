// The password rule (schemas/entities/password.schema.json, the validator both sides run) and its
// parts as the checklist reads them (core/validation/password-rules.ts): they agree on every
// string, and any punctuation or symbol counts as the symbol (issue 31).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePassword } from '../../src/generated/validators/schemas';
import { PASSWORD_RULES, parsePasswordRules, passwordRulesMet } from '../../src/core/validation/password-rules';

const SPEC_HINT_KEY = 'fields.password.hint';
const messagesOf = (password: string) => (validatePassword(password) ? [] : (validatePassword.errors ?? []).map((e) => e.message));

describe('password rules', () => {
  it('accepts Lantern-Orbit-7731, every checklist line ticked', () => {
    expect(validatePassword('Lantern-Orbit-7731')).toBe(true);
    expect(PASSWORD_RULES.map((r) => r.met('Lantern-Orbit-7731'))).toEqual([true, true, true, true]);
  });

  it("refuses a password without a symbol with the spec's message, its symbol line unticked", () => {
    for (const password of ['LanternOrbit7731', 'Lantern Orbit 7731']) {
      expect(messagesOf(password)).toEqual([SPEC_HINT_KEY]);
      expect(PASSWORD_RULES.find((r) => r.key === 'fields.password.rules.symbol')!.met(password)).toBe(false);
    }
  });

  it('counts any punctuation or symbol character as the symbol', () => {
    for (const symbol of ['-', '_', '.', ',', '!', '@', '#', '$', '%', '^', '&', '*', '(', ')', '~', '+', '=', '/', '?', '€', '£', '§', '"', "'"]) {
      expect(validatePassword(`Lantern${symbol}Orbit7731`), symbol).toBe(true);
    }
  });

  it('lists the length, letters, digit and symbol lines, the length from the schema', () => {
    expect(PASSWORD_RULES.map((r) => [r.key, r.params])).toEqual([
      ['fields.password.rules.length', { count: 12 }],
      ['fields.password.rules.letters', undefined],
      ['fields.password.rules.digit', undefined],
      ['fields.password.rules.symbol', undefined],
    ]);
  });

  it('agrees with the validator on 3,000 generated strings: valid exactly when every line is ticked (within the maximum length)', () => {
    const passwordLike = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(...'aZ9!-_ éÉ😀\u0301.€\t'), minLength: 8, maxLength: 16 }),
    );
    fc.assert(
      fc.property(passwordLike, (p) => {
        expect(validatePassword(p)).toBe(passwordRulesMet(p) === PASSWORD_RULES.length);
      }),
      { numRuns: 3_000 },
    );
  });

  it('refuses a schema part without its copy key or pattern (bad configuration)', () => {
    expect(() => parsePasswordRules({ allOf: [{ pattern: 'x' }] })).toThrow(/allOf\/0/);
  });
});

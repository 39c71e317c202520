// The password rule of spec section 5 (schemas/entities/password.schema.json, the same validator in
// the browser and the server) and the blocklist on top of it (catalogue A1, A2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePassword } from '../../src/generated/validators/schemas';
import { isBlockedPassword } from '../../src/server/auth/passwords';

// The spec's rule, written out independently: 12+ characters (code points), upper, lower, digit, one of !@#$%^&*.
const meetsRule = (p: string): boolean =>
  [...p].length >= 12 && [...p].length <= 256 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /[0-9]/.test(p) && /[!@#$%^&*]/.test(p);

const passwordLike = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'aZ9!@#$%^&* éÉ😀\u0301-_'), maxLength: 30 }),
  // Around the length boundary, with every class likely present.
  fc.string({ unit: fc.constantFrom(...'aA9!xY😀'), minLength: 9, maxLength: 14 }),
);

describe('password rule', () => {
  it('accepts exactly the strings that meet the rule, for 10,000 generated strings', () => {
    fc.assert(
      fc.property(passwordLike, (p) => {
        expect(validatePassword(p)).toBe(meetsRule(p));
      }),
      { numRuns: 10_000 },
    );
  });

  it('never throws on the blocklist check, whatever the string', () => {
    fc.assert(fc.property(passwordLike, fc.array(fc.string()), (p, words) => typeof isBlockedPassword(p, words) === 'boolean'), { numRuns: 5000 });
  });

  it.each([
    ['Password123!', true],
    ['P@ssw0rd2024!', true],
    ['HomeEquity2025!', true],
    ['Qwerty123456!', true],
    ['Granite-Kettle-47!', false],
    ['Velvet#Orchard9x', false],
  ])('blocks %s: %s', (password, blocked) => {
    expect(isBlockedPassword(password)).toBe(blocked);
  });

  it('blocks the words of the email and the brand', () => {
    expect(isBlockedPassword('Jordan#Fields2026', ['jordan.fields'])).toBe(true);
    expect(isBlockedPassword('AcmeLending#2026', ['Acme Lending', 'acme-lending'])).toBe(true);
    expect(isBlockedPassword('Granite-Kettle-47!', ['jordan.fields', 'Acme Lending'])).toBe(false);
  });
});

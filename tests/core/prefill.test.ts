import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { packPrefill, unpackPrefill, type PrefillData } from '../../src/core/prefill/codec';

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const address = fc.record(
  { street1: text, street2: text, city: text, state: text, zip: text },
  { requiredKeys: [] },
);
const prefill: fc.Arbitrary<PrefillData> = fc.record(
  {
    income: fc.record(
      {
        income: fc.double({ noNaN: true, noDefaultInfinity: true }),
        otherIncome: fc.double({ noNaN: true, noDefaultInfinity: true }),
        employmentType: fc.constantFrom('FULL_TIME', 'RETIRED', 'SELF_EMPLOYED', 'PUBLIC_ASSISTANCE_PROGRAM'),
      },
      { requiredKeys: [] },
    ),
    propertyAddress: fc.tuple(address, maybe(fc.constantFrom('HOME', 'SECONDARY', 'INVESTMENT', 'INIT'))).map(([a, o]) => (o ? { ...a, occupancyType: o } : a)),
    homeAddress: address,
    isListedForSale: fc.constantFrom('YES' as const, 'NO' as const),
    name: fc.record({ firstName: text, middleName: text, lastName: text, suffix: fc.constantFrom('', 'JR', 'III') }, { requiredKeys: [] }),
    dob: fc.record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) }),
  },
  { requiredKeys: [] },
);

// Empty groups carry nothing, so they do not come back; everything else must.
const withoutEmptyGroups = (d: PrefillData) =>
  Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v !== 'object' || Object.keys(v).length > 0));

describe('prefill codec', () => {
  it('round-trips exactly through the query string', () => {
    fc.assert(
      fc.property(prefill, (data) => {
        const query = packPrefill(data).toString();
        expect(unpackPrefill(query)).toEqual(withoutEmptyGroups(data));
      }),
      { numRuns: 500 },
    );
  });

  it('is compact', () => {
    const q = packPrefill({
      income: { income: 85000, employmentType: 'FULL_TIME' },
      propertyAddress: { street1: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701', occupancyType: 'HOME' },
      isListedForSale: 'NO',
      name: { firstName: 'Ana', lastName: "O'Brien" },
      dob: { year: 1980, month: 4, day: 9 },
    }).toString();
    expect(q).toBe('i=85000..FT&p=12+Main+St..Springfield.IL.62701.H&s=0&n=Ana..O%27Brien&d=1980-4-9');
  });

  it('never throws on hostile input and keeps only what decodes', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const q = new URLSearchParams();
        q.set(key, value);
        q.set('i', value);
        q.set('p', value);
        q.set('d', value);
        expect(() => unpackPrefill(q)).not.toThrow();
      }),
    );
    expect(unpackPrefill('i=abc.x.ZZ&s=2&d=1990-02')).toEqual({});
  });
});

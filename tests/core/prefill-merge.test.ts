import { describe, expect, it } from 'vitest';
import { mergePrefill } from '../../src/core/prefill/merge';

describe('mergePrefill', () => {
  it('fills only what the applicant has not given, field by field', () => {
    const typed = { propertyAddress: { street1: '9 Typed Rd', street2: '' }, isListedForSale: 'NO' };
    const prefill = { propertyAddress: { street1: '5 Packed Ln', street2: 'Unit 1', city: 'Austin' }, isListedForSale: 'YES', name: { firstName: 'Quinn' } };
    expect(mergePrefill(typed, prefill)).toEqual({
      propertyAddress: { street1: '9 Typed Rd', street2: '', city: 'Austin' },
      isListedForSale: 'NO',
      name: { firstName: 'Quinn' },
    });
  });
  it('changes neither input', () => {
    const typed = { name: { lastName: 'Typed' } };
    mergePrefill(typed, { name: { firstName: 'Quinn' } });
    expect(typed).toEqual({ name: { lastName: 'Typed' } });
  });
});

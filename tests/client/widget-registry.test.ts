// The widget registry's names as data (no React): what a flow may name, and what it names that
// the app cannot draw (a note in its place at run time; npm run check refuses it first).
import { describe, expect, it } from 'vitest';
import { isKnownRenderer, rendererNames, rendererUses, unknownRenderers } from '../../src/client/form-kit/widgets/modules';
import { formatSsn } from '../../src/client/form-kit/widgets/ssn-format';

describe('widget registry names', () => {
  it("know our widgets and fields by their kind, and rjsf's own widgets", () => {
    expect(isKnownRenderer('widget', 'checkboxGroup')).toBe(false);
    expect(isKnownRenderer('field', 'checkboxGroup')).toBe(true);
    expect(isKnownRenderer('widget', 'ssn')).toBe(true);
    expect(isKnownRenderer('widget', 'password')).toBe(true);
    expect(isKnownRenderer('field', 'password')).toBe(false);
    expect(isKnownRenderer('widget', 'choiceCard')).toBe(false);
  });

  it('list each use with its pointer (escaped) and pick out the unknown ones', () => {
    const uiSchema = { a: { 'ui:widget': 'money' }, 'b/c': { 'ui:field': 'nope' }, d: { 'ui:widget': 'text' } };
    expect(rendererUses(uiSchema, '/steps/0/uiSchema')).toEqual([
      { kind: 'widget', name: 'money', pointer: '/steps/0/uiSchema/a/ui:widget' },
      { kind: 'field', name: 'nope', pointer: '/steps/0/uiSchema/b~1c/ui:field' },
      { kind: 'widget', name: 'text', pointer: '/steps/0/uiSchema/d/ui:widget' },
    ]);
    expect(unknownRenderers({ uiSchema })).toEqual([{ kind: 'field', name: 'nope' }]);
    // The loader fetches only modules that exist.
    expect(rendererNames({ uiSchema })).toEqual(['money']);
  });
});

describe('SSN input', () => {
  it('keeps nine digits laid out ###-##-####', () => {
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('123 45 67890')).toBe('123-45-6789');
    expect(formatSsn('abc')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { withOverrides } from '../../src/client/app/i18n';

describe('a brand’s copy overrides laid over the copy', () => {
  const copy = { flows: { a: { question: 'Q', heading: 'H' }, b: { question: 'B' } }, shell: { title: 'T' } };

  it('puts each flat key where t() looks, and leaves the rest as it is', () => {
    const tree = withOverrides(copy, { 'flows.a.question': 'Brand Q', 'shell.new.key': 'N' });
    expect(tree).toEqual({ flows: { a: { question: 'Brand Q', heading: 'H' }, b: { question: 'B' } }, shell: { title: 'T', new: { key: 'N' } } });
  });

  it('never writes into the copy it was given (the imported modules other brands share)', () => {
    const before = structuredClone(copy);
    withOverrides(copy, { 'flows.a.question': 'Brand Q', 'shell.title': 'Brand T' });
    expect(copy).toEqual(before);
  });

  it('copies only the objects on an override’s path', () => {
    const tree = withOverrides(copy, { 'flows.a.question': 'Brand Q' }) as typeof copy;
    expect(tree.flows.b).toBe(copy.flows.b);
    expect(tree.shell).toBe(copy.shell);
    expect(tree.flows.a).not.toBe(copy.flows.a);
  });
});

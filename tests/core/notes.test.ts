// The first step states a brand's own rules (its few states, an age over 18) before the applicant
// invests time; a brand without such a rule shows neither note. Real manifests and the real flow.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/core/brand/parse-brand';
import { eligibilityContext } from '../../src/core/brand/eligibility-context';
import { toBrandView } from '../../src/core/brand/view';
import { copyText } from '../../src/core/copy/resolve';
import { getStep } from '../../src/core/flow/engine';
import { shownNotes } from '../../src/core/flow/notes';
import type { FlowContext } from '../../src/core/flow/types';
import { copyEn, registerV2, repoRoot } from './helpers';

/** brands/defaults.json's banner settings, which every brand's view starts from. */
const brandDefaults = JSON.parse(readFileSync(join(repoRoot, 'brands/defaults.json'), 'utf8'));

function contextOf(orgCode: string): FlowContext {
  const view = toBrandView(JSON.parse(readFileSync(join(repoRoot, 'brands', orgCode, 'brand.json'), 'utf8')) as Brand, brandDefaults);
  return { today: '2026-01-15', ageRule: view.ageRule, eligibility: eligibilityContext(view, { protocol: 'http:', host: 'x' }) };
}

const firstStepNotes = (orgCode: string) => shownNotes(getStep(registerV2, 'index')!.copy.notes, { answers: {}, context: contextOf(orgCode) });

describe('brand rules up front (register-v2, first step)', () => {
  it('harbor-cu (five states, 62 and over) states both rules with its figures', () => {
    const notes = firstStepNotes('harbor-cu');
    expect(notes.map((n) => n.key)).toEqual(['eligibility.notes.recentPurchase', 'eligibility.notes.statesServed', 'eligibility.notes.minimumAge']);
    expect(notes[1]!.params).toEqual({ states: ['AZ', 'CA', 'NV', 'OR', 'WA'] });
    expect(notes[2]!.params).toEqual({ minimum: 62 });
    // The rules read before the form; the general note stays under it.
    expect(notes.map((n) => n.top)).toEqual([false, true, true]);
    expect(copyText(copyEn, notes[2]!.key, { companyName: 'Harbor Credit Union', ...notes[2]!.params })).toBe('To apply with Harbor Credit Union you must be 62 or older.');
  });

  it('acme-lending (many states, the general age rule) shows only the general note', () => {
    expect(firstStepNotes('acme-lending').map((n) => n.key)).toEqual(['eligibility.notes.recentPurchase']);
  });

  it('a plain copy reference is always shown, with no params', () => {
    expect(shownNotes(['flows.common.notes.security'], {})).toEqual([{ key: 'flows.common.notes.security', params: {}, top: false }]);
  });
});

describe('the security note where credentials are given, not on the name, birthdate or contact steps', () => {
  const notesOf = (id: string) => shownNotes(getStep(registerV2, id)!.copy.notes, { answers: {}, context: contextOf('acme-lending') }).map((n) => n.key);

  it.each(['set-password', 'login-info'])('%s carries the security note', (id) => {
    expect(notesOf(id)).toContain('flows.common.notes.security');
    expect(copyText(copyEn, 'flows.common.notes.security', { companyName: 'Acme' })).toBe('Your data is protected with 256-bit encryption and Acme never sees or stores your credentials.');
  });

  // The spec's note speaks of credentials: beside a name or a birthdate it read as if written from the spec (issue 31).
  it.each(['legal-name', 'birthdate', 'phone-and-email'])('%s does not, and still says the credit score is not affected', (id) => {
    expect(notesOf(id)).not.toContain('flows.common.notes.security');
    expect(notesOf(id)).toContain('flows.common.notes.creditScore');
  });

  it('the final step authorizes the soft credit inquiry it runs, in words the offer’s hard-inquiry consent refers back to', () => {
    expect(notesOf('set-password')).toEqual(expect.arrayContaining(['flows.register-v2.steps.final.creditNote', 'flows.register-v2.steps.final.softPullAuthorization']));
    expect(copyText(copyEn, 'flows.register-v2.steps.final.softPullAuthorization', { companyName: 'Acme' })).toBe('By continuing, you authorize Acme to obtain your credit report with a soft credit inquiry to show you your rate.');
  });
});

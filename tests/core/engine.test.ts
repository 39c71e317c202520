import { describe, expect, it } from 'vitest';
import {
  getStepByPath, getStepByQuery, nextStep, previousStep, progress, resolveStep, stepPath, visibleGroups, walk,
} from '../../src/core/flow/engine';
import { resolveCopyKey } from '../../src/core/copy/resolve';
import type { Answers, FlowContext } from '../../src/core/flow/types';
import { registerV2 as flow } from './helpers';

const property = (occupancyType: string) => ({
  propertyAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', occupancyType },
});

describe('nextStep', () => {
  it('goes to for-sale when the property is the primary home', () => {
    expect(nextStep(flow, 'index', property('HOME'))?.id).toBe('for-sale');
  });
  it('goes to home-address for secondary and investment properties', () => {
    expect(nextStep(flow, 'index', property('SECONDARY'))?.id).toBe('home-address');
    expect(nextStep(flow, 'index', property('INVESTMENT'))?.id).toBe('home-address');
  });
  it('returns undefined at a terminal step', () => {
    expect(nextStep(flow, 'set-password', property('HOME'))).toBeUndefined();
  });
  it('goes to login-info instead of set-password in external-login mode', () => {
    expect(nextStep(flow, 'phone-and-email', {}, { externalLogin: true })?.id).toBe('login-info');
    expect(nextStep(flow, 'phone-and-email', {}, {})?.id).toBe('set-password');
  });
});

describe('previousStep', () => {
  it('goes back along the applicant path, skipping steps not visited', () => {
    expect(previousStep(flow, 'for-sale', property('HOME'))?.id).toBe('index');
    expect(previousStep(flow, 'for-sale', property('SECONDARY'))?.id).toBe('home-address');
    expect(previousStep(flow, 'index', property('HOME'))).toBeUndefined();
  });
});

describe('walk', () => {
  it('stops at a terminal step and lists the visited steps in order', () => {
    expect(walk(flow, property('HOME')).map((s) => s.id)).toEqual([
      'index', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password',
    ]);
  });
});

describe('resolving a step from the address bar', () => {
  it('finds steps by path and by query value', () => {
    expect(getStepByPath(flow, '/account/heloc/register-v2')?.id).toBe('index');
    expect(getStepByPath(flow, '/account/heloc/register-v2/')?.id).toBe('index');
    expect(getStepByPath(flow, '/account/heloc/register-v2/birthdate')?.id).toBe('birthdate');
    expect(getStepByPath(flow, '/account/heloc/register-v2/nope')).toBeUndefined();
    expect(getStepByPath(flow, '/account/heloc/register')).toBeUndefined();
    expect(getStepByQuery(flow, 'sale-status')?.id).toBe('for-sale');
    expect(stepPath(flow, getStepByQuery(flow, 'contact-info')!)).toBe('/account/heloc/register-v2/phone-and-email');
  });
  it('sends a later step back to the start when no property address is held', () => {
    const birthdate = getStepByPath(flow, '/account/heloc/register-v2/birthdate')!;
    expect(resolveStep(flow, birthdate, {}).id).toBe('index');
    expect(resolveStep(flow, birthdate, property('HOME')).id).toBe('birthdate');
  });
});

describe('progress', () => {
  const of = (stepId: string, answers: Answers = {}, context: FlowContext = {}) => {
    const { position, total } = progress(flow, stepId, answers, context);
    return total === undefined ? `${position}` : `${position} of ${total}`;
  };
  it('counts the steps of the path this applicant takes, without gaps, to N of N on its last step', () => {
    // A primary home skips home-address: 7 steps.
    const home = property('HOME');
    expect(['index', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password'].map((id) => of(id, home))).toEqual(
      ['1', '2 of 7', '3 of 7', '4 of 7', '5 of 7', '6 of 7', '7 of 7'],
    );
    // A second home asks for the home address too: 8 steps. On the first step the occupancy, still
    // open there, decides the length: no total until it is given (issue 31: 'Step 1 of 8', then 'Step 2 of 7').
    expect(of('home-address', property('SECONDARY'))).toBe('2 of 8');
    expect(of('set-password', property('INVESTMENT'))).toBe('8 of 8');
    expect(of('index')).toBe('1');
    expect(of('index', home)).toBe('1');
    // Under external login, and signed in, the path ends at login-info (no new password); a signed-in applicant with an email and a phone skips phone-and-email.
    expect(of('login-info', home, { externalLogin: true })).toBe('7 of 7');
    expect(of('login-info', home, { signedIn: true, profile: { email: 'pat@example.com', phoneNumber: '(555) 555-0100' } })).toBe('6 of 6');
    expect(of('login-info', home, { signedIn: true })).toBe('7 of 7');
    expect(progress(flow, 'set-password', home)).toEqual({ position: 7, total: 7, percent: 100 });
  });
  it('never changes the total it shows during a walk, whichever occupancy and context', () => {
    for (const occupancy of ['HOME', 'SECONDARY', 'INVESTMENT']) {
      for (const context of [{}, { externalLogin: true }, { signedIn: true, profile: { email: 'pat@example.com', phoneNumber: '(555) 555-0100' } }] as FlowContext[]) {
        const answers = property(occupancy);
        // As a person walks: on the first step its own answer is not given yet.
        const totals = walk(flow, answers, context).map((step, i) => progress(flow, step.id, i === 0 ? {} : answers, context).total);
        const shown = new Set(totals.filter((total) => total !== undefined));
        expect(shown.size, `${occupancy} ${JSON.stringify(context)}: ${totals.join(', ')}`).toBe(1);
        expect([...shown][0]).toBe(totals.length);
      }
    }
  });
  it("counts a step off the applicant's path (opened by its URL) in the flow's own order", () => {
    expect(progress(flow, 'login-info', property('HOME'))).toEqual({ position: 9, total: 9, percent: 100 });
  });
});

describe('visibleGroups', () => {
  it('lists the spec groups with substeps and marks the current and completed ones', () => {
    const groups = visibleGroups(flow, 'legal-name', property('HOME'));
    expect(groups.map((g) => g.id)).toEqual(['property-info', 'income-info', 'personal-info', 'contact-info', 'login-info']);
    expect(groups.map((g) => [g.complete, g.current])).toEqual([[true, false], [true, false], [false, true], [false, false], [false, false]]);
    expect(groups[2]!.substeps.map((s) => [s.label, s.current])).toEqual([
      ['flows.register-v2.groups.name', true],
      ['flows.register-v2.groups.birthdate', false],
    ]);
  });
  it('omits Contact Info when the profile already has an email and a phone number', () => {
    const ids = (profile: object) => visibleGroups(flow, 'index', {}, { profile }).map((g) => g.id);
    expect(ids({ email: 'a@b.co', phoneNumber: '(555) 555-0100' })).not.toContain('contact-info');
    expect(ids({ email: 'a@b.co' })).toContain('contact-info');
  });
});

describe('copy references', () => {
  it('chooses the direct-mail prescreen heading and button when the context says so', () => {
    const step = flow.steps.find((s) => s.id === 'set-password')!;
    const key = (ref: typeof step.copy.heading, prescreen: boolean) => resolveCopyKey(ref, { answers: {}, context: { prescreen } });
    expect(key(step.copy.heading, false)).toBe('flows.register-v2.steps.final.heading');
    expect(key(step.copy.heading, true)).toBe('flows.register-v2.steps.final.headingPrescreen');
    expect(key(step.copy.button, true)).toBe('flows.register-v2.steps.final.buttonPrescreen');
  });
});

describe('a signed-in applicant', () => {
  it('is sent from set-password to login-info (the consents, no new password), and only from set-password', () => {
    const signedIn = { signedIn: true };
    const home = property('HOME');
    expect(resolveStep(flow, getStepByPath(flow, '/account/heloc/register-v2/set-password')!, home, signedIn).id).toBe('login-info');
    expect(resolveStep(flow, getStepByPath(flow, '/account/heloc/register-v2/birthdate')!, home, signedIn).id).toBe('birthdate');
    expect(resolveStep(flow, getStepByPath(flow, '/account/heloc/register-v2/set-password')!, home).id).toBe('set-password');
    // Without a phone in the profile, Contact Info is asked, then the consents.
    expect(walk(flow, home, signedIn).map((s) => s.id).slice(-2)).toEqual(['phone-and-email', 'login-info']);
  });
});

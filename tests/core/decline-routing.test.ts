import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { declineNotice, declineReasonSources } from '../../src/core/status/decline';
import { applicationPageRoute, chooseActiveApplication, entryRoute, type ApplicationListing } from '../../src/core/status/routing';

const copy = JSON.parse(readFileSync('copy/en/decline.json', 'utf8')) as { reasons: Record<string, string> };

describe('declineNotice (Reg B statement of specific reasons, FCRA 615(a))', () => {
  it('maps each reason code to its own copy key, keeping the order and dropping repeats', () => {
    expect(declineNotice(['DTI_TOO_HIGH', 'CREDIT_SCORE_TOO_LOW', 'DTI_TOO_HIGH'])).toEqual({
      reasons: ['DTI_TOO_HIGH', 'CREDIT_SCORE_TOO_LOW'],
      creditReportUsed: true,
    });
  });
  it('owes no FCRA disclosure when every reason rests on other facts than the credit report', () => {
    expect(declineNotice(['STATE_NOT_ELIGIBLE', 'RECENT_PURCHASE_OR_TITLE_TRANSFER'])).toEqual({
      reasons: ['STATE_NOT_ELIGIBLE', 'RECENT_PURCHASE_OR_TITLE_TRANSFER'],
      creditReportUsed: false,
    });
  });
  it('gives an unknown code or no code the general reason, and discloses the credit report', () => {
    expect(declineNotice(['SOMETHING_NEW', 'UNDER_MINIMUM_AGE'])).toEqual({ reasons: ['OTHER', 'UNDER_MINIMUM_AGE'], creditReportUsed: true });
    expect(declineNotice([])).toEqual({ reasons: ['OTHER'], creditReportUsed: true });
    expect(declineNotice(undefined)).toEqual({ reasons: ['OTHER'], creditReportUsed: true });
  });
  it('has an English text for every reason code and the general one', () => {
    for (const code of [...Object.keys(declineReasonSources), 'OTHER']) expect(copy.reasons[code], code).toMatch(/\S/);
  });
});

const app = (uuid: string, over: Partial<ApplicationListing> & { checklist?: string; status?: string } = {}): ApplicationListing => ({
  uuid,
  active: over.active ?? true,
  activeForAppStart: over.activeForAppStart ?? true,
  isInquiry: over.isInquiry ?? false,
  status: { status: over.status ?? 'OFFER_SELECTION', ...(over.checklist ? { checklistStatus: over.checklist } : {}) },
});

describe('chooseActiveApplication (spec section 4)', () => {
  it('takes one active for app start with checklist COMPLETE', () => {
    const list = [app('a', { active: false, activeForAppStart: false, checklist: 'COMPLETE' }), app('b', { active: false, activeForAppStart: true, checklist: 'COMPLETE' })];
    expect(chooseActiveApplication(list)?.uuid).toBe('b');
  });
  it('takes one active with checklist not COMPLETE, not one active with checklist COMPLETE but not for app start', () => {
    const list = [app('a', { active: true, activeForAppStart: false, checklist: 'COMPLETE' }), app('b', { active: true, activeForAppStart: false, checklist: 'INCOMPLETE' })];
    expect(chooseActiveApplication(list)?.uuid).toBe('b');
  });
  it('never takes an inquiry, and takes none when nothing is active', () => {
    expect(chooseActiveApplication([app('a', { isInquiry: true })])).toBeUndefined();
    expect(chooseActiveApplication([app('a', { active: false, activeForAppStart: true, checklist: 'INCOMPLETE' })])).toBeUndefined();
  });
});

describe('routing rules (spec section 4)', () => {
  it('sends a bare visit to the active application, else to the dashboard', () => {
    expect(entryRoute(true, [app('x', { active: false, activeForAppStart: false }), app('y')])).toEqual({ to: 'application', uuid: 'y' });
    expect(entryRoute(true, [])).toEqual({ to: 'dashboard' });
    expect(entryRoute(true, undefined)).toEqual({ to: 'dashboard' });
    expect(entryRoute(false, [app('y')])).toEqual({ to: 'dashboard' });
  });
  it('sends a missing application or an inquiry to the dashboard', () => {
    expect(applicationPageRoute(undefined)).toBe('dashboard');
    expect(applicationPageRoute({ isInquiry: true })).toBe('dashboard');
    expect(applicationPageRoute({ isInquiry: false })).toBe('screens');
  });
});

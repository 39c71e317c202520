import { describe, expect, it } from 'vitest';
import { toApiFailure } from '../../src/core/contract/api-error';
import { errorCatalogue as ERRORS } from '../../src/core/contract/errors';
import { registrationOutcome } from '../../src/core/contract/registration-outcome';

const failure = (code: keyof typeof ERRORS, message: string = ERRORS[code].message) => toApiFailure(ERRORS[code].status, { code, errors: [message] });
const UNEXPECTED = 'Something went wrong. Please try again.';

describe('where a failed registration submit leaves the applicant (spec section 8)', () => {
  it("opens the spec's modals", () => {
    expect(registrationOutcome(failure('ACCOUNT_EXISTS'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'accountExists' });
    expect(registrationOutcome(toApiFailure(401, { errors: ['Account Already Exists'] }), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'accountExists' });
    expect(registrationOutcome(failure('ACTIVE_APPLICATION_EXISTS'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'activeApplication' });
    expect(registrationOutcome(failure('RECENT_HELOC'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'recentHeloc' });
    expect(registrationOutcome(failure('LOAN_OFFICER_NOT_LICENSED'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'loanOfficer' });
  });

  it("stays on the page for 'we do not currently offer loans in', what the applicant can fix, and a retry", () => {
    const notOffered = 'we do not currently offer loans in NY';
    expect(registrationOutcome(failure('STATE_NOT_OFFERED', notOffered), UNEXPECTED)).toEqual({ kind: 'stay', message: notOffered });
    expect(registrationOutcome(toApiFailure(400, { errors: ['We do not currently offer loans in HI'] }), UNEXPECTED).kind).toBe('stay');
    for (const code of ['PASSWORD_BLOCKED', 'UNEMPLOYED', 'RATE_LIMITED', 'INVALID_REQUEST', 'UNAVAILABLE', 'UNEXPECTED'] as const) {
      expect(registrationOutcome(failure(code), UNEXPECTED), code).toEqual({ kind: 'stay', message: ERRORS[code].message });
    }
    expect(registrationOutcome(undefined, UNEXPECTED)).toEqual({ kind: 'stay', message: UNEXPECTED });
  });

  it('sends other errors to the dashboard, and a missing referral to not-accepting-apps', () => {
    expect(registrationOutcome(failure('ORGANIZATION_MISMATCH'), UNEXPECTED)).toEqual({ kind: 'leave', to: 'dashboard', message: ERRORS.ORGANIZATION_MISMATCH.message });
    expect(registrationOutcome(failure('NOT_FOUND'), UNEXPECTED).kind).toBe('leave');
    expect(registrationOutcome(toApiFailure(422, {}), UNEXPECTED)).toEqual({ kind: 'leave', to: 'dashboard', message: 'Something unexpected happened' });
    expect(registrationOutcome(failure('REFERRER_REQUIRED'), UNEXPECTED)).toEqual({ kind: 'leave', to: 'not-accepting-apps', message: ERRORS.REFERRER_REQUIRED.message });
  });
});

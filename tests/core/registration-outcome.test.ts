import { describe, expect, it } from 'vitest';
import { toApiFailure as failureOf } from '../../src/core/contract/api-error';
import { errorCatalogue as ERRORS, type ErrorCode } from '../../src/core/contract/errors';
import { registrationOutcome } from '../../src/core/contract/registration-outcome';
import { errorText } from '../error-text';

const failure = (code: ErrorCode, message: string = errorText(code)) =>
  toApiFailure(ERRORS[code].status, { code, messageKey: ERRORS[code].messageKey, errors: [message] });
const UNEXPECTED = 'Something went wrong. Please try again.';
const toApiFailure = (status: number, body: unknown) => failureOf(status, body, 'Something unexpected happened');

describe('where a failed registration submit leaves the applicant (spec section 8)', () => {
  it("opens the spec's modals", () => {
    expect(registrationOutcome(failure('ACCOUNT_EXISTS'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'accountExists' });
    // Spec section 8: a registration 401 on identity creation, whatever its words.
    expect(registrationOutcome(toApiFailure(401, { errors: ['Account Already Exists'] }), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'accountExists' });
    expect(registrationOutcome(failure('ACTIVE_APPLICATION_EXISTS'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'activeApplication' });
    expect(registrationOutcome(failure('RECENT_HELOC'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'recentHeloc' });
    expect(registrationOutcome(failure('LOAN_OFFICER_NOT_LICENSED'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'loanOfficer' });
  });

  it("stays on the page for 'we do not currently offer loans in', what the applicant can fix, and a retry", () => {
    const notOffered = errorText('STATE_NOT_OFFERED', { state: 'NY' });
    expect(notOffered).toBe('we do not currently offer loans in NY');
    expect(registrationOutcome(failure('STATE_NOT_OFFERED', notOffered), UNEXPECTED)).toEqual({ kind: 'stay', message: notOffered });
    for (const code of ['PASSWORD_BLOCKED', 'UNEMPLOYED', 'RATE_LIMITED', 'INVALID_REQUEST', 'UNAVAILABLE', 'UNEXPECTED'] as const) {
      expect(registrationOutcome(failure(code), UNEXPECTED), code).toEqual({ kind: 'stay', message: errorText(code) });
    }
    expect(registrationOutcome(undefined, UNEXPECTED)).toEqual({ kind: 'stay', message: UNEXPECTED });
  });

  it('decides by the code, never by the words (issue 30: another language has other words)', () => {
    // The words of STATE_NOT_OFFERED without its code are another error: the dashboard says it.
    expect(registrationOutcome(toApiFailure(400, { errors: ['We do not currently offer loans in HI'] }), UNEXPECTED)).toMatchObject({ kind: 'leave', to: 'dashboard' });
    // The code in other words still keeps the answers on the page.
    expect(registrationOutcome(failure('STATE_NOT_OFFERED', 'no ofrecemos préstamos en HI'), UNEXPECTED)).toEqual({ kind: 'stay', message: 'no ofrecemos préstamos en HI' });
    expect(registrationOutcome(failure('ACCOUNT_EXISTS', 'La cuenta ya existe'), UNEXPECTED)).toEqual({ kind: 'modal', modal: 'accountExists' });
    // 'Account Already Exists' on another status and code is not that modal.
    expect(registrationOutcome(failure('INVALID_CREDENTIALS', 'Account Already Exists'), UNEXPECTED)).toMatchObject({ kind: 'leave' });
  });

  it('sends other errors to the dashboard, and a missing referral to not-accepting-apps', () => {
    expect(registrationOutcome(failure('ORGANIZATION_MISMATCH'), UNEXPECTED)).toEqual({ kind: 'leave', to: 'dashboard', message: errorText('ORGANIZATION_MISMATCH') });
    expect(registrationOutcome(failure('NOT_FOUND'), UNEXPECTED).kind).toBe('leave');
    expect(registrationOutcome(toApiFailure(422, {}), UNEXPECTED)).toEqual({ kind: 'leave', to: 'dashboard', message: 'Something unexpected happened' });
    expect(registrationOutcome(failure('REFERRER_REQUIRED'), UNEXPECTED)).toEqual({ kind: 'leave', to: 'not-accepting-apps', message: errorText('REFERRER_REQUIRED') });
  });
});

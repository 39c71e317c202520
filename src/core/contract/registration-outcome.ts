// Where a failed registration submit leaves the applicant (spec section 8): 'Account Already
// Exists' and the other named modals; an answer the applicant can act on stays on the page with the
// answers kept ('we do not currently offer loans in …', a refused password, a busy or unreachable
// service: retry); a brand that needs a referral sends to not-accepting-apps; anything else goes to
// the dashboard.
import type { ApiFailure } from './api-error';

export type SubmitModal = 'accountExists' | 'activeApplication' | 'existingApplication' | 'recentHeloc' | 'loanOfficer' | 'signIn';

export type RegistrationOutcome =
  | { kind: 'modal'; modal: SubmitModal }
  | { kind: 'stay'; message: string }
  | { kind: 'leave'; to: 'dashboard' | 'not-accepting-apps'; message: string };

const MODALS: Record<string, SubmitModal> = {
  ACCOUNT_EXISTS: 'accountExists',
  ACTIVE_APPLICATION_EXISTS: 'activeApplication',
  RECENT_HELOC: 'recentHeloc',
  LOAN_OFFICER_NOT_LICENSED: 'loanOfficer',
};

// Answers about what was typed or chosen on this journey: fixed here, not on the dashboard.
const ON_PAGE = new Set([
  'PASSWORD_RULE', 'PASSWORD_BLOCKED', 'STATE_NOT_OFFERED', 'STATE_UNAVAILABLE', 'UNEMPLOYED', 'CONSENT_REQUIRED',
  'CONSENT_PROMPT_UNKNOWN', 'STATE_MISMATCH', 'INVALID_REQUEST', 'RATE_LIMITED',
]);

/** `failure` is undefined when no answer came (a network failure). */
export function registrationOutcome(failure: ApiFailure | undefined, unexpected: string): RegistrationOutcome {
  if (!failure) return { kind: 'stay', message: unexpected };
  const { status, code, message } = failure;
  const modal = code ? MODALS[code] : undefined;
  if (modal) return { kind: 'modal', modal };
  if (status === 401 && message === 'Account Already Exists') return { kind: 'modal', modal: 'accountExists' };
  if (/^we do not currently offer loans in/i.test(message)) return { kind: 'stay', message };
  if ((code && ON_PAGE.has(code)) || status >= 500) return { kind: 'stay', message };
  if (code === 'REFERRER_REQUIRED') return { kind: 'leave', to: 'not-accepting-apps', message };
  return { kind: 'leave', to: 'dashboard', message };
}

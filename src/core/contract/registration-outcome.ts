// Where a failed registration submit leaves the applicant (spec section 8): the named modals
// (ACCOUNT_EXISTS and the others); an answer the applicant can act on stays on the page with the
// answers kept (STATE_NOT_OFFERED, a refused password, a busy or unreachable service: retry); a brand
// that needs a referral sends to not-accepting-apps; anything else goes to the dashboard. Decided by
// the answer's code and status, never its words (issue 30): the words are shown as the server said them.
import type { ApiFailure } from './api-error';
import type { ErrorCode } from './errors';

export type SubmitModal = 'accountExists' | 'activeApplication' | 'existingApplication' | 'recentHeloc' | 'loanOfficer' | 'signIn';

export type RegistrationOutcome =
  | { kind: 'modal'; modal: SubmitModal }
  | { kind: 'stay'; message: string }
  | { kind: 'leave'; to: 'dashboard' | 'not-accepting-apps'; message: string };

const MODALS: Partial<Record<string, SubmitModal>> = {
  ACCOUNT_EXISTS: 'accountExists',
  ACTIVE_APPLICATION_EXISTS: 'activeApplication',
  RECENT_HELOC: 'recentHeloc',
  LOAN_OFFICER_NOT_LICENSED: 'loanOfficer',
} satisfies Partial<Record<ErrorCode, SubmitModal>>;

// Answers about what was typed or chosen on this journey: fixed here, not on the dashboard.
const ON_PAGE: ReadonlySet<string> = new Set<ErrorCode>([
  'PASSWORD_RULE', 'PASSWORD_BLOCKED', 'STATE_NOT_OFFERED', 'STATE_UNAVAILABLE', 'UNEMPLOYED', 'CONSENT_REQUIRED',
  'CONSENT_PROMPT_UNKNOWN', 'STATE_MISMATCH', 'INVALID_REQUEST', 'RATE_LIMITED',
]);

const LEAVE_TO: Partial<Record<string, 'not-accepting-apps'>> = { REFERRER_REQUIRED: 'not-accepting-apps', PRODUCT_NOT_OFFERED: 'not-accepting-apps' } satisfies Partial<Record<ErrorCode, 'not-accepting-apps'>>;

/** `failure` is undefined when no answer came (a network failure). */
export function registrationOutcome(failure: ApiFailure | undefined, unexpected: string): RegistrationOutcome {
  if (!failure) return { kind: 'stay', message: unexpected };
  const { status, code, message } = failure;
  const modal = code ? MODALS[code] : undefined;
  if (modal) return { kind: 'modal', modal };
  // Spec section 8: a 401 on identity creation is 'Account Already Exists', a codeless one too.
  if (status === 401 && !code) return { kind: 'modal', modal: 'accountExists' };
  if ((code && ON_PAGE.has(code)) || status >= 500) return { kind: 'stay', message };
  return { kind: 'leave', to: (code && LEAVE_TO[code]) || 'dashboard', message };
}

// What telemetry may carry (spec section 7; catalogue S4, R5): never personal data. A page's query
// string can hold the compact prefill form (spec section 3: name, birth date, addresses, income),
// a path can hold an application's uuid, a referrer its own query: so the client sends only
// allow-listed query parameters, screen names made of route patterns and a referrer's origin, and
// the server's schemas (schemas/api/telemetry-*.schema.json) refuse anything else.

/** Query parameters that say how the applicant arrived, never who they are. */
export const TELEMETRY_QUERY_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'referrerId',
  'step',
  'mode',
] as const;

/** A value kept: short, no '@' (an email), no '/' or '%' (a packed or encoded blob). */
const SAFE_VALUE = /^[A-Za-z0-9 _.:+~-]{1,128}$/;

/** Nine or more digits in a row, up to two separators between them: 123-45-6789, (555) 555-0100, 12345678901234567. */
const DIGIT_RUN = /[0-9](?:[^A-Za-z0-9]{0,2}[0-9]){8}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a telemetry value has the shape of an identifier of a person (issue 23): an SSN, a phone
 * number, an account number (nine or more digits, separators allowed) or an email ('@'). The one
 * test for every free-text telemetry field; the server refuses a body with one (routes/telemetry.ts).
 * A whole uuid (a session key, a tracker, an application, a loan officer) is an id of ours.
 */
export function identifierShaped(value: string): boolean {
  return !UUID.test(value) && (value.includes('@') || DIGIT_RUN.test(value));
}

/** Whether any string of a telemetry body, at any depth, is identifier-shaped. */
export function carriesIdentifier(body: unknown): boolean {
  const pending: unknown[] = [body];
  // Iterative: the body parser already bounds the depth, and this walk cannot overflow either way.
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && identifierShaped(value)) return true;
    if (value !== null && typeof value === 'object') pending.push(...Object.values(value));
  }
  return false;
}

/** The allow-listed, well-formed query parameters of `search`; everything else is left out. */
export function telemetryQueryParams(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const name of TELEMETRY_QUERY_PARAMS) {
    const value = query.get(name);
    // The server refuses a session carrying an identifier-shaped value: such a value is left out here.
    if (value !== null && SAFE_VALUE.test(value) && !identifierShaped(value)) out[name] = value;
  }
  return out;
}

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A route's own words (register, heloc-signer, review-app ...): anything else is a parameter. */
const WORD_SEGMENT = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * A screen's name: its path as a route pattern, e.g. /account/heloc/:uuid/offer. A uuid becomes
 * `:uuid`; any other segment that is not a plain lowercase word (a code, a number, an email, a
 * token) becomes `:param`. The query and hash are never part of it.
 */
export function screenName(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).slice(0, 12);
  const named = segments.map((s) => (UUID_SEGMENT.test(s) ? ':uuid' : WORD_SEGMENT.test(s) && !identifierShaped(s) ? s : ':param'));
  return `/${named.join('/')}`;
}

/** The referring page's origin only (its path and query may name the applicant); '' if none. */
export function referrerOrigin(referrer: string): string {
  try {
    return referrer ? `${new URL(referrer).origin}/` : '';
  } catch {
    return '';
  }
}

/** Spec section 9: "Session retries 3". */
export const SESSION_ATTEMPTS = 3;

/** The events of our own (spec section 7: "Page-view events go to an analytics call"). */
export const PAGE_VIEW_EVENT = 'page-view';
export const PAGE_LEAVE_EVENT = 'page-leave';

/** The redesign experiment (the register-v2 flow's feature, flows/heloc/register-v2.flow.json). */
export const REDESIGN_EXPERIMENT = 'redesign2025';
/** Spec section 3: "Experiment record: name, variation (variation or control)". */
export type ExperimentVariation = 'variation' | 'control';

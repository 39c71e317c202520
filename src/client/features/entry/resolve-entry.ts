// What the query string of a journey's first page brings (spec section 2, query parameters): the
// referring loan originator, a direct-mail offer code and prefilled answers. Resolved once per
// page load, before the first step shows, so every rule and text sees the same context.
import { isUuid } from '../../../core/contract/ids';
import { unpackPrefill } from '../../../core/prefill/codec';
import { mergePrefill } from '../../../core/prefill/merge';
import type { ApiLicensedStates } from '../../../generated/types/api-licensed-states';
import type { ApiLoanOriginator } from '../../../generated/types/api-loan-originator';
import type { ApiOfferCode } from '../../../generated/types/api-offer-code';
import { ApiError, apiCall } from '../../lib/api';

import { NOT_ACCEPTING_APPS_PATH, REFERRAL_PARAM } from '../../../core/contract/ids';
import { apiRoutes } from '../../../core/contract/routes';
import { productsNamedBy } from '../../lib/products';

export { NOT_ACCEPTING_APPS_PATH };
/** The query parameter of a direct-mail offer code (spec section 7, GET {host}/offercode/{code}). */
export const OFFER_CODE_PARAM = 'offerCode';
export const REFERRER_PARAM = 'referrer';
/** The not-accepting page's parameter naming a product the brand does not offer. */
export const PRODUCT_PARAM = 'product';

/** The not-accepting page for an entry of a product this brand does not offer (issue 24). */
export const notOfferedPath = (product: string): string => `${NOT_ACCEPTING_APPS_PATH}?${new URLSearchParams({ [PRODUCT_PARAM]: product }).toString()}`;
/** The prefill codec's parameters (src/core/prefill/codec.ts): read once, then taken out of the URL. */
const PREFILL_PARAMS = ['i', 'p', 'h', 's', 'n', 'd'];

export interface Entry {
  /** Merged into the flow context: the prescreen wording, the referrer's licensed states. */
  context: { prescreen?: boolean; referrer?: { licensedStates: string[] } };
  originator?: ApiLoanOriginator;
}

export type EntryOutcome =
  | { kind: 'leave'; to: string }
  | { kind: 'ready'; entry: Entry; prefill: Record<string, unknown>; drop: string[] };

/** A lookup's answer: found, refused as not found or bad (404, 400), or not known (any other failure). */
type Lookup<T> = { found: T } | { invalid: true } | { unavailable: true };

async function lookup<T>(call: () => Promise<T>): Promise<Lookup<T>> {
  try {
    return { found: await call() };
  } catch (error) {
    const status = error instanceof ApiError ? error.failure.status : 0;
    return status === 404 || status === 400 ? { invalid: true } : { unavailable: true };
  }
}

/** The loan originator and its licensed states, asked once each (spec section 7: no retry). */
function lookupReferrer(uuid: string, orgCode: string): Promise<Lookup<{ originator: ApiLoanOriginator; states: ApiLicensedStates }>> {
  if (!isUuid(uuid)) return Promise.resolve({ invalid: true });
  const query = { organization: orgCode };
  const params = { loanOriginatorUuid: uuid };
  return lookup(async () => {
    const [originator, states] = await Promise.all([
      apiCall<ApiLoanOriginator>('GET', apiRoutes.loanOriginator.path(params), { query }),
      apiCall<ApiLicensedStates>('GET', apiRoutes.licensedStates.path(params), { query }),
    ]);
    return { originator, states };
  });
}

/** The offer's name and property address as register answers. */
export function offerPrefill(offer: ApiOfferCode): Record<string, unknown> {
  const { firstName, lastName, street1, street2, city, state, zip } = offer;
  return { name: { firstName, lastName }, propertyAddress: { street1, ...(street2 ? { street2 } : {}), city, state, zip } };
}

/**
 * The entry of a page whose query asks nothing to be looked up (no referrer, offer code or prefill)
 * on a brand that requires no referrer: what resolveEntry would answer, known at once, so the first
 * step shows in the first render (the server's and the hydrating browser's alike). Else undefined.
 */
export function immediateEntry(query: URLSearchParams, brand: { referrerRequired: boolean; products: readonly string[] }): Entry | undefined {
  if (brand.referrerRequired || [REFERRER_PARAM, REFERRAL_PARAM, OFFER_CODE_PARAM, ...PREFILL_PARAMS].some((p) => query.has(p))) return undefined;
  // A link naming a product the brand does not offer: the page leaves (EntryGate), nothing to render first.
  if (productsNamedBy(query).some((p) => !brand.products.includes(p))) return undefined;
  return { context: {} };
}

/**
 * `offerZip` is the ZIP code the applicant gave for the offer letter (or '' to go on without it):
 * the lookup answers an offer only with the letter's ZIP code (issue 12), else as unknown.
 */
export async function resolveEntry(query: URLSearchParams, brand: { orgCode: string; referrerRequired: boolean }, offerZip = ''): Promise<EntryOutcome> {
  const entry: Entry = { context: {} };
  const drop = PREFILL_PARAMS.filter((p) => query.has(p));
  const referrer = query.get(REFERRER_PARAM);
  const code = query.get(OFFER_CODE_PARAM);
  const referralUuid = query.get(REFERRAL_PARAM);
  const [lo, offer, referral] = await Promise.all([
    referrer ? lookupReferrer(referrer, brand.orgCode) : undefined,
    // The offer code is asked again while the server fails (spec section 7's retry helper, loaded
    // only for a link with a code: most first pages have none); the loan originator is asked once
    // (its "no retry").
    code ? lookup(async () => (await import('../../lib/retry')).retried(() => apiCall<ApiOfferCode>('GET', apiRoutes.offerCode.path({ code }), { query: { zip: offerZip } }))) : undefined,
    // The referral's own module loads only for a referred applicant's link (most first pages have none).
    referralUuid ? (isUuid(referralUuid) ? lookup(async () => (await import('./referral')).readReferral(referralUuid)) : { invalid: true as const }) : undefined,
  ]);
  // Spec section 5: a brand that requires a referrer sends a missing or invalid one away;
  // elsewhere an invalid referrer is dropped from the URL.
  if (brand.referrerRequired && (!lo || 'invalid' in lo)) return { kind: 'leave', to: NOT_ACCEPTING_APPS_PATH };
  if (lo && 'invalid' in lo) drop.push(REFERRER_PARAM);
  if (lo && 'found' in lo) {
    entry.originator = lo.found.originator;
    // Spec section 5: the licensed states bind only an originator who enforces them.
    if (lo.found.originator.enforceLicensedStatesForReferral) entry.context.referrer = { licensedStates: lo.found.states.map((s) => s.abbrev) };
  }
  if (offer && 'invalid' in offer) drop.push(OFFER_CODE_PARAM);
  if (offer && 'found' in offer) entry.context.prescreen = true;
  // A referral nobody holds is not sent with the application either (to-heloc-request reads the URL).
  if (referral && 'invalid' in referral) drop.push(REFERRAL_PARAM);
  // The codec's answers first, then the offer's, then the referral's: none overwrites what came before.
  const fromOffer = offer && 'found' in offer ? offerPrefill(offer.found) : {};
  const fromReferral = referral && 'found' in referral ? referral.found : {};
  const prefill = mergePrefill(mergePrefill(unpackPrefill(query) as Record<string, unknown>, fromOffer), fromReferral);
  return { kind: 'ready', entry, prefill, drop };
}

// What a flow's rules and checks know besides the answers, decided by the server: today, the
// brand's age rule for the product (the flow's, or the application's for an applicant event), its
// lending data, the external-login mode, and a referring originator's licences where it enforces them;
// for a signed-in applicant (applicantContext) the profile's email and phone, which shorten registration.
// The step-validation endpoint, registration's create call and applicant events all use it.
import { eligibilityContext } from '../../core/brand/eligibility-context';
import { enabledMap, NY_MODAL_FLAG } from '../../core/flags/resolve';
import type { Flow, FlowContext } from '../../core/flow/types';
import { todayIso } from '../../core/logic/dates';
import { productOptionsOf, type ProductId } from '../../core/brand/product-settings';
import type { AppContext } from '../app-context';
import type { Org } from '../orgs';
import type { Queryable } from '../store/db';
import { identityContact } from '../store/identities';

export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** Whose flow context: the flow on a brand's site (none: only today), the request's origin, a referrer; `product` defaults to the flow's. */
export interface FlowContextInput {
  flow: Flow;
  org: Org | undefined;
  origin: RequestOrigin;
  referrerId?: string;
  product?: string;
}

export async function flowContext(
  ctx: Pick<AppContext, 'leads' | 'now'> & Partial<Pick<AppContext, 'flags'>>,
  { flow, org, origin, referrerId, product = flow.product }: FlowContextInput,
): Promise<FlowContext> {
  const context: FlowContext = { today: todayIso(ctx.now()) };
  if (!org) return context;
  // A product the brand does not offer (a registration flow of a disabled product) checks the brand's general age rule.
  context.ageRule = org.products[product as ProductId]?.ageRule ?? org.manifest.ageRule;
  context.features = org.view.features;
  // What the brand allows in this product's journey (a company as borrower): the flow's branching reads it.
  context.product = productOptionsOf(org.manifest, product);
  // Spec section 2: login-info replaces set-password when the brand signs applicants in elsewhere.
  if (org.view.features.externalLogin) context.externalLogin = true;
  // The brand's flags (the console's overrides over the manifest): the same values the page had.
  const flags = ctx.flags ? await ctx.flags.resolve(org, product) : {};
  context.flags = enabledMap(flags);
  context.eligibility = eligibilityContext(org.view, origin, flow.basePath ?? '', flags[NY_MODAL_FLAG]?.enabled ?? org.view.features.nyModal);
  const originator = referrerId ? await ctx.leads.getLoanOriginator(referrerId, org.orgCode) : undefined;
  if (originator?.enforceLicensedStatesForReferral) {
    context.referrer = { licensedStates: (await ctx.leads.getLicensedStates(referrerId!, org.orgCode)) ?? [] };
  }
  return context;
}

/**
 * What a signed-in applicant adds: no new password is asked, and a profile already holding an
 * email and a phone number skips Contact Info (spec section 2), so the server walks the same
 * shorter path the page did.
 */
export async function applicantContext(db: Queryable, identityUuid: string): Promise<Pick<FlowContext, 'signedIn' | 'profile'>> {
  const row = await identityContact(db, identityUuid);
  if (!row) return { signedIn: true };
  return { signedIn: true, profile: { email: row.email, ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}) } };
}

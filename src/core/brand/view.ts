// What the page knows of its brand: the manifest's presentation, with the spec's fallbacks applied
// (terms and privacy links, support phone, states available). Built by the server per request and
// placed in the page, so the browser loads the active brand only.
import type { Brand } from '../../generated/types/brand';
import { US_STATES } from '../eligibility/us-states';

export const DEFAULT_SUPPORT_PHONE = '888-819-6388';
/** This server's sandbox address search (src/server/routes/address.ts). */
export const DEFAULT_ADDRESS_SEARCH_URL = '/service-address/external/api/v1/typeahead/';

export interface BrandView {
  orgCode: string;
  canonicalOrgCode: string;
  companyName: string;
  companyNameShort: string;
  termsLabel: Brand['termsLabel'];
  /** The address typeahead's URL; the typed text is appended (spec section 7). */
  addressSearchUrl: string;
  termsUrl: string;
  privacyUrl: string;
  supportPhone: string;
  support: Brand['support'];
  referrerRequired: boolean;
  loadingAnimation: Brand['loadingAnimation'];
  theme: Brand['theme'];
  logoUrl: string;
  footer: Brand['footer'] & { statesAvailable: string[]; moreStatesToCome: boolean };
  ageRule: Brand['ageRule'];
  features: Brand['features'];
  copyOverrides: Record<string, string>;
}

/** The page data: the brand, or why there is none ('No private label data found' with details). */
export type OrgData = { ok: true; brand: BrandView } | { ok: false; error: string; details: string };

/** A product's age rule: its own, else the brand's (18 with 19 in Alabama, or 62). */
export function productAgeRule(brand: Brand, product: keyof Brand['products'] = 'heloc'): Brand['ageRule'] {
  return brand.products[product]?.ageRule ?? brand.ageRule;
}

/** A configured link if it is a valid http(s) URL, else the built-in page (spec section 1). */
export function legalLink(configured: string, fallback: string): string {
  if (!URL.canParse(configured)) return fallback;
  const { protocol } = new URL(configured);
  return protocol === 'https:' || protocol === 'http:' ? configured : fallback;
}

/** Titles are '{company} | {page}' (spec section 2). */
export const pageTitle = (company: string, page: string): string => `${company} | ${page}`;

export function statesAvailable(brand: Brand): string[] {
  const { eligibleStates, blockedStates = [], regulatorReviewStates = [] } = brand.stateRules;
  return US_STATES.filter((s) => eligibleStates.includes(s) && !blockedStates.includes(s) && !regulatorReviewStates.includes(s));
}

export function toBrandView(brand: Brand): BrandView {
  const states = statesAvailable(brand);
  return {
    orgCode: brand.orgCode,
    canonicalOrgCode: brand.canonicalOrgCode,
    companyName: brand.companyName,
    companyNameShort: brand.companyNameShort,
    termsLabel: brand.termsLabel,
    addressSearchUrl: brand.addressSearchUrl ?? DEFAULT_ADDRESS_SEARCH_URL,
    termsUrl: legalLink(brand.termsOfUseUrl, '/terms'),
    privacyUrl: legalLink(brand.privacyPolicyUrl, '/privacy'),
    supportPhone: brand.support.phone ?? DEFAULT_SUPPORT_PHONE,
    support: brand.support,
    referrerRequired: brand.referrerRequired,
    loadingAnimation: brand.loadingAnimation,
    theme: brand.theme,
    logoUrl: `/brand-assets/${brand.orgCode}/logo`,
    // "more states to come" when fewer than 50 (spec section 2, footer).
    footer: { ...brand.footer, statesAvailable: states, moreStatesToCome: states.length < 50 },
    // The page runs the HELOC journey: its product's rule.
    ageRule: productAgeRule(brand),
    features: brand.features,
    copyOverrides: brand.copyOverrides ?? {},
  };
}

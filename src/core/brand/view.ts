// What the page knows of its brand: the manifest's presentation, with the spec's fallbacks applied
// (terms and privacy links, support phone, states available). Built by the server per request and
// placed in the page, so the browser loads the active brand only.
import type { Brand } from '../../generated/types/brand';
import type { BrandDefaults } from '../../generated/types/brand-defaults';
import { US_STATES } from '../eligibility/us-states';
import { apiRoutes, pageRoutes } from '../contract/routes';
import { isSafeExternalUrl } from '../contract/redirect';
import { defaultProductOf, offeredProducts } from '../product/offered';
import { productOptionsOf, type ProductOptions } from './product-settings';

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
  /** The brand's own legal pages when their URLs are valid, else ours (/terms, /privacy, /licenses, /communications). */
  termsUrl: string;
  privacyUrl: string;
  licensesUrl: string;
  communicationsUrl: string;
  /** The IL Community Reinvestment Notice's link: the lender's own page when valid, else ours; none where the brand has no notice. */
  ilNoticeUrl?: string;
  /** The lender's own pages among the navigation targets (/pay, /portfolio ...), in the manifest's order; only valid https ones. */
  navigationLinks: NonNullable<Brand['navigationLinks']>;
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
  /** Banners: how many show, which app's, where their links may lead (brands/defaults.json under the manifest's). */
  banners: BannerSettings;
  /** Each department's week (OPS_PHONE, OPS_CHAT): the brand's own, else brands/defaults.json's. */
  operatingHours: OperatingHours;
  /** Chat's settings (issue 25): link hosts, survey, retention, canned replies; the brand's over brands/defaults.json's, key by key. */
  chat: ChatSettings;
  /** Error reports from the browser (issue 29 item 7): the share of page loads that send them; the brand's over brands/defaults.json's. */
  errorReporting: ErrorReportingSettings;
  /** What the step checks need (src/core/brand/eligibility-context.ts turns it into context.eligibility). */
  eligibility: EligibilityView;
  /** The products the brand offers, in its manifest's order; the first is its default (src/core/product/offered.ts). */
  products: string[];
  /** What each offered product's journey allows here (a flow's context.product): e.g. a company as borrower. */
  productOptions: Record<string, ProductOptions>;
}

/** Another brand's site a property state belongs to (the New York modal). */
export interface StateRedirectTarget {
  orgCode: string;
  companyName: string;
  /** Its first host prefix; none: the other site is this host with ?org=. */
  hostPrefix?: string;
}

export interface EligibilityView {
  /** Lent in: eligible less blocked and regulator-review states. */
  eligibleStates: string[];
  blockedStates: string[];
  regulatorReviewStates: string[];
  disasterZips: string[];
  /** This brand's host prefixes, to tell its own host label from a bare domain. */
  hostPrefixes: string[];
  /** By property state; filled in by linkStateRedirects once every brand is parsed. */
  stateRedirects: Record<string, StateRedirectTarget>;
}

/** The page data: the brand, or why there is none ('No private label data found' with details). */
/** The brand's feature flags as the server resolved them for the page (src/server/flags): key → value (and variables when on). */
export type PageFlags = Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;

/** devTools: the server is not a production build, so the page may show developer controls (the chat's, spec section 6). */
export type OrgData = { ok: true; brand: BrandView; flags?: PageFlags; devTools?: boolean } | { ok: false; error: string; details: string };

/**
 * The brand's view with the lender's own links as relative URLs (path, query and fragment), which
 * open on whatever host the page is on (the fe-relative-url flag). The manifest's full address is
 * the fallback: what the view holds unless this is applied.
 */
export function withRelativeLinks(brand: BrandView): BrandView {
  const relative = (url: string) => {
    const { pathname, search, hash } = new URL(url);
    return `${pathname}${search}${hash}`;
  };
  return { ...brand, navigationLinks: brand.navigationLinks.map((link) => ({ ...link, url: relative(link.url) })) };
}

/** A product's age rule: its own, else the brand's (18 with 19 in Alabama, or 62). */
export function productAgeRule(brand: Brand, product: string): Brand['ageRule'] {
  return brand.products[product]?.ageRule ?? brand.ageRule;
}

export type BannerSettings = BrandDefaults['banners'];
export type OperatingHours = BrandDefaults['operatingHours'];
export type ChatSettings = BrandDefaults['chat'];
export type ErrorReportingSettings = BrandDefaults['errorReporting'];

/** A configured link if it is a valid https URL (contract/redirect.ts), else the built-in page (spec section 1). */
export function legalLink(configured: string | undefined, fallback: string): string {
  return isSafeExternalUrl(configured) ? configured : fallback;
}

/** Titles are '{company} | {page}' (spec section 2). */
export const pageTitle = (company: string, page: string): string => `${company} | ${page}`;

export function statesAvailable(brand: Brand): string[] {
  const { eligibleStates, blockedStates = [], regulatorReviewStates = [] } = brand.stateRules;
  return US_STATES.filter((s) => eligibleStates.includes(s) && !blockedStates.includes(s) && !regulatorReviewStates.includes(s));
}

/** What brands/defaults.json gives every brand's page: banners (spec section 9) and each department's hours. */
export type ViewDefaults = Pick<BrandDefaults, 'banners' | 'operatingHours' | 'chat' | 'errorReporting'>;

/** The page's view of a brand, over brands/defaults.json's banners and hours. */
export function toBrandView(brand: Brand, defaults: ViewDefaults): BrandView {
  const states = statesAvailable(brand);
  return {
    orgCode: brand.orgCode,
    canonicalOrgCode: brand.canonicalOrgCode,
    companyName: brand.companyName,
    companyNameShort: brand.companyNameShort,
    termsLabel: brand.termsLabel,
    addressSearchUrl: brand.addressSearchUrl ?? DEFAULT_ADDRESS_SEARCH_URL,
    termsUrl: legalLink(brand.termsOfUseUrl, pageRoutes.terms),
    privacyUrl: legalLink(brand.privacyPolicyUrl, pageRoutes.privacy),
    licensesUrl: legalLink(brand.footer.licensesUrl, pageRoutes.licenses),
    communicationsUrl: legalLink(brand.communicationsPolicyUrl, pageRoutes.communications),
    ...(brand.footer.ilCommunityReinvestmentNotice ? { ilNoticeUrl: legalLink(brand.footer.ilCommunityReinvestmentNotice.url, pageRoutes.ilNotice) } : {}),
    navigationLinks: (brand.navigationLinks ?? []).filter((link) => isSafeExternalUrl(link.url)),
    supportPhone: brand.support.phone ?? DEFAULT_SUPPORT_PHONE,
    support: brand.support,
    referrerRequired: brand.referrerRequired,
    loadingAnimation: brand.loadingAnimation,
    theme: brand.theme,
    logoUrl: apiRoutes.brandLogo.path({ orgCode: brand.orgCode }),
    // "more states to come" when fewer than 50 (spec section 2, footer).
    footer: { ...brand.footer, statesAvailable: states, moreStatesToCome: states.length < 50 },
    // The page runs the brand's default product's journey: its product's rule.
    ageRule: productAgeRule(brand, defaultProductOf(brand)),
    // The redesign experiment is on unless the manifest turns it off.
    features: { ...brand.features, redesign2025: brand.features.redesign2025 ?? true },
    copyOverrides: brand.copyOverrides ?? {},
    banners: { ...defaults.banners, ...brand.banners },
    // A brand's week for a department replaces the default week whole (never day by day).
    operatingHours: { ...defaults.operatingHours, ...brand.operatingHours },
    chat: { ...defaults.chat, ...brand.chat },
    errorReporting: { ...defaults.errorReporting, ...brand.errorReporting },
    eligibility: {
      eligibleStates: states,
      blockedStates: brand.stateRules.blockedStates ?? [],
      regulatorReviewStates: brand.stateRules.regulatorReviewStates ?? [],
      disasterZips: brand.lending.disasterZips ?? [],
      hostPrefixes: brand.hostPrefixes,
      stateRedirects: {},
    },
    products: offeredProducts(brand),
    productOptions: Object.fromEntries(offeredProducts(brand).map((product) => [product, productOptionsOf(brand, product)])),
  };
}

/**
 * The other brands' sites by property state, from the manifest's stateRules.redirects: a state
 * named, or `*` for every state this brand does not lend in. A redirect to no brand is left out
 * (npm run check reports it).
 */
export function stateRedirectsOf(brand: Brand, lookup: (orgCode: string) => Brand | undefined): Record<string, StateRedirectTarget> {
  const rules = brand.stateRules.redirects ?? [];
  const fallback = rules.find((r) => r.state === '*');
  const out: Record<string, StateRedirectTarget> = {};
  for (const state of US_STATES) {
    const rule = rules.find((r) => r.state === state) ?? (brand.stateRules.eligibleStates.includes(state) ? undefined : fallback);
    const target = rule && lookup(rule.orgCode);
    const hostPrefix = target?.hostPrefixes[0];
    if (target) out[state] = { orgCode: target.orgCode, companyName: target.companyNameShort, ...(hostPrefix ? { hostPrefix } : {}) };
  }
  return out;
}

/** Fills every view's stateRedirects from the parsed brands (they need each other's names and hosts). */
export function linkStateRedirects(brands: Array<{ manifest: Brand; view: BrandView }>): void {
  const byCode = new Map(brands.map((b) => [b.manifest.orgCode, b.manifest]));
  for (const b of brands) b.view.eligibility.stateRedirects = stateRedirectsOf(b.manifest, (code) => byCode.get(code));
}

// A brand manifest (brands/<orgCode>/brand.json) parsed into what the product runs on: its schema,
// each product's pricing merged over the defaults (brands/defaults.json) and checked whole, copy
// overrides that name existing copy keys. Used by the server at start and by `npm run check`, so
// both list the same problems.
import { validateStrategyPricing } from '../strategies/registry';
import type { Brand } from '../../generated/types/brand';
import type { BrandDefaults } from '../../generated/types/brand-defaults';
import { businessHoursProblems, type BusinessHours } from '../hours/business-hours';
import type { EligibilityRules } from '../../generated/types/eligibility-rules';
import type { Pricing } from '../../generated/types/pricing';
import type { ProductId, ProductSettingsMap } from './product-settings';
import { validateBrand, validateBrandDefaults, validatePricing } from '../../generated/validators/schemas';
import type { Problem } from '../flow/analyse';
import { offeredProducts } from '../product/offered';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { validatePricingConsistency } from '../offer/pricing-consistency';
import { paletteProblems } from './contrast';
import { productAgeRule, statesAvailable, toBrandView, type BrandView } from './view';

export type { Brand, BrandDefaults, ProductId };

/** An organisation as the server runs it: the manifest and what is computed from it. */
export interface Org {
  orgCode: string;
  /** The short company name, used in copy ("{{orgName}}") and as a password context word. */
  name: string;
  manifest: Brand;
  /** What pages show of it, computed once (placed in every page of this brand). */
  view: BrandView;
  /** Each enabled product's pricing and age rule; an application reads its own product's (core/brand/product-settings). */
  products: ProductSettingsMap;
  /** The brand's lending data every product shares, in the shape the pipeline and the eligibility calls use. */
  lending: {
    eligibility: EligibilityRules;
    regulatorReviewStates: string[];
    blockedStates: string[];
    licensedStates: Brand['lending']['licensedStates'];
    disasterZips: string[];
  };
}

export function parseBrandDefaults(value: unknown): ParseResult<BrandDefaults> {
  const shape = schemaProblems(validateBrandDefaults, value);
  const problems = shape.length ? shape : hoursProblems((value as BrandDefaults).operatingHours);
  return problems.length ? { ok: false, problems } : { ok: true, value: value as BrandDefaults, problems: [] };
}

/** Each department's week checked beyond its schema (each day once, ends after starts). */
function hoursProblems(hours: Partial<Record<string, BusinessHours>> = {}): Problem[] {
  return Object.entries(hours).flatMap(([department, week]) => (week ? businessHoursProblems(week).map((p) => ({ pointer: `/operatingHours/${department}${p.pointer}`, reason: p.reason })) : []));
}

export interface ParseBrandOptions {
  folderName: string;
  defaults: BrandDefaults;
  hasCopyKey: (key: string) => boolean;
  /** The named strategies of a product (its manifest's), so a rate sheet lacking what they need is refused; unknown products are skipped. */
  strategiesOf?: (product: string) => { pricing: string; eligibility: string } | undefined;
}

export function parseBrand(value: unknown, options: ParseBrandOptions): ParseResult<Org> {
  const shape = schemaProblems(validateBrand, value);
  if (shape.length) return { ok: false, problems: shape };
  const manifest = value as Brand;
  const problems: Problem[] = [];
  if (manifest.orgCode !== options.folderName) problems.push({ pointer: '/orgCode', reason: `must equal the folder name "${options.folderName}"` });
  problems.push(...paletteProblems(manifest.theme.palette));
  problems.push(...hoursProblems(manifest.operatingHours));
  for (const key of Object.keys(manifest.copyOverrides ?? {})) {
    if (!options.hasCopyKey(key)) problems.push({ pointer: `/copyOverrides/${key}`, reason: `no such copy key in copy/en: "${key}"` });
  }
  const products: Org['products'] = {};
  for (const [id, product] of Object.entries(manifest.products) as Array<[ProductId, NonNullable<Brand['products'][ProductId]>]>) {
    if (product.enabled === false) continue;
    // The pricing defaults of the product (brands/defaults.json); a product with none is named.
    const defaults = (options.defaults.products as Partial<Record<string, { pricing: Pricing }>>)[id];
    if (!defaults) {
      problems.push({ pointer: `/products/${id}`, reason: `brands/defaults.json has no pricing for product ${id}` });
      continue;
    }
    const pricing = { ...defaults.pricing, ...product.pricing } as Pricing;
    const at = `/products/${id}/pricing`;
    const strategies = options.strategiesOf?.(String(id));
    const valid = validatePricing(pricing);
    const found = [...schemaProblems(validatePricing, pricing), ...(valid ? validatePricingConsistency(pricing) : []), ...(valid && strategies ? validateStrategyPricing(strategies, pricing) : [])];
    problems.push(...found.map((p) => ({ pointer: `${at}${p.pointer}`, reason: p.reason })));
    products[id] = { pricing, ageRule: productAgeRule(manifest, String(id)) };
  }
  if (offeredProducts(manifest).length === 0) problems.push({ pointer: '/products', reason: 'offers no product (every one has enabled false)' });
  const available = statesAvailable(manifest);
  if (available.length === 0) problems.push({ pointer: '/stateRules', reason: 'no state is left to lend in once blocked and regulator-review states are removed' });
  if (problems.length) return { ok: false, problems };
  const { stateRules } = manifest;
  return {
    ok: true,
    problems: [],
    value: {
      orgCode: manifest.orgCode,
      name: manifest.companyNameShort,
      manifest,
      view: toBrandView(manifest, options.defaults),
      products,
      lending: {
        eligibility: { eligibleStates: available as EligibilityRules['eligibleStates'] },
        regulatorReviewStates: stateRules.regulatorReviewStates ?? [],
        blockedStates: stateRules.blockedStates ?? [],
        licensedStates: manifest.lending.licensedStates,
        disasterZips: manifest.lending.disasterZips ?? [],
      },
    },
  };
}

/** Problems across manifests: a host prefix two brands claim, a redirect to no brand. */
export function crossBrandProblems(orgs: Array<{ file: string; org: Org }>): Array<Problem & { file: string }> {
  const problems: Array<Problem & { file: string }> = [];
  const owner = new Map<string, string>();
  const codes = new Set(orgs.map((o) => o.org.orgCode));
  for (const { file, org } of orgs) {
    org.manifest.hostPrefixes.forEach((prefix, i) => {
      const other = owner.get(prefix);
      if (other) problems.push({ file, pointer: `/hostPrefixes/${i}`, reason: `host prefix "${prefix}" is already used by ${other}` });
      else owner.set(prefix, org.orgCode);
    });
    (org.manifest.stateRules.redirects ?? []).forEach((r, i) => {
      if (!codes.has(r.orgCode)) problems.push({ file, pointer: `/stateRules/redirects/${i}/orgCode`, reason: `names no brand: "${r.orgCode}"` });
    });
  }
  return problems;
}

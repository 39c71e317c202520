// Feature flags (spec sections 3 and 6) as data: a product's registry (flows/<product>/feature-flags.json)
// names every flag with its default; a brand's manifest `features` sets some of them for the brand
// (each flag's manifestKey); the staff console's overrides win over both, an application's over its
// brand's. Pure: the server resolves with it, the page only reads the answers.
import type { FeatureFlags } from "../../generated/types/feature-flags";

export type { FeatureFlags };
export type FlagDefinition = FeatureFlags["flags"][string];

/** A flag as the service answers it (spec section 3: key, enabled, variables). */
export interface ResolvedFlag {
  key: string;
  enabled: boolean;
  variables: Record<string, unknown>;
}

/** One staff override: for a brand (applicationUuid null) or one application of it. */
export interface FlagOverride {
  key: string;
  applicationUuid: string | null;
  enabled: boolean;
}

/** Spec section 8: 'Scheduled Maintenance' replaces the screen on these flags' routes. */
export const MAINTENANCE_FLAG = "fe-heloc-maintenance";
/** Spec section 2: off, register-v2 falls back to /register. */
export const REDESIGN_FLAG = "fe-heloc-redesign-2025";
export const CEO_FEEDBACK_FLAG = "ceo-feedback";
export const LEAVE_SURVEY_FLAG = "leave-survey";
export const NY_MODAL_FLAG = "fe-heloc-figure-ny-modal";
export const SIGNER_CONDITIONS_FLAG = "additional-signer-conditions";
/** Issue 29: the identity step asks for the back of every document, not only of a card that has one. */
export const BACK_OF_ID_FLAG = "back-of-id";
/** Issue 29: the fee options that buy the rate down are offered (src/core/offer/fee-options.ts). */
export const RATE_BUY_DOWN_FLAG = "rate-buy-down";
/** Issue 29: the disaster-zip check (the flows read context.flags.disaster-zips; the ZIP lookup this). */
export const DISASTER_ZIPS_FLAG = "disaster-zips";
/** Issue 29: the lender pays the appraisal (the offer's closing costs and the early disclosures say so). */
export const COMPANY_COVERS_APPRAISAL_FLAG = "company-covers-appraisal";
/** Issue 29: a self-employed applicant verifies income with tax returns (src/core/status/guards.ts taxReturnsAsked). */
export const SELF_EMPLOY_TAX_FLAG = "self-employ-tax-verification";
/** Issue 29: a self-employed applicant verifies the business's income with its bank statements (guards.ts businessStatementsAsked). */
export const BUSINESS_IV_FLAG = "business-iv";
/** Issue 29: product/select as three pages (the option, the amount and fees, the review) instead of one. */
export const MULTI_PAGE_PRODUCT_SELECT_FLAG = "multi-page-product-select";
/** Issue 29: the New York FCRA disclosure among the footer's New York notices. */
export const NY_FCRA_FLAG = "fe-heloc-ny-fcra";
/** Spec section 6 (fe-relative-url-{applicationName}): the lender's own links as paths on the page's host (core/brand/view.ts). */
export const RELATIVE_URL_FLAG = "fe-relative-url-heloc";

/** A flag's names: its key, then its aliases (one switch the spec names twice, fe-heloc-x and x). */
export const flagNames = (key: string, def: FlagDefinition): string[] => [key, ...(def.aliases ?? [])];

/** The registry's key of the switch a name (its key or one of its aliases) reads; undefined if none. */
export function canonicalFlagKey(registry: FeatureFlags, name: string): string | undefined {
  if (Object.hasOwn(registry.flags, name)) return name;
  return Object.entries(registry.flags).find(([, def]) => def.aliases?.includes(name))?.[0];
}

/**
 * Every flag of the registry for a brand (and, when given, one of its applications):
 * application override > brand override > brand manifest > registry default. A flag with aliases
 * is one switch answered under each of its names: an override stored under any of them (the
 * console writes the key's) sets it, the key's own first.
 */
export function resolveFlags(
  registry: FeatureFlags,
  manifestFeatures: Readonly<Record<string, boolean | undefined>>,
  overrides: readonly FlagOverride[],
  applicationUuid?: string,
): Record<string, ResolvedFlag> {
  const out: Record<string, ResolvedFlag> = {};
  for (const [key, def] of Object.entries(registry.flags)) {
    const names = flagNames(key, def);
    const fromManifest = def.manifestKey
      ? manifestFeatures[def.manifestKey]
      : undefined;
    const overrideOf = (scope: string | null) =>
      names
        .map((name) =>
          overrides.find((o) => o.key === name && o.applicationUuid === scope),
        )
        .find((o) => o !== undefined);
    const brand = overrideOf(null);
    const app = applicationUuid ? overrideOf(applicationUuid) : undefined;
    const enabled =
      app?.enabled ?? brand?.enabled ?? fromManifest ?? def.default;
    for (const name of names)
      out[name] = { key: name, enabled, variables: { ...(def.variables ?? {}) } };
  }
  return out;
}

/** The enabled map a flow's rules read as context.flags (json-logic: {"var": "context.flags.<key>"}). */
export function enabledMap(
  flags: Readonly<Record<string, ResolvedFlag>>,
): Record<string, boolean> {
  return Object.fromEntries(
    Object.values(flags).map((f) => [f.key, f.enabled]),
  );
}

/**
 * Whether a path matches a route pattern of a flag's `routes`: segments compare one by one, a
 * `:name` segment matches any one, a final `*` matches the rest (none included).
 */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === "*" && i === want.length - 1) return true;
    if (i >= have.length) return false;
    if (!part.startsWith(":") && part !== have[i]) return false;
  }
  return want.length === have.length;
}

/** Whether the maintenance page replaces the screen at `path` (spec section 4). */
export function isUnderMaintenance(
  flag: Pick<ResolvedFlag, "enabled" | "variables"> | undefined,
  path: string,
): boolean {
  if (!flag?.enabled) return false;
  const routes = flag.variables.routes;
  return (
    Array.isArray(routes) &&
    routes.some((r) => typeof r === "string" && routeMatches(r, path))
  );
}

/**
 * Problems of a registry beyond its schema: each manifest key maps to one flag only; a name is one
 * flag's key or one flag's alias, never both nor twice; and a pair the spec names twice
 * (fe-<app>-x beside x) is one switch, so it is declared as one entry with an alias.
 */
export function registryProblems(
  registry: FeatureFlags,
): Array<{ pointer: string; reason: string }> {
  const seen = new Map<string, string>();
  const problems: Array<{ pointer: string; reason: string }> = [];
  for (const [key, def] of Object.entries(registry.flags)) {
    if (!def.manifestKey) continue;
    const other = seen.get(def.manifestKey);
    if (other)
      problems.push({
        pointer: `/flags/${key}/manifestKey`,
        reason: `manifest key ${def.manifestKey} already sets ${other}`,
      });
    seen.set(def.manifestKey, key);
  }
  const aliasOf = new Map<string, string>();
  for (const [key, def] of Object.entries(registry.flags)) {
    for (const [i, alias] of (def.aliases ?? []).entries()) {
      const pointer = `/flags/${key}/aliases/${i}`;
      if (Object.hasOwn(registry.flags, alias))
        problems.push({ pointer, reason: `${alias} is a flag of its own` });
      const other = aliasOf.get(alias);
      if (other)
        problems.push({ pointer, reason: `${alias} is an alias of ${other} already` });
      aliasOf.set(alias, key);
    }
  }
  for (const key of Object.keys(registry.flags)) {
    if (!key.startsWith("fe-")) continue;
    // fe-<app>-x: the app's name may have hyphens of its own (fe-crypto-heloc-x).
    const parts = key.split("-");
    for (let i = 2; i < parts.length; i++) {
      const short = parts.slice(i).join("-");
      if (Object.hasOwn(registry.flags, short))
        problems.push({
          pointer: `/flags/${short}`,
          reason: `${short} and ${key} are one switch: list ${short} in the aliases of ${key}`,
        });
    }
  }
  for (const key of [
    MAINTENANCE_FLAG,
    REDESIGN_FLAG,
    CEO_FEEDBACK_FLAG,
    LEAVE_SURVEY_FLAG,
    NY_MODAL_FLAG,
    SIGNER_CONDITIONS_FLAG,
  ]) {
    if (!canonicalFlagKey(registry, key))
      problems.push({
        pointer: "/flags",
        reason: `the code reads flag ${key}, which is not listed`,
      });
  }
  if (
    registry.flags[MAINTENANCE_FLAG] &&
    !registry.flags[MAINTENANCE_FLAG].variables?.routes
  )
    problems.push({
      pointer: `/flags/${MAINTENANCE_FLAG}/variables`,
      reason: "the maintenance flag lists no routes",
    });
  return problems;
}

// The feature-flag service of ours (issue 17, spec sections 6 and 7): each product's registry read
// at start (flows/<product>/feature-flags.json, the same check as `npm run check`), the brand's
// manifest `features`, and the staff console's overrides (feature_flag_overrides, migration 0019)
// read on every call, so a change from the console shows on the next page load or poll without a
// restart. Resolution: application override > brand override > manifest > registry default.
import type { ProductRegistry } from '../../core/product/registry';
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, schemaProblems } from "../../core/flow/parse-flow";
import {
  registryProblems,
  RELATIVE_URL_FLAG,
  resolveFlags,
  type FeatureFlags,
  type FlagOverride,
  type ResolvedFlag,
} from "../../core/flags/resolve";
import { validateFeatureFlags } from "../../generated/validators/schemas";
import { withRelativeLinks, type OrgData, type PageFlags } from "../../core/brand/view";
import type { Queryable } from "../store/db";
import {
  deleteFlagOverride,
  listFlagOverrides,
  upsertFlagOverride,
} from "../store/flags";
import type { Org } from "../orgs";
import { readJson } from "../flows";

export interface FlagService {
  /** The registry that lists `product`, if any. */
  registryFor(product: string): FeatureFlags | undefined;
  /**
   * Every flag of `product` for a brand and (when given) one of its applications. `db`: the
   * transaction the caller is in (an event's guards): PGlite has one connection, so a read outside
   * the open transaction would wait for it forever.
   */
  resolve(
    org: Org,
    product: string,
    applicationUuid?: string,
    options?: { db?: Queryable },
  ): Promise<Record<string, ResolvedFlag>>;
  isEnabled(
    org: Org,
    product: string,
    key: string,
    applicationUuid?: string,
  ): Promise<boolean>;
  /** The overrides of a brand (its own and its applications'), or of one application. */
  overrides(orgCode: string, applicationUuid?: string): Promise<FlagOverride[]>;
  /**
   * Sets (enabled true/false) or removes (null) a brand's or an application's override of the flag
   * `key` (the registry's key); one stored under one of its `aliases` goes, so the switch has one.
   */
  setOverride(input: {
    orgCode: string;
    key: string;
    aliases?: readonly string[];
    applicationUuid: string | null;
    enabled: boolean | null;
    staffUuid: string;
  }): Promise<void>;
}

export function loadFlagRegistries(flowsDir: string): FeatureFlags[] {
  const registries: FeatureFlags[] = [];
  for (const entry of readdirSync(flowsDir, { withFileTypes: true })) {
    const file = join(flowsDir, entry.name, "feature-flags.json");
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const value = readJson(file);
    const problems = schemaProblems(validateFeatureFlags, value);
    const all = problems.length
      ? problems
      : registryProblems(value as FeatureFlags);
    if (all.length) throw new ConfigError(file, all);
    registries.push(value as FeatureFlags);
  }
  return registries;
}

export function createFlagService(
  db: Queryable,
  registries: readonly FeatureFlags[],
  products: ProductRegistry,
): FlagService {
  // The registry a product's manifest names (flows/<product>/product.json tables.featureFlags).
  const registryFor = (product: string) =>
    registries.find((r) => r.id === products.get(product)?.tables.featureFlags);
  const overrides = (
    orgCode: string,
    applicationUuid?: string,
  ): Promise<FlagOverride[]> => listFlagOverrides(db, orgCode, applicationUuid);
  const resolve = async (
    org: Org,
    product: string,
    applicationUuid?: string,
    options: { db?: Queryable } = {},
  ) => {
    const registry = registryFor(product);
    if (!registry) return {};
    return resolveFlags(
      registry,
      org.manifest.features as Record<string, boolean | undefined>,
      await listFlagOverrides(options.db ?? db, org.orgCode, applicationUuid),
      applicationUuid,
    );
  };
  return {
    registryFor,
    resolve,
    overrides,
    async isEnabled(org, product, key, applicationUuid) {
      return (
        (await resolve(org, product, applicationUuid))[key]?.enabled === true
      );
    },
    async setOverride({ orgCode, key, aliases = [], applicationUuid, enabled, staffUuid }) {
      const scope = applicationUuid ?? "";
      for (const alias of aliases)
        await deleteFlagOverride(db, { orgCode, key: alias, scope });
      if (enabled === null) {
        await deleteFlagOverride(db, { orgCode, key, scope });
        return;
      }
      await upsertFlagOverride(db, { orgCode, key, scope, enabled, staffUuid });
    },
  };
}

/**
 * A page's organisation data with the brand's flags (key → value, variables of those on). A lookup
 * that fails leaves them out: the page then runs on the defaults its code assumes.
 */
export async function pageDataWithFlags(
  data: OrgData,
  resolve: (orgCode: string) => Promise<Record<string, ResolvedFlag>>,
): Promise<OrgData> {
  if (!data.ok) return data;
  try {
    const flags: PageFlags = {};
    for (const flag of Object.values(await resolve(data.brand.orgCode))) {
      flags[flag.key] =
        flag.enabled && Object.keys(flag.variables).length > 0
          ? { enabled: true, variables: flag.variables }
          : { enabled: flag.enabled };
    }
    // Read only here, where the flags were: a failed lookup keeps the full addresses (the fallback URL).
    const brand = flags[RELATIVE_URL_FLAG]?.enabled ? withRelativeLinks(data.brand) : data.brand;
    return { ...data, brand, flags };
  } catch {
    return data;
  }
}

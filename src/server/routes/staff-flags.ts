// The staff console's feature flags (issue 17): a brand's flags, or one application's, each with
// its value and where it comes from; a member sets or removes an override for a brand they are
// given (or an application of one), never another's. Every read and change writes staff_audit.
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { staffApiRoutes } from "../../core/contract/staff-routes";
import { defaultProductOf } from "../../core/product/offered";
import {
  canonicalFlagKey,
  flagNames,
  resolveFlags,
  type FlagOverride,
} from "../../core/flags/resolve";
import type { AppContext } from "../app-context";
import { routeSchema } from "../api-schemas";
import { AppError, notFound } from "../errors";
import { requireStaff, staffSessionOf } from "../staff/guard";
import { staffApplication, staffMayManage } from "../auth/staff-access";
import { writeStaffAudit } from "../staff/audit";
import type { Org } from "../orgs";
import type { ApiStaffFeatureFlagRequest } from "../../generated/types/api-staff-feature-flag-request";

const mayManage = staffMayManage;
const noStore = (reply: FastifyReply) =>
  reply.header("cache-control", "no-store");

export function staffFlagRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);

  /** Every flag of the product for a brand (and an application), with the layers that set it. */
  async function listing(org: Org, product: string, applicationUuid?: string) {
    const registry = ctx.flags.registryFor(product);
    if (!registry) return [];
    // One read of the overrides serves both the resolved values and the layers shown beside them.
    const overrides: FlagOverride[] = await ctx.flags.overrides(
      org.orgCode,
      applicationUuid,
    );
    const features = org.manifest.features as Record<
      string,
      boolean | undefined
    >;
    const resolved = resolveFlags(registry, features, overrides, applicationUuid);
    // One row per switch: a flag's aliases are its other names, not rows of their own.
    const ownOverride = (key: string, scope: string | null) =>
      flagNames(key, registry.flags[key]!)
        .map((name) => overrides.find((o) => o.key === name && o.applicationUuid === scope))
        .find((o) => o !== undefined)?.enabled ?? null;
    return Object.entries(registry.flags).map(([key, def]) => ({
      key,
      aliases: def.aliases ?? [],
      description: def.description,
      default: def.default,
      manifest: def.manifestKey ? (features[def.manifestKey] ?? null) : null,
      brandOverride: ownOverride(key, null),
      ...(applicationUuid
        ? { applicationOverride: ownOverride(key, applicationUuid) }
        : {}),
      enabled: resolved[key]!.enabled,
      variables: resolved[key]!.variables,
    }));
  }

  /** An application's flags, as both of its routes answer. */
  async function applicationFlags(record: { organizationCode: string; product: string; uuid: string }) {
    const flags = await listing(ctx.orgs.require(record.organizationCode), record.product, record.uuid);
    return { orgCode: record.organizationCode, brandNames: brandNames([record.organizationCode]), flags };
  }

  /** The switch a name reads (its key or an alias) with its aliases; an unknown name is refused. */
  const knownKey = (product: string, name: string) => {
    const registry = ctx.flags.registryFor(product);
    const key = registry ? canonicalFlagKey(registry, name) : undefined;
    if (!registry || !key)
      throw new AppError("INVALID_REQUEST", { detail: "unknown flag" });
    return { key, aliases: registry.flags[key]!.aliases ?? [] };
  };

  /** Each brand's company name (staff read names, not codes); its code when it has none. */
  const brandNames = (orgCodes: readonly string[]) =>
    Object.fromEntries(
      orgCodes.map((code) => [code, ctx.orgs.get(code)?.view.companyName ?? code]),
    );

  return async (app) => {
    app.get<{ Querystring: { orgCode?: string } }>(
      staffApiRoutes.featureFlags.pattern,
      { onRequest: staffOnly },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const orgCodes = ctx.orgs
          .codes()
          .filter((code) => mayManage(staff.orgCodes, code));
        const wanted =
          typeof request.query.orgCode === "string"
            ? request.query.orgCode
            : orgCodes[0];
        if (!wanted || !orgCodes.includes(wanted)) throw notFound();
        await writeStaffAudit(ctx.db, {
          staffUuid: staff.uuid,
          action: "list-feature-flags",
          details: { orgCode: wanted },
        });
        noStore(reply);
        return {
          orgCode: wanted,
          orgCodes,
          brandNames: brandNames(orgCodes),
          flags: await listing(
            ctx.orgs.require(wanted),
            defaultProductOf(ctx.orgs.require(wanted).manifest),
          ),
        };
      },
    );

    app.put<{ Body: ApiStaffFeatureFlagRequest }>(
      staffApiRoutes.featureFlags.pattern,
      {
        onRequest: staffOnly,
        schema: routeSchema({ body: "api-staff-feature-flag-request" }),
      },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { orgCode, enabled } = request.body;
        if (
          !orgCode ||
          !ctx.orgs.get(orgCode) ||
          !mayManage(staff.orgCodes, orgCode)
        )
          throw notFound();
        const { key, aliases } = knownKey(
          defaultProductOf(ctx.orgs.require(orgCode).manifest),
          request.body.key,
        );
        await ctx.flags.setOverride({
          orgCode,
          key,
          aliases,
          applicationUuid: null,
          enabled,
          staffUuid: staff.uuid,
        });
        await writeStaffAudit(ctx.db, {
          staffUuid: staff.uuid,
          action: "set-feature-flag",
          details: { orgCode, key, enabled },
        });
        noStore(reply);
        return {
          orgCode,
          orgCodes: [orgCode],
          brandNames: brandNames([orgCode]),
          flags: await listing(
            ctx.orgs.require(orgCode),
            defaultProductOf(ctx.orgs.require(orgCode).manifest),
          ),
        };
      },
    );

    app.get<{ Params: { uuid: string } }>(
      staffApiRoutes.applicationFeatureFlags.pattern,
      { onRequest: staffOnly },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const record = await staffApplication(ctx, request, "list-feature-flags");
        await writeStaffAudit(ctx.db, {
          staffUuid: staff.uuid,
          action: "list-feature-flags",
          applicationUuid: record.uuid,
          details: { orgCode: record.organizationCode },
        });
        noStore(reply);
        return applicationFlags(record);
      },
    );

    app.put<{ Params: { uuid: string }; Body: ApiStaffFeatureFlagRequest }>(
      staffApiRoutes.applicationFeatureFlags.pattern,
      {
        onRequest: staffOnly,
        schema: routeSchema({ body: "api-staff-feature-flag-request" }),
      },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const record = await staffApplication(ctx, request, "set-feature-flag");
        const { enabled } = request.body;
        const { key, aliases } = knownKey(record.product, request.body.key);
        await ctx.flags.setOverride({
          orgCode: record.organizationCode,
          key,
          aliases,
          applicationUuid: record.uuid,
          enabled,
          staffUuid: staff.uuid,
        });
        await writeStaffAudit(ctx.db, {
          staffUuid: staff.uuid,
          action: "set-feature-flag",
          applicationUuid: record.uuid,
          details: { orgCode: record.organizationCode, key, enabled },
        });
        noStore(reply);
        return applicationFlags(record);
      },
    );
  };
}

// The feature-flag service (spec section 7: POST {base}/service-optimize/{context}/api/v1/feature,
// /api/v1/features, /api/v2/decision; {context} is the product). Open to pages before sign-in: the
// brand is the request's (host first, as every route); a signed-in caller's own application, named
// in optimizeUser.attributes.applicationUuid, adds its overrides — anyone else's is ignored, so an
// answer never tells what another application has.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { apiRoutes } from "../../core/contract/routes";
import { isUuid } from "../../core/contract/ids";
import type { ResolvedFlag } from "../../core/flags/resolve";
import type { AppContext } from "../app-context";
import { routeSchema } from "../api-schemas";
import { AppError, notFound } from "../errors";
import type { Limit } from "../auth/rate-limit";
import { bearerToken } from "../auth/session";
import { loadOwnApplication } from "../services/application-records";
import type { ApiFeatureRequest } from "../../generated/types/api-feature-request";
import { telemetrySessionExists } from "../store/telemetry-flags";

// A page polls every 60 s (spec section 9); a machine's tabs and reloads stay well under this.
export const FLAGS_LIMIT = {
  name: "flags-ip",
  max: 1200,
  windowSeconds: 600,
} satisfies Limit;

type FlagRequest = FastifyRequest<{
  Params: { context: string };
  Body: ApiFeatureRequest;
}>;

export function featureFlagRoutes(ctx: AppContext): FastifyPluginAsync {
  /** Every flag for this caller: the brand's, plus their own application's when they name it. */
  async function flagsFor(
    request: FlagRequest,
  ): Promise<Record<string, ResolvedFlag>> {
    const { context } = request.params;
    if (!ctx.flags.registryFor(context)) throw notFound();
    const { trackerId, attributes } = request.body.optimizeUser;
    if (!trackerId?.trim()) throw new AppError("TRACKER_ID_MISSING");
    const org = ctx.orgs.forRequest(request);
    const named = attributes?.applicationUuid;
    let own: string | undefined;
    if (typeof named === "string" && isUuid(named)) {
      const token = bearerToken(request);
      const session = token ? await ctx.tokens.verify(token) : undefined;
      const record = session
        ? await loadOwnApplication(ctx.db, named, {
            identityUuid: session.identityUuid,
            organizationCode: org.orgCode,
          })
        : undefined;
      own = record?.uuid;
    }
    return ctx.flags.resolve(org, context, own);
  }
  const one = (
    flags: Record<string, ResolvedFlag>,
    key: string | undefined,
  ): ResolvedFlag => {
    const flag = key ? flags[key] : undefined;
    if (!flag) throw notFound();
    return flag;
  };
  const options = {
    onRequest: async (request: FastifyRequest) => {
      await ctx.limiter.hit(FLAGS_LIMIT, request.ip);
    },
    bodyLimit: ctx.bodyLimits.public,
    schema: routeSchema({ body: "api-feature-request" }),
  };
  return async (app) => {
    app.post(
      apiRoutes.feature.pattern,
      options,
      async (request: FlagRequest, reply) => {
        const flag = one(await flagsFor(request), request.body.featureKey);
        reply.header("cache-control", "no-store");
        return {
          featureKey: flag.key,
          enabled: flag.enabled,
          variables: flag.variables,
        };
      },
    );
    app.post(
      apiRoutes.features.pattern,
      options,
      async (request: FlagRequest, reply) => {
        const flags = await flagsFor(request);
        reply.header("cache-control", "no-store");
        return { features: Object.values(flags) };
      },
    );
    app.post(
      apiRoutes.decision.pattern,
      options,
      async (request: FlagRequest, reply) => {
        // Spec section 8: a decision belongs to a telemetry session (POST /ft/{context}/session).
        const { sessionKey } = request.body;
        const known = sessionKey
          ? await telemetrySessionExists(ctx.db, sessionKey)
          : false;
        if (!known) throw new AppError("DECISION_SESSION_MISSING");
        const flag = one(await flagsFor(request), request.body.featureKey);
        reply.header("cache-control", "no-store");
        return {
          featureKey: flag.key,
          enabled: flag.enabled,
          variationKey: flag.enabled ? "variation" : "control",
          variables: flag.variables,
        };
      },
    );
  };
}

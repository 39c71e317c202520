// Lead portal service (spec section 7, "Conditions, leads, referrals"): a referral, a loan
// originator and the states it is licensed in. No session: registration reads them before the
// account exists (the referrer query parameter), and an unguessable uuid names each one. A
// referral is the portal's (the sandbox) or a broker's (src/server/brokers).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { orNotFound } from '../services/leads';
import { findBrokerReferral } from '../brokers/referrals';
import type { ApiLicensedStates } from '../../generated/types/api-licensed-states';
import { apiRoutes } from '../../core/contract/routes';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';


type OriginatorRequest = { Params: { loanOriginatorUuid: string } };

export function leadRoutes(ctx: AppContext): FastifyPluginAsync {
  const onRequest = limitPerAddress(ctx.limiter, ROUTE_LIMITS.lookup);
  const orgQuery = { onRequest, schema: routeSchema({ querystring: 'api-org-query' }) };
  return async (app) => {
    app.get<{ Params: { referralUuid: string } }>(apiRoutes.referral.pattern, { onRequest }, async (request) =>
      orNotFound((await ctx.leads.getReferral(request.params.referralUuid)) ?? (await findBrokerReferral(ctx.db, request.params.referralUuid))).referral,
    );

    app.get<OriginatorRequest>(apiRoutes.loanOriginator.pattern, orgQuery, async (request) =>
      orNotFound(await ctx.leads.getLoanOriginator(request.params.loanOriginatorUuid, ctx.orgs.forRequest(request).orgCode)),
    );

    app.get<OriginatorRequest>(apiRoutes.licensedStates.pattern, orgQuery, async (request): Promise<ApiLicensedStates> => {
      const { orgCode } = ctx.orgs.forRequest(request);
      const states = orNotFound(await ctx.leads.getLicensedStates(request.params.loanOriginatorUuid, orgCode));
      return states.map((abbrev) => ({ abbrev }));
    });
  };
}

// Lead portal service (spec section 7, "Conditions, leads, referrals"): a referral, a loan
// originator and the states it is licensed in. No session: registration reads them before the
// account exists (the referrer query parameter), and an unguessable uuid names each one.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { orNotFound } from '../services/leads';
import type { ApiLicensedStates } from '../../generated/types/api-licensed-states';

const LO = '/service-lead-portal/api/lo/:loanOriginatorUuid';

type OriginatorRequest = { Params: { loanOriginatorUuid: string } };

export function leadRoutes(ctx: AppContext): FastifyPluginAsync {
  const orgQuery = { schema: routeSchema({ querystring: 'api-org-query' }) };
  return async (app) => {
    app.get<{ Params: { referralUuid: string } }>('/service-lead-portal/api/referrals/:referralUuid', async (request) =>
      orNotFound(await ctx.leads.getReferral(request.params.referralUuid)).referral,
    );

    app.get<OriginatorRequest>(LO, orgQuery, async (request) =>
      orNotFound(await ctx.leads.getLoanOriginator(request.params.loanOriginatorUuid, ctx.orgs.forRequest(request).orgCode)),
    );

    app.get<OriginatorRequest>(`${LO}/licensed-states`, orgQuery, async (request): Promise<ApiLicensedStates> => {
      const { orgCode } = ctx.orgs.forRequest(request);
      const states = orNotFound(await ctx.leads.getLicensedStates(request.params.loanOriginatorUuid, orgCode));
      return states.map((abbrev) => ({ abbrev }));
    });
  };
}

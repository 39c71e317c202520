// Eligibility service (spec section 7, "Application", external calls): where the organisation the
// query names lends, and a referral's status. No session: the web app asks before registration.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { referralStatus, stateLicenses, statesEligibility, zipEligibility } from '../services/eligibility';
import { orNotFound } from '../services/leads';
import type { ApiZipEligibilityQuery } from '../../generated/types/api-zip-eligibility-query';

const EXTERNAL = '/service-application/external/api';

export function eligibilityRoutes(ctx: AppContext): FastifyPluginAsync {
  const orgQuery = { schema: routeSchema({ querystring: 'api-org-query' }) };
  return async (app) => {
    app.get(`${EXTERNAL}/v2/heloc/states-eligibility`, orgQuery, async (request) => statesEligibility(ctx.orgs.forRequest(request)));

    app.get<{ Querystring: ApiZipEligibilityQuery }>(
      `${EXTERNAL}/v1/heloc/zip-eligibility`,
      { schema: routeSchema({ querystring: 'api-zip-eligibility-query' }) },
      async (request) => zipEligibility(ctx.copy, ctx.orgs.forRequest(request), request.query.zip),
    );

    app.get(`${EXTERNAL}/v1/heloc/state-licenses`, orgQuery, async (request) => stateLicenses(ctx.orgs.forRequest(request)));

    app.get<{ Params: { referralUuid: string } }>(`${EXTERNAL}/v1/heloc/referral-id/:referralUuid`, async (request) =>
      referralStatus(orNotFound(await ctx.leads.getReferral(request.params.referralUuid))),
    );
  };
}

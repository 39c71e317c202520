// Eligibility service (spec section 7, "Application", external calls): where the organisation the
// query names lends, and a referral's status. No session: the web app asks before registration.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { findBrokerReferral } from '../brokers/referrals';
import { referralStatus, stateLicenses, statesEligibility, zipEligibility } from '../services/eligibility';
import { orNotFound } from '../services/leads';
import type { ApiZipEligibilityQuery } from '../../generated/types/api-zip-eligibility-query';
import { apiRoutes } from '../../core/contract/routes';
import { DISASTER_ZIPS_FLAG } from '../../core/flags/resolve';
import { defaultProductOf } from '../../core/product/offered';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';

export function eligibilityRoutes(ctx: AppContext): FastifyPluginAsync {
  const onRequest = limitPerAddress(ctx.limiter, ROUTE_LIMITS.lookup);
  const orgQuery = { onRequest, schema: routeSchema({ querystring: 'api-org-query' }) };
  return async (app) => {
    app.get(apiRoutes.statesEligibility.pattern, orgQuery, async (request) => statesEligibility(ctx.orgs.forRequest(request)));

    app.get<{ Querystring: ApiZipEligibilityQuery }>(
      apiRoutes.zipEligibility.pattern,
      { onRequest, schema: routeSchema({ querystring: 'api-zip-eligibility-query' }) },
      async (request) => {
        const org = ctx.orgs.forRequest(request);
        // The brand's switch, as the registration's own disaster-zip check reads it (context.flags).
        const checked = await ctx.flags.isEnabled(org, defaultProductOf(org.manifest), DISASTER_ZIPS_FLAG);
        return zipEligibility(ctx.copy, org, request.query.zip, checked);
      },
    );

    app.get(apiRoutes.stateLicenses.pattern, orgQuery, async (request) => stateLicenses(ctx.orgs.forRequest(request)));

    app.get<{ Params: { referralUuid: string } }>(apiRoutes.referralStatus.pattern, { onRequest }, async (request) =>
      referralStatus(orNotFound((await ctx.leads.getReferral(request.params.referralUuid)) ?? (await findBrokerReferral(ctx.db, request.params.referralUuid)))),
    );
  };
}

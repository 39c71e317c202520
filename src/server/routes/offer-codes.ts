// Offer code lookup (spec section 7: GET {host}/offercode/{code}): the direct-mail prescreen offer
// whose name and property address prefill registration. No session: the page asks before the
// account exists. The code alone is not enough (issue 12): the caller shows the letter's ZIP code
// too (?zip=), and an unknown code, a missing or a wrong ZIP all answer the same uniform 404, so a
// guessed code reveals no name or address. Limited per client address.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';
import { orNotFound } from '../services/leads';
import { apiRoutes } from '../../core/contract/routes';

export function offerCodeRoutes(ctx: Pick<AppContext, 'offerCodes' | 'limiter'>): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { code: string }; Querystring: { zip?: unknown } }>(
      apiRoutes.offerCode.pattern,
      { onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.offerCode) },
      async (request) => {
        const zip = typeof request.query.zip === 'string' ? request.query.zip : '';
        return orNotFound(ctx.offerCodes.lookup(request.params.code, zip));
      },
    );
  };
}

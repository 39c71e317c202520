// Offer code lookup (spec section 7: GET {host}/offercode/{code}): the direct-mail prescreen offer
// whose name and property address prefill registration. No session: the page asks before the
// account exists. An unknown code answers the uniform 404 (the page then drops the code).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { orNotFound } from '../services/leads';
import { apiRoutes } from '../../core/contract/routes';

export function offerCodeRoutes(ctx: Pick<AppContext, 'offerCodes'>): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { code: string } }>(apiRoutes.offerCode.pattern, async (request) => orNotFound(ctx.offerCodes.lookup(request.params.code)));
  };
}

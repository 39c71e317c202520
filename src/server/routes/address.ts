// Address service (spec section 7, address typeahead): GET with the typed text appended. No
// session: the first step asks before the applicant has an account.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { loadSandboxAddresses, searchAddresses } from '../services/address-search';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../../core/brand/view';

export function addressRoutes(ctx: Pick<AppContext, 'limiter'>): FastifyPluginAsync {
  const addresses = loadSandboxAddresses();
  return async (app) => {
    app.get<{ Params: { text: string } }>(
      `${DEFAULT_ADDRESS_SEARCH_URL}:text`,
      { onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.typeahead), schema: routeSchema({ params: 'api-address-typeahead-params' }) },
      async (request) => searchAddresses(addresses, request.params.text),
    );
  };
}

// Wait-list service (spec section 7, "Application"): no session, limited per client address.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { joinWaitlist, WAITLIST_LIMIT } from '../services/waitlist';
import type { ApiWaitlistRequest } from '../../generated/types/api-waitlist-request';
import { apiRoutes } from '../../core/contract/routes';

export function waitlistRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: ApiWaitlistRequest }>(
      apiRoutes.waitlist.pattern,
      {
        // Counted before the body is read or validated, so a flood of malformed posts is limited too.
        onRequest: async (request) => ctx.limiter.hit(WAITLIST_LIMIT, request.ip),
        bodyLimit: ctx.bodyLimits.public,
        schema: routeSchema({ body: 'api-waitlist-request', querystring: 'api-org-query' }),
      },
      async (request, reply) => reply.code(201).send(await joinWaitlist(ctx.db, ctx.orgs.forRequest(request).orgCode, request.body)),
    );
  };
}

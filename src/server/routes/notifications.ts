// The bell's service (issue 17, deliverable 1; spec section 2 "Page shell"): the signed-in
// person's notifications on this brand's site and marking them read. No {uuid} in these paths: the
// session says whose they are, so there is no one else's to ask for.
import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes as routes } from '../../core/contract/notification-routes';
import type { ApiNotificationsReadRequest } from '../../generated/types/api-notifications-read-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { listNotifications, markRead } from '../store/notifications';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsync {
  // Applicants and co-signers (customer sessions); a broker's agent session has no bell of its own.
  const secure = requireSession(ctx.tokens, 'customer');
  return async (app) => {
    app.get(routes.list.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(ctx.db, sessionOf(request).identityUuid, ctx.orgs.forRequest(request).orgCode);
    });

    app.post<{ Body: ApiNotificationsReadRequest }>(
      routes.read.pattern,
      { onRequest: secure, config: { openToCoSigners: true }, schema: routeSchema({ body: 'api-notifications-read-request' }) },
      async (request, reply) => {
        await markRead(ctx.db, sessionOf(request).identityUuid, ctx.orgs.forRequest(request).orgCode, request.body?.uuids);
        return reply.code(204).send();
      },
    );
  };
}

// Error reports from the browser (issue 29 item 7): POST /client-errors/api/v1/report, ours (spec
// section 7 names no error service). No session token: an error can happen before the account
// exists or as it ends. Rate limited per address; the schema bounds every field and refuses
// unknown ones; the service scrubs again what it let through. 204, nothing to read back.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { ROUTE_LIMITS } from '../auth/route-limits';
import { apiRoutes } from '../../core/contract/routes';
import type { ClientErrorReport } from '../../core/monitoring/client-errors';
import { reportClientError } from '../services/client-errors';

export function clientErrorRoutes(ctx: AppContext): FastifyPluginAsync {
  const limited = async (request: { ip: string }) => {
    await ctx.limiter.hit(ROUTE_LIMITS.clientErrors, request.ip);
  };
  return async (app) => {
    app.post<{ Body: ClientErrorReport }>(
      apiRoutes.clientErrorReport.pattern,
      { onRequest: limited, bodyLimit: ctx.bodyLimits.public, schema: routeSchema({ body: 'api-client-error-report' }) },
      async (request, reply) => {
        await reportClientError(ctx.db, ctx.orgs.forRequest(request).orgCode, request.body, ctx.now());
        return reply.code(204).send();
      },
    );
  };
}

// The sandbox's hours clock (issue 25 item 1): POST /sandbox/hours-clock {orgCode, minutes} sets a
// brand's offset from the server's clock, so a test or a demo stands outside (or inside) the hours
// at once instead of waiting for the evening. Everything that judges hours reads the same clock
// (ctx.hoursNow: the hours service, openStatus, the chat's mode). Served only with the sandbox's
// routes, which never run with NODE_ENV=production or real providers.
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from '../../core/contract/routes';
import type { ApiSandboxHoursClockRequest } from '../../generated/types/api-sandbox-hours-clock-request';
import type { ApiSandboxHoursClock } from '../../generated/types/api-sandbox-hours-clock';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';

export function sandboxHoursRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (!ctx.sandboxRoutes) return;
    app.post<{ Body: ApiSandboxHoursClockRequest }>(
      apiRoutes.sandboxHoursClock.pattern,
      { onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.lookup), schema: routeSchema({ body: 'api-sandbox-hours-clock-request' }) },
      async (request): Promise<ApiSandboxHoursClock> => {
        const org = ctx.orgs.require(request.body.orgCode);
        const now = await ctx.hours.setClockOffset(org.orgCode, request.body.minutes * 60_000);
        return { orgCode: org.orgCode, minutes: request.body.minutes, now: now.toISOString() };
      },
    );
  };
}

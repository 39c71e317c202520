// Telemetry service (spec section 7: POST {base}/ft/{context}/session and /event). No session token:
// events are sent before the account exists, and with keepalive as the page unloads.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { openSession, recordEvent, TELEMETRY_LIMIT } from '../services/telemetry';
import type { ApiTelemetryEventRequest } from '../../generated/types/api-telemetry-event-request';
import type { ApiTelemetrySessionRequest } from '../../generated/types/api-telemetry-session-request';
import { AppError } from '../errors';
import { apiRoutes } from '../../core/contract/routes';
import { carriesIdentifier } from '../../core/contract/telemetry';

type ContextParams = { Params: { context: string } };

export function telemetryRoutes(ctx: AppContext): FastifyPluginAsync {
  const limited = async (request: { ip: string; params: unknown }) => {
    if (!/^[a-z]{1,16}$/.test((request.params as { context: string }).context)) throw new AppError('NOT_FOUND');
    await ctx.limiter.hit(TELEMETRY_LIMIT, request.ip);
  };
  // After the schema: no string of the body may look like an SSN, account, phone or email (issue 23).
  const noIdentifiers = async (request: { body: unknown }) => {
    if (carriesIdentifier(request.body)) throw new AppError('INVALID_REQUEST');
  };
  return async (app) => {
    app.post<ContextParams & { Body: ApiTelemetrySessionRequest }>(
      apiRoutes.telemetrySession.pattern,
      { onRequest: limited, preHandler: noIdentifiers, bodyLimit: ctx.bodyLimits.public, schema: routeSchema({ body: 'api-telemetry-session-request' }) },
      async (request) => openSession(ctx.db, request.params.context, ctx.orgs.forRequest(request).orgCode, request.body),
    );
    app.post<ContextParams & { Body: ApiTelemetryEventRequest }>(
      apiRoutes.telemetryEvent.pattern,
      { onRequest: limited, preHandler: noIdentifiers, bodyLimit: ctx.bodyLimits.public, schema: routeSchema({ body: 'api-telemetry-event-request' }) },
      async (request, reply) => {
        await recordEvent(ctx.db, request.body);
        return reply.code(204).send();
      },
    );
  };
}

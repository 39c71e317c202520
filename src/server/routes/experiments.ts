// PATCH {applications base}/{appUuid}/experiments (spec section 7): the applicant's own application
// only (404 otherwise, as every {uuid} route). Without an application id (an empty path segment,
// e.g. a client that never learnt it) the answer is spec section 5's 'App ID is required to save
// experiment' (400).
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from '../../core/contract/routes';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession } from '../auth/session';
import { ownApplication } from '../auth/own-application';
import { AppError } from '../errors';
import { recordExposures } from '../services/experiments';
import type { ApiExperimentsRequest } from '../../generated/types/api-experiments-request';

export function experimentRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.patch<{ Params: { uuid: string }; Body: ApiExperimentsRequest }>(
      apiRoutes.experiments.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-experiments-request' }) },
      async (request, reply) => {
        if (!request.params.uuid) throw new AppError('APP_ID_REQUIRED');
        const record = await ownApplication(ctx, request);
        await recordExposures(ctx.db, record.uuid, request.body);
        return reply.code(204).send();
      },
    );
  };
}

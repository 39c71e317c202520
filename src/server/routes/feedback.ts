// Feedback without a session (ours): the leave survey's answers, sent after logging out. Limited per
// client address like the other public routes. (Feedback to the CEO needs a session: routes/profile.ts.)
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { LEAVE_SURVEY_LIMIT, saveLeaveSurvey } from '../services/leave-survey';
import type { ApiLeaveSurveyRequest } from '../../generated/types/api-leave-survey-request';
import { apiRoutes } from '../../core/contract/routes';

export function feedbackRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: ApiLeaveSurveyRequest }>(
      apiRoutes.leaveSurvey.pattern,
      {
        // Counted before the body is read, so malformed floods are limited too.
        onRequest: async (request) => ctx.limiter.hit(LEAVE_SURVEY_LIMIT, request.ip),
        bodyLimit: ctx.bodyLimits.public,
        schema: routeSchema({ body: 'api-leave-survey-request', querystring: 'api-org-query' }),
      },
      async (request, reply) => reply.code(201).send(await saveLeaveSurvey(ctx.db, ctx.orgs.forRequest(request).orgCode, request.body)),
    );
  };
}

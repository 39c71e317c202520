// Communication preferences service (spec section 7, "Identity and profile"): the SMS consent
// prompts, and the applicant's answers to them. The phone in the answer body is not stored on the
// identity: changing the number is the identity alias route's job.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { consentPrompt, recordUserConsents, userConsents } from '../services/comms';
import type { ApiUserConsentRequest } from '../../generated/types/api-user-consent-request';
import { apiRoutes } from '../../core/contract/routes';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';

export function commsRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.get<{ Params: { consentType: string } }>(
      apiRoutes.consentPrompt.pattern,
      { onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.lookup), schema: routeSchema({ querystring: 'api-org-query' }) },
      async (request) => consentPrompt(ctx.copy, ctx.orgs.forRequest(request), request.params.consentType),
    );

    app.get(apiRoutes.userConsent.pattern, { onRequest: secure }, async (request) => userConsents(ctx.db, sessionOf(request).identityUuid));

    app.post<{ Body: ApiUserConsentRequest }>(
      apiRoutes.userConsent.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-user-consent-request' }) },
      async (request, reply) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const recorded = await recordUserConsents(ctx.db, sessionOf(request).identityUuid, request.body.consents, client);
        return reply.code(201).send(recorded);
      },
    );
  };
}

// Profile service (spec section 7, "Identity and profile"): the caller's profile, the consent
// documents, a name correction and feedback to the CEO. Every route needs a session.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { consentDocuments } from '../services/consent-documents';
import { sendFeedback } from '../services/feedback';
import { getProfile, updateName } from '../services/profile';
import type { ApiFeedbackRequest } from '../../generated/types/api-feedback-request';
import type { Name } from '../../generated/types/api-name-request';
import { apiRoutes } from '../../core/contract/routes';


export function profileRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  return async (app) => {
    app.get(apiRoutes.profile.pattern, { onRequest: secure }, async (request) => getProfile(ctx.db, sessionOf(request).identityUuid));

    app.get(apiRoutes.profileConsentTypes.pattern, { onRequest: secure }, async () => consentDocuments);

    app.put<{ Body: Name }>(apiRoutes.profileName.pattern, { onRequest: secure, schema: routeSchema({ body: 'api-name-request' }) }, async (request) => {
      const { identityUuid } = sessionOf(request);
      await updateName(ctx.db, identityUuid, request.body);
      return getProfile(ctx.db, identityUuid);
    });

    app.post<{ Body: ApiFeedbackRequest }>(
      apiRoutes.ceoFeedback.pattern,
      { onRequest: secure, config: { openToCoSigners: true }, schema: routeSchema({ body: 'api-feedback-request' }) },
      async (request, reply) => reply.code(201).send(await sendFeedback(ctx, { identityUuid: sessionOf(request).identityUuid, organizationCode: ctx.orgs.forRequest(request).orgCode }, request.body)),
    );
  };
}

// The broker's API (issue 16, deliverable 3): who the broker is, its referrals and the applications
// they became. Every route needs an agent's session and a broker account on the brand of the
// request; anything else answers 404. None of it reaches an application's own routes: a broker is
// no participant of any application (src/server/auth/own-application.ts), so it never acts for the
// borrower.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { brokerApiRoutes } from '../../core/contract/broker-routes';
import { outwardLink } from '../../core/links/outward-origin';
import type { ApiBrokerReferralRequest } from '../../generated/types/api-broker-referral-request';
import type { ApiBrokerSelf } from '../../generated/types/api-broker-self';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { findBroker, type BrokerRow } from '../brokers/accounts';
import { createReferral, referredApplications } from '../brokers/referrals';
import { getIdentityRow } from '../services/identity';
import { orNotFound } from '../services/leads';
import { linkOriginOf } from '../links';

export function brokerRoutes(ctx: AppContext): FastifyPluginAsync {
  const onRequest = requireSession(ctx.tokens, 'agent');
  const brokerOf = async (request: FastifyRequest): Promise<BrokerRow> =>
    orNotFound(await findBroker(ctx.db, sessionOf(request).identityUuid, ctx.orgs.forRequest(request).orgCode));
  return async (app) => {
    app.get(brokerApiRoutes.self.pattern, { onRequest }, async (request): Promise<ApiBrokerSelf> => {
      const broker = await brokerOf(request);
      const identity = orNotFound(await getIdentityRow(ctx, broker.identity_uuid));
      const originator = orNotFound(await ctx.leads.getLoanOriginator(broker.loan_originator_uuid, broker.organization_code));
      return { email: identity.email, organizationCode: broker.organization_code, loanOriginator: originator };
    });

    app.post<{ Body: ApiBrokerReferralRequest }>(
      brokerApiRoutes.referrals.pattern,
      { onRequest, schema: routeSchema({ body: 'api-broker-referral-request' }) },
      async (request, reply) => {
        const { referral, path } = await createReferral(ctx, await brokerOf(request), request.body);
        const origin = linkOriginOf(ctx, request);
        return reply.code(201).send({ referral, registrationPath: path, registrationUrl: origin ? outwardLink(origin, path) : null });
      },
    );

    app.get(brokerApiRoutes.applications.pattern, { onRequest }, async (request) => referredApplications(ctx.db, await brokerOf(request)));
  };
}

// Application service (spec section 7, "Application"): create, list, read, status, offers,
// consent types and the ability-to-start check. Every {uuid} route answers 404 unless the caller
// is the application's applicant: "not yours" and "does not exist" look the same (catalogue Z1).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../core/contract/routes';
import { defaultProductOf } from '../../core/product/offered';
import type { AppContext } from '../app-context';
import { holdsApplication } from '../store/conditions';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { notFound } from '../errors';
import { readsClock, toApiApplication, toApiStatus } from '../services/application-views';
import { guardInputs } from '../services/guard-inputs';
import { toApiOfferSet } from '../services/offer-set-view';
import { abilityToStart, checkNamedProduct, createApplication, listApplications } from '../services/applications';
import { consentDocuments } from '../services/consent-documents';
import { linkOriginOf } from '../links';
import { limitResumeMail, mailResumeLink } from '../services/resume-mail';
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';
import { ownApplication as ownApplicationOf } from '../auth/own-application';
import type { ApplicationRecord } from '../services/application-records';

type UuidParams = { Params: { uuid: string } };

export function applicationRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);

  const ownApplication = (request: FastifyRequest<UuidParams>) => ownApplicationOf(ctx, request);
  const machineOf = (record: ApplicationRecord) => ctx.pipeline.machines.forProduct(record.product);

  return async (app) => {
    app.post<{ Body: ApiCreateHelocRequest; Querystring: { state: string; product?: string } }>(
      apiRoutes.create.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-create-heloc-request', querystring: 'api-create-heloc-query' }) },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const brand = ctx.orgs.forRequest(request);
        if (request.query.product !== undefined) checkNamedProduct(ctx, brand, request.query.product);
        const { application, created } = await createApplication(ctx, {
          identityUuid: sessionOf(request).identityUuid,
          brand,
          state: request.query.state,
          body: request.body,
          ...(typeof key === 'string' && key ? { idempotencyKey: key.slice(0, 200) } : {}),
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
          origin: { protocol: request.protocol, host: request.headers.host ?? '' },
          product: request.query.product ?? defaultProductOf(ctx.orgs.forRequest(request).manifest),
        });
        return reply.code(created ? 201 : 200).send(toApiApplication(application, machineOf(application)));
      },
    );

    // A co-signer's token here (and on every route of this area) is revoked by requireSession.
    app.get(apiRoutes.list.pattern, { onRequest: secure }, async (request) => {
      return (await listApplications(ctx.db, { identityUuid: sessionOf(request).identityUuid, organizationCode: ctx.orgs.forRequest(request).orgCode })).map((record) => toApiApplication(record, machineOf(record)));
    });

    app.get(apiRoutes.consentTypes.pattern, { onRequest: secure }, async () => consentDocuments);

    app.get<UuidParams>(apiRoutes.application.pattern, { onRequest: secure }, async (request) => {
      const record = await ownApplication(request);
      return toApiApplication(record, machineOf(record));
    });

    app.get<UuidParams>(apiRoutes.offers.pattern, { onRequest: secure }, async (request) => {
      const record = await ownApplication(request);
      if (!record.offerSet) throw notFound();
      return toApiOfferSet(ctx, record, record.offerSet);
    });

    app.get<UuidParams>(apiRoutes.status.pattern, { onRequest: secure }, async (request) =>
      {
      const record = await ownApplication(request);
      const machine = ctx.pipeline.machines.forProduct(record.product);
      return toApiStatus(machine, record, readsClock(machine, record.status) ? await ctx.closingClock.now(ctx.db, record.uuid) : undefined, await holdsApplication(ctx.db, record.uuid), await guardInputs(ctx, record));
    },
    );

    // 'Finish later': a link back mailed to the caller's own address, for an application of theirs.
    app.post<UuidParams>(apiRoutes.resumeEmail.pattern, { onRequest: secure, schema: routeSchema({ body: 'api-empty-body' }) }, async (request) => {
      const { identityUuid } = sessionOf(request);
      await limitResumeMail(ctx, { identityUuid, clientIp: request.ip });
      const record = await ownApplication(request);
      const origin = linkOriginOf(ctx, request);
      await mailResumeLink(ctx, { identityUuid, brand: ctx.orgs.forRequest(request), clientIp: request.ip, origin, product: record.product });
      return { sent: true };
    });

    app.get(apiRoutes.abilityToStart.pattern, { onRequest: secure }, async (request) =>
      abilityToStart(ctx, sessionOf(request).identityUuid, ctx.orgs.forRequest(request).orgCode),
    );
  };
}

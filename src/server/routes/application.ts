// Application service (spec section 7, "Application"): create, list, read, status, offers,
// consent types and the ability-to-start check. Every {uuid} route answers 404 unless the caller
// is the application's applicant: "not yours" and "does not exist" look the same (catalogue Z1).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { notFound } from '../errors';
import { loadOwnApplication } from '../services/application-records';
import { toApiApplication, toApiStatus } from '../services/application-views';
import { abilityToStart, createApplication, listApplications } from '../services/applications';
import { consentDocuments } from '../services/consent-documents';
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';

const HELOC = '/service-application/api/v1/application/heloc';

type UuidParams = { Params: { uuid: string } };

export function applicationRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);

  async function ownApplication(request: FastifyRequest<UuidParams>) {
    const { uuid } = request.params;
    const record = isUuid(uuid) ? await loadOwnApplication(ctx.db, uuid, sessionOf(request).identityUuid) : undefined;
    if (!record) {
      request.log.warn({ route: request.routeOptions.url, resource: uuid.slice(0, 36) }, 'application not found for caller');
      throw notFound();
    }
    return record;
  }

  return async (app) => {
    app.post<{ Body: ApiCreateHelocRequest; Querystring: { state: string } }>(
      '/service-application/api/v3/application/helocs',
      { onRequest: secure, schema: routeSchema({ body: 'api-create-heloc-request', querystring: 'api-create-heloc-query' }) },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const { application, created } = await createApplication(ctx, {
          identityUuid: sessionOf(request).identityUuid,
          brand: ctx.orgs.forRequest(request),
          state: request.query.state,
          body: request.body,
          ...(typeof key === 'string' && key ? { idempotencyKey: key.slice(0, 200) } : {}),
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        });
        return reply.code(created ? 201 : 200).send(toApiApplication(application));
      },
    );

    app.get(`${HELOC}/all`, { onRequest: secure }, async (request) =>
      (await listApplications(ctx.db, sessionOf(request).identityUuid)).map(toApiApplication),
    );

    app.get(`${HELOC}/consent-types`, { onRequest: secure }, async () => consentDocuments);

    app.get<UuidParams>(`${HELOC}/:uuid`, { onRequest: secure }, async (request) => toApiApplication(await ownApplication(request)));

    app.get<UuidParams>(`${HELOC}/:uuid/offers`, { onRequest: secure }, async (request) => {
      const record = await ownApplication(request);
      if (!record.offerSet) throw notFound();
      return record.offerSet;
    });

    app.get<UuidParams>('/service-krang-heloc/borrower/secure/api/v1/:uuid/status', { onRequest: secure }, async (request) =>
      toApiStatus(ctx.pipeline.machine, await ownApplication(request)),
    );

    app.get('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', { onRequest: secure }, async (request) =>
      abilityToStart(ctx, sessionOf(request).identityUuid, ctx.orgs.forRequest(request).orgCode),
    );
  };
}

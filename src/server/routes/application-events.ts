// Acting on an application (issue 11): applicant events, the drafts of application flows, and the
// summary of every submitted answer. Every {uuid} route answers 404 unless the caller is the
// application's applicant (catalogue Z1).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../core/contract/routes';
import { storableAnswers, writeOnlyFields } from '../../core/flow/storable';
import type { Answers } from '../../core/flow/types';
import type { AppContext } from '../app-context';
import { holdsApplication } from '../store/conditions';
import { draftOrSubmitted, saveDraft } from '../store/answers';
import { routeSchema } from '../api-schemas';
import { requireSession, sessionOf } from '../auth/session';
import { notFound } from '../errors';
import { applyEvent } from '../events/apply-event';
import type { EventName } from '../../generated/events';
import { readsClock, toApiStatus } from '../services/application-views';
import { guardInputs } from '../services/guard-inputs';
import { registrationAnswers } from '../services/applications';
import { ownApplication as ownApplicationOf } from '../auth/own-application';

type UuidParams = { Params: { uuid: string } };
type EventBody = { type: string; version: number; answers?: Answers };

export function applicationEventRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);

  const own = (request: FastifyRequest<UuidParams>) => ownApplicationOf(ctx, request);

  /** An application flow of this application's product (a screen's form), or 404. */
  function applicationFlow(flowId: string) {
    const flow = ctx.flows.get(flowId);
    if (!flow || flow.basePath) throw notFound();
    return flow;
  }

  return async (app) => {
    app.post<UuidParams & { Body: EventBody }>(
      apiRoutes.events.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-application-event-request' }) },
      async (request) => {
        const key = request.headers['idempotency-key'];
        const mine = await own(request);
        // The request schema lets any name through: applyEvent refuses one the catalogue does not know.
        const { record, machine } = await applyEvent(ctx, {
          record: mine,
          event: request.body.type as EventName,
          sender: { kind: 'applicant', uuid: sessionOf(request).identityUuid },
          version: request.body.version,
          answers: request.body.answers ?? {},
          ...(typeof key === 'string' && key ? { idempotencyKey: key.slice(0, 200) } : {}),
          brand: ctx.orgs.forRequest(request),
          origin: { protocol: request.protocol, host: request.headers.host ?? '' },
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        });
        return toApiStatus(machine, record, readsClock(machine, record.status) ? await ctx.closingClock.now(ctx.db, record.uuid) : undefined, await holdsApplication(ctx.db, record.uuid), await guardInputs(ctx, record));
      },
    );

    app.get<{ Params: { uuid: string; flowId: string } }>(apiRoutes.answers.pattern, { onRequest: secure }, async (request) => {
      const record = await own(request);
      const flow = applicationFlow(request.params.flowId);
      // The draft if there is one, else what was submitted (an edit from the summary starts from it).
      const answers = await draftOrSubmitted(ctx.db, record.uuid, flow.id);
      if (!answers) throw notFound();
      return { answers };
    });

    app.put<{ Params: { uuid: string; flowId: string }; Body: { answers: Answers } }>(
      apiRoutes.answers.pattern,
      { onRequest: secure, schema: routeSchema({ body: 'api-application-answers-request' }) },
      async (request, reply) => {
        const record = await own(request);
        const flow = applicationFlow(request.params.flowId);
        // A draft is checked when it is submitted; here only its size is bounded and secrets dropped.
        const answers = storableAnswers(request.body.answers, writeOnlyFields(flow));
        await saveDraft(ctx.db, { applicationUuid: record.uuid, flowId: flow.id, answers });
        return reply.code(204).send();
      },
    );

    app.get<UuidParams>(apiRoutes.summary.pattern, { onRequest: secure }, async (request) => {
      const record = await own(request);
      // The form screens' answers (a bespoke screen's event answers are not the applicant's to review).
      const answers = Object.fromEntries(Object.entries(record.answers).filter(([flowId]) => ctx.flows.get(flowId)?.screen));
      // What was typed at registration comes first on the review (issue 31, item 7).
      return { answers, registration: registrationAnswers(ctx, record), selectedOffer: record.facts.selectedOffer ?? null, ssnLast4: record.facts.ssnLast4 ?? null };
    });
  };
}

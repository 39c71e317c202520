// Step validation over HTTP: the server runs the same engine and the same precompiled validators
// as the browser, so an answer the page accepts is one the server accepts, and the reverse. Once the
// fields are valid, the step's checks run on the brand's data too: a block or modal refuses the step.
import type { FastifyPluginAsync } from 'fastify';
import { copyText } from '../../core/copy/resolve';
import { firedChecks, runChecks, type CheckOutcome } from '../../core/flow/checks';
import { getStep, nextStep } from '../../core/flow/engine';
import type { Answers } from '../../core/flow/types';
import type { AppContext } from '../app-context';
import { flowContext } from '../services/flow-context';
import { validateStep } from '../../core/validation/validate-step';
import { apiRoutes } from '../../core/contract/routes';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';
import { routeSchema } from '../api-schemas';
import { DEFAULT_BODY_LIMITS } from '../body-limits';
import { notFound } from '../errors';
import type { ApiStepValidationRequest } from '../../generated/types/api-step-validation-request';

type Deps = Pick<AppContext, 'flows' | 'flowValidators' | 'copy' | 'leads' | 'now' | 'limiter'> & Partial<Pick<AppContext, 'orgs' | 'bodyLimits' | 'flags'>>;

export function flowRoutes(ctx: Deps): FastifyPluginAsync {
  const { flows, copy, orgs } = ctx;
  return async (app) => {
    app.post<{ Params: { flowId: string; stepId: string }; Body: ApiStepValidationRequest }>(
      apiRoutes.stepValidation.pattern,
      // Counted before the body is read, so a flood of large bodies is refused cheaply; anyone may
      // call it, so a small body, and the envelope (and text anywhere in it) checked by its schema.
      {
        onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.stepValidation),
        bodyLimit: (ctx.bodyLimits ?? DEFAULT_BODY_LIMITS).public,
        schema: routeSchema({ body: 'api-step-validation-request' }),
      },
      async (request) => {
        const flow = flows.get(request.params.flowId);
        const step = flow && getStep(flow, request.params.stepId);
        if (!flow || !step) throw notFound();
        const body = request.body;
        const org = orgs?.forRequest(request);
        const context = await flowContext(ctx, { flow, org, origin: { protocol: request.protocol, host: request.headers.host ?? '' }, referrerId: body.referrerId });
        const answers = body.answers as Answers;
        const result = validateStep(flow, step.id, answers, context, ctx.flowValidators.get(flow.id)!);
        // Checks speak only about valid fields, as in the page; without a brand there is nothing to check against.
        const outcome: CheckOutcome = result.valid && org ? runChecks(flow, step.id, answers, context) : { warnings: [] };
        const valid = result.valid && !outcome.stop;
        return {
          valid,
          errors: result.errors.map((e) => ({ ...e, message: copyText(copy, e.messageKey, e.params) })),
          checks: firedChecks(outcome).map((c) => (c.messageKey ? { ...c, message: copyText(copy, c.messageKey, c.params) } : c)),
          next: valid ? (nextStep(flow, step.id, answers, context)?.id ?? null) : null,
        };
      },
    );
  };
}

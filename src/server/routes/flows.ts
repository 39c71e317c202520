// Step validation over HTTP: the server runs the same engine and the same precompiled validators
// as the browser, so an answer the page accepts is one the server accepts, and the reverse.
import type { FastifyPluginAsync } from 'fastify';
import { copyText } from '../../core/copy/resolve';
import { getStep, nextStep } from '../../core/flow/engine';
import { loadStepValidators } from '../../core/flow/load-validators';
import type { Answers, FlowContext } from '../../core/flow/types';
import type { AppContext } from '../app-context';
import { todayIso } from '../../core/logic/dates';
import { validateStep } from '../../core/validation/validate-step';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function flowRoutes({ flows, copy, orgs }: Pick<AppContext, 'flows' | 'copy'> & Partial<Pick<AppContext, 'orgs'>>): FastifyPluginAsync {
  return async (app) => {
    // Each flow's validators are loaded once, when the server starts, not per request.
    const validatorsByFlow = new Map(await Promise.all([...flows.keys()].map(async (id) => [id, await loadStepValidators(id)] as const)));
    app.post<{ Params: { flowId: string; stepId: string }; Body: unknown }>(
      '/api/flows/:flowId/steps/:stepId/validate',
      async (request, reply) => {
        const flow = flows.get(request.params.flowId);
        const step = flow && getStep(flow, request.params.stepId);
        if (!flow || !step) return reply.code(404).send({ errors: ['Not Found'] });
        const body = request.body;
        if (!isObject(body) || !isObject(body.answers)) {
          return reply.code(400).send({ errors: ['Request body must be an object with an "answers" object'] });
        }
        // The server decides "today"; the brand decides the age rule (62 for an age-restricted one).
        const org = orgs?.forRequest(request);
        const context: FlowContext = { today: todayIso(), ...(org ? { ageRule: org.lending.ageRule } : {}) };
        const answers = body.answers as Answers;
        const result = validateStep(flow, step.id, answers, context, validatorsByFlow.get(flow.id)!);
        return {
          valid: result.valid,
          errors: result.errors.map((e) => ({ ...e, message: copyText(copy, e.messageKey, e.params) })),
          next: result.valid ? (nextStep(flow, step.id, answers, context)?.id ?? null) : null,
        };
      },
    );
  };
}

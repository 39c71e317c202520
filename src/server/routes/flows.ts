// Step validation over HTTP: the server runs the same engine and the same precompiled validators
// as the browser, so an answer the page accepts is one the server accepts, and the reverse. Once the
// fields are valid, the step's checks run on the brand's data too: a block or modal refuses the step.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eligibilityContext } from '../../core/brand/eligibility-context';
import { copyText } from '../../core/copy/resolve';
import { firedChecks, runChecks, type CheckOutcome } from '../../core/flow/checks';
import { getStep, nextStep } from '../../core/flow/engine';
import { loadStepValidators } from '../../core/flow/load-validators';
import type { Answers, Flow, FlowContext } from '../../core/flow/types';
import type { AppContext } from '../app-context';
import type { Org } from '../orgs';
import { todayIso } from '../../core/logic/dates';
import { validateStep } from '../../core/validation/validate-step';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

type Deps = Pick<AppContext, 'flows' | 'copy'> & Partial<Pick<AppContext, 'orgs' | 'leads'>>;

export function flowRoutes({ flows, copy, orgs, leads }: Deps): FastifyPluginAsync {
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
        const org = orgs?.forRequest(request);
        const referrerId = typeof body.referrerId === 'string' ? body.referrerId : undefined;
        const context = await contextFor(request, flow, org, referrerId, leads);
        const answers = body.answers as Answers;
        const result = validateStep(flow, step.id, answers, context, validatorsByFlow.get(flow.id)!);
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

/**
 * The server decides "today"; the brand decides the age rule (62 for an age-restricted one) and
 * the lending data; a referring originator that enforces its licences adds them.
 */
async function contextFor(request: FastifyRequest, flow: Flow, org: Org | undefined, referrerId: string | undefined, leads: Deps['leads']): Promise<FlowContext> {
  const context: FlowContext = { today: todayIso() };
  if (!org) return context;
  context.ageRule = org.lending.ageRule;
  context.eligibility = eligibilityContext(org.view, { protocol: request.protocol, host: request.headers.host ?? '' }, flow.basePath);
  const originator = referrerId && leads ? await leads.getLoanOriginator(referrerId, org.orgCode) : undefined;
  if (originator?.enforceLicensedStatesForReferral) {
    context.referrer = { licensedStates: (await leads!.getLicensedStates(referrerId!, org.orgCode)) ?? [] };
  }
  return context;
}

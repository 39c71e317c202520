// The flow runner: shows the step the URL names, validates it, runs its checks, moves on by the
// flow's rules and goes back along the applicant's path. Used by the registration pages
// (features/flow) and the application's form screens (features/form-screens); what happens to the
// answers (browser storage, the server) and at the last step is the caller's, through props.
import { Activity, useCallback, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resolveCopyKey } from '../../../core/copy/resolve';
import { getStep, nextStep, previousStep, resolveStep } from '../../../core/flow/engine';
import type { Answers, FlowContext, RoutedFlow, Step } from '../../../core/flow/types';
import { NotFound } from '../../lib/NotFound';
import { StepForm } from '../StepForm';
import { useLatest } from '../use-latest';
import { useEngaged } from '../../lib/engaged';
import { afterNextPaint } from '../../lib/after-paint';
import { loadedRenderers } from '../widgets';
import { CheckMessages } from './checks/CheckMessages';
import { CheckModal } from './checks/CheckModal';
import { useStepChecks } from './checks/use-step-checks';
import { requestedStep, stepUrl } from './step-url';
import { StepPage } from './StepPage';
import { useStepValidators, type FlowValidators } from './step-validators';

export interface FlowRunnerProps {
  flow: RoutedFlow;
  /** The flow's step validators, fetched step by step (./step-validators.ts). */
  validators: FlowValidators;
  context: FlowContext;
  answers: Answers;
  /** Every change of an answer. */
  onChange: (answers: Answers) => void;
  /** Continue on a step with valid answers and no stopping check, before moving on (saving a draft). */
  onContinue?: (answers: Answers, step: Step) => void;
  /** Continue on the last step: the caller sends the answers. */
  onFinish: (answers: Answers) => void;
  busy?: boolean;
  /** Query parameters that do not travel to the next step (the pre-auth nonce). */
  dropParams?: readonly string[];
  serverErrors?: Array<{ pointer: string; message: string }>;
  /** Shown under the step's heading (the screen's own notice). */
  notice?: ReactNode;
  /** Shown under the step's form (the send's problems, its overlay). */
  children?: ReactNode;
}

export function FlowRunner({ flow, validators, context, answers, onChange, onContinue, onFinish, busy, dropParams, serverErrors, notice, children }: FlowRunnerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = requestedStep(flow, location.pathname, location.search);
  const urlOf = useCallback(
    (step: Step) => stepUrl(flow, step, location.pathname, location.search, dropParams),
    [flow, location.pathname, location.search, dropParams],
  );
  // Continue draws the next step at once, in the same task as the click: the router renders a
  // navigation as a React transition, sliced into 5 ms pieces with a frame drawn between each
  // (at 4x CPU, the step appeared some 250 ms later than it would in one piece). Until the
  // location moves on, the runner shows the step it navigated to; then the URL rules again.
  const [ahead, setAhead] = useState<{ fromKey: string; step: Step }>();
  const shownAhead = ahead && ahead.fromKey === location.key ? ahead.step : undefined;
  const step = shownAhead ?? (requested && resolveStep(flow, requested, answers, context));
  const checks = useStepChecks(flow, step?.id ?? '', context);
  const back = step && previousStep(flow, step.id, answers, context);
  // The step's own validator before its form shows (the others load when the page is idle).
  const ready = useStepValidators(validators, step?.id);
  const engaged = useEngaged();

  const submit = useLatest((formData: Answers) => {
    if (!step) return;
    onChange(formData);
    // The step's checks (blocks, modals, warnings) speak once its fields are valid.
    if (!checks.allow(formData)) return;
    onContinue?.(formData, step);
    const next = nextStep(flow, step.id, formData, context);
    if (!next) return onFinish(formData);
    const url = urlOf(next);
    // Only a step the URL would show as it is (no redirect) is drawn ahead of the location; the
    // location then moves on once that step is on screen (history.pushState alone took some
    // 20 ms of the click at 4x CPU).
    if (resolveStep(flow, next, formData, context) !== next) return navigate(url);
    setAhead({ fromKey: location.key, step: next });
    afterNextPaint(() => navigate(url));
  });

  if (!step || (!shownAhead && !requested)) return <NotFound />;
  if (!shownAhead && step !== requested) return <Navigate to={urlOf(step)} replace />;

  // The steps Continue may show next (and after next), drawn hidden while the applicant fills this one (React's
  // <Activity>, at the lowest priority) once their validators and widgets are here: Continue then
  // only reveals one. Each is handed only its own answers, so typing here does not redraw them.
  // Not before the applicant has started on the page (lib/engaged.ts).
  const drawnAhead = ready && engaged ? stepsAhead(flow, step, answers, context).filter((s) => ready[s.id] && loadedRenderers(s)) : [];
  const form = (shown: Step) => (
    <Activity key={shown.id} mode={shown === step ? 'visible' : 'hidden'}>
      <StepForm
        flow={flow}
        step={shown}
        answers={answers}
        context={context}
        validators={ready!}
        submitText={t(resolveCopyKey(shown.copy.button, { answers, context }))}
        t={t}
        onChange={onChange}
        onSubmit={submit}
        busy={busy}
        serverErrors={shown === step ? serverErrors : undefined}
        hidden={shown !== step}
      />
    </Activity>
  );
  // The frame (progress, heading, notes, Back) stays mounted from step to step; the form is new
  // for each step (its touched fields, first submit and pending confirmation start afresh).
  return (
    <StepPage flow={flow} step={step} answers={answers} context={context} onBack={back ? () => navigate(urlOf(back)) : undefined} notice={notice}>
      {/* One keyed list, so the step drawn ahead is the one shown when Continue reveals it. */}
      {ready && [step, ...drawnAhead].map(form)}
      <CheckMessages stop={checks.shown.stop} warnings={checks.shown.warnings} />
      <CheckModal flow={flow} check={checks.shown.stop} answers={checks.shown.answers} context={context} onClose={checks.closeModal} />
      {children}
    </StepPage>
  );
}

/**
 * The steps this one's rules may go to, and the steps those may go to (so the step after next is
 * drawn by the time it is next), at most four, each one the URL would show as it is (no redirect).
 */
function stepsAhead(flow: RoutedFlow, step: Step, answers: Answers, context: FlowContext): Step[] {
  const out = new Set<Step>();
  const after = (from?: Step) => (from?.next ?? []).map((rule) => getStep(flow, rule.goto));
  const first = after(step);
  for (const next of [...first, ...first.flatMap(after)])
    if (next && next !== step && out.size < 4 && resolveStep(flow, next, answers, context) === next) out.add(next);
  return [...out];
}

// The flow runner: shows the step the URL names, validates it, runs its checks, moves on by the
// flow's rules and goes back along the applicant's path. Used by the registration pages
// (features/flow) and the application's form screens (features/form-screens); what happens to the
// answers (browser storage, the server) and at the last step is the caller's, through props.
import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resolveCopyKey } from '../../../core/copy/resolve';
import { nextStep, previousStep, resolveStep } from '../../../core/flow/engine';
import type { Answers, FlowContext, RoutedFlow, Step } from '../../../core/flow/types';
import { NotFound } from '../../lib/NotFound';
import { StepForm } from '../StepForm';
import { CheckMessages } from './checks/CheckMessages';
import { CheckModal } from './checks/CheckModal';
import { useStepChecks } from './checks/use-step-checks';
import { requestedStep, stepUrl } from './step-url';
import { StepPage } from './StepPage';
import { useStepValidators, type FlowValidators } from './step-validators';

export interface FlowRunnerProps {
  flow: RoutedFlow;
  /** The flow's step validators, fetched as steps come near (./step-validators.ts). */
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
  const step = requested && resolveStep(flow, requested, answers, context);
  const checks = useStepChecks(flow, step?.id ?? '', context);
  const back = step && previousStep(flow, step.id, answers, context);
  // The step's own validator before its form shows; then those of the steps it may lead to.
  const ready = useStepValidators(validators, step?.id, upcomingSteps(step, back));

  if (!requested || !step) return <NotFound />;
  if (step !== requested) return <Navigate to={urlOf(step)} replace />;

  const submit = (formData: Answers) => {
    onChange(formData);
    // The step's checks (blocks, modals, warnings) speak once its fields are valid.
    if (!checks.allow(formData)) return;
    onContinue?.(formData, step);
    const next = nextStep(flow, step.id, formData, context);
    if (next) navigate(urlOf(next));
    else onFinish(formData);
  };
  return (
    <StepPage key={step.id} flow={flow} step={step} answers={answers} context={context} onBack={back ? () => navigate(urlOf(back)) : undefined} notice={notice}>
      {ready && (
        <StepForm
          flow={flow}
          step={step}
          answers={answers}
          context={context}
          validators={ready}
          submitText={t(resolveCopyKey(step.copy.button, { answers, context }))}
          t={t}
          onChange={onChange}
          onSubmit={submit}
          busy={busy}
          serverErrors={serverErrors}
        />
      )}
      <CheckMessages stop={checks.shown.stop} warnings={checks.shown.warnings} />
      <CheckModal flow={flow} check={checks.shown.stop} answers={checks.shown.answers} context={context} onClose={checks.closeModal} />
      {children}
    </StepPage>
  );
}

/** Every step Continue may go to from this one (whatever the answers become), and the one Back goes to. */
function upcomingSteps(step: Step | undefined, back: Step | undefined): string[] {
  const next = step?.next?.map((rule) => rule.goto) ?? [];
  return back ? [...next, back.id] : next;
}

// A flow's pages: loads the flow and its validators on demand, resolves the step from the URL,
// and moves on by the flow's rules. Everything journey-specific comes from the flow JSON.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Container, LinearProgress, Typography } from '@mui/material';
import { resolveCopyKey } from '../../../core/copy/resolve';
import { appIdOf, getStepByPath, getStepByQuery, nextStep, previousStep, progress, resolveStep, stepPath } from '../../../core/flow/engine';
import { loadStepValidators } from '../../../core/flow/load-validators';
import { storableAnswers, writeOnlyFields } from '../../../core/flow/storable';
import { localTodayIso } from '../../../core/logic/dates';
import type { Answers, Flow, FlowContext, Step } from '../../../core/flow/types';
import type { StepValidators } from '../../../core/validation/validate-step';
import { useBrand } from '../../lib/brand';
import { PageLoader } from '../../lib/loader/PageLoader';
import { PageHeading } from '../../lib/PageHeading';
import { NotFound } from '../../app/NotFound';
import { PRE_AUTH_PARAM, readAnswers, takePreAuthState, writeAnswers } from '../../lib/session-answers';
import { StepForm } from '../../form-kit/StepForm';
import { loadRenderers } from '../../form-kit/widgets';
import { ProgressGroups } from './ProgressGroups';
import { ProcessingOverlay } from './submit/ProcessingOverlay';
import { SubmitProblemView } from './submit/SubmitProblemView';
import { useFlowSubmit } from './submit/useFlowSubmit';
import { CheckMessages } from './checks/CheckMessages';
import { CheckModal } from './checks/CheckModal';
import { useEligibility, useStepChecks } from './checks/use-step-checks';
import { EntryGate } from '../entry/EntryGate';
import type { Entry } from '../entry/resolve-entry';

interface FlowRoute {
  id: string;
  load: () => Promise<{ default: unknown }>;
}

export function FlowPage({ route }: { route: FlowRoute }) {
  const [loaded, setLoaded] = useState<{ flow: Flow; validators: StepValidators }>();
  useEffect(() => {
    let live = true;
    void Promise.all([route.load(), loadStepValidators(route.id)]).then(async ([mod, validators]) => {
      const flow = mod.default as Flow;
      // The step at the URL shows with its widgets (they load with the flow, not after it); the
      // other steps' load once it shows, while the applicant reads.
      await loadRenderers(stepAtUrl(flow) ?? []).catch(() => undefined);
      if (live) setLoaded({ flow, validators });
      idle(() => void loadRenderers(flow.steps).catch(() => undefined));
    });
    return () => {
      live = false;
    };
  }, [route]);
  return (
    <>
      <PageLoader busy={!loaded} />
      {loaded && (
        <EntryGate flow={loaded.flow}>{(entry) => <FlowSteps flow={loaded.flow} validators={loaded.validators} entry={entry} />}</EntryGate>
      )}
    </>
  );
}

function stepAtUrl(flow: Flow): Step | undefined {
  const { pathname, search } = window.location;
  return getStepByPath(flow, pathname) ?? getStepByQuery(flow, new URLSearchParams(search).get(flow.stepParam ?? 'step') ?? '');
}

const idle = (task: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200));

function FlowSteps({ flow, validators, entry }: { flow: Flow; validators: StepValidators; entry: Entry }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(() => {
    // Back from sign-in: the answers saved before leaving return only with their nonce.
    takePreAuthState(flow.id, new URLSearchParams(location.search).get(PRE_AUTH_PARAM));
    return readAnswers(flow.id);
  });
  const { ageRule, features } = useBrand();
  // Age rules count birthdays on the applicant's own calendar date, against the brand's minimum
  // (62 for the age-restricted variant). The entry adds the prescreen mode and the referrer.
  const eligibility = useEligibility(flow.basePath);
  const context = useMemo<FlowContext>(
    () => ({ today: localTodayIso(), ageRule, features, eligibility, ...entry.context }),
    [ageRule, features, eligibility, entry],
  );
  const stepParam = flow.stepParam ?? 'step';
  const search = new URLSearchParams(location.search);
  const requested = getStepByPath(flow, location.pathname) ?? getStepByQuery(flow, search.get(stepParam) ?? '');

  const urlOf = useCallback(
    (step: Step) => {
      // Other parameters (referrer, utm_source ...) travel with the applicant from step to step.
      const query = new URLSearchParams(location.search);
      query.set(stepParam, step.query);
      query.delete(PRE_AUTH_PARAM);
      return `${stepPath(flow, step, appIdOf(flow, location.pathname))}?${query.toString()}`;
    },
    [flow, location.pathname, location.search, stepParam],
  );

  // Passwords (writeOnly in their schemas) stay in memory: browser storage never holds a secret.
  const writeOnly = useMemo(() => writeOnlyFields(flow), [flow]);
  const change = useCallback(
    (formData: Answers) => {
      setAnswers(formData);
      writeAnswers(flow.id, storableAnswers(formData, writeOnly));
    },
    [flow.id, writeOnly],
  );

  const sending = useFlowSubmit(flow, t('common.errors.generic'));
  const step = requested && resolveStep(flow, requested, answers, context);
  const checks = useStepChecks(flow, step?.id ?? '', context);

  if (!requested || !step) return <NotFound />;
  if (step !== requested) return <Navigate to={urlOf(step)} replace />;

  const submit = (formData: Answers) => {
    change(formData);
    // The step's checks (blocks, modals, warnings) speak once its fields are valid.
    if (!checks.allow(formData)) return;
    const next = nextStep(flow, step.id, formData, context);
    // The last step sends the journey with the flow's submit action.
    if (next) navigate(urlOf(next));
    else void sending.submit(formData, new URLSearchParams(location.search));
  };
  const back = previousStep(flow, step.id, answers, context);
  return (
    <StepPage
      key={step.id}
      flow={flow}
      step={step}
      answers={answers}
      context={context}
      onBack={back ? () => navigate(urlOf(back)) : undefined}
    >
      <StepForm
        flow={flow}
        step={step}
        answers={answers}
        context={context}
        validators={validators}
        submitText={t(resolveCopyKey(step.copy.button, { answers, context }))}
        t={t}
        onChange={change}
        onSubmit={submit}
        busy={sending.busy}
      />
      <CheckMessages stop={checks.shown.stop} warnings={checks.shown.warnings} />
      <CheckModal flow={flow} check={checks.shown.stop} answers={checks.shown.answers} context={context} onClose={checks.closeModal} />
      <SubmitProblemView flowId={flow.id} problem={sending.problem} onDismiss={sending.dismiss} onRetry={() => submit(answers)} />
      <ProcessingOverlay busy={sending.busy} />
    </StepPage>
  );
}

interface StepPageProps {
  flow: Flow;
  step: Step;
  answers: Answers;
  context: FlowContext;
  onBack: (() => void) | undefined;
  children: React.ReactNode;
}

function StepPage({ flow, step, answers, context, onBack, children }: StepPageProps) {
  const { t } = useTranslation();
  const copy = (ref: Step['copy']['heading']) => t(resolveCopyKey(ref, { answers, context }));
  const headingText = copy(step.copy.heading);
  const { position, total, percent } = progress(flow, step.id);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="p" variant="body2" id="step-progress-label">
        {t('common.form.stepProgress', { position, total })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby="step-progress-label" sx={{ mb: 2 }} />
      <ProgressGroups flow={flow} step={step} answers={answers} context={context} />
      {/* A new step is a new page for a screen reader: reading starts at its heading. */}
      <PageHeading text={headingText} sx={{ mt: 3, mb: 1 }} />
      {step.copy.question && (
        <Typography component="p" variant="body1" sx={{ mb: 2 }}>
          {copy(step.copy.question)}
        </Typography>
      )}
      {children}
      {step.copy.notes?.map((note, i) => (
        <Typography key={i} component="p" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {copy(note)}
        </Typography>
      ))}
      {onBack && (
        <Button variant="text" onClick={onBack} sx={{ mt: 2 }}>
          {t('flows.common.back')}
        </Button>
      )}
    </Container>
  );
}

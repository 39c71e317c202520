// A flow's pages: loads the flow and its validators on demand, resolves the step from the URL,
// and moves on by the flow's rules. Everything journey-specific comes from the flow JSON.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, CircularProgress, Container, LinearProgress, Typography } from '@mui/material';
import { resolveCopyKey } from '../../../core/copy/resolve';
import { appIdOf, getStepByPath, getStepByQuery, nextStep, previousStep, progress, resolveStep, stepPath } from '../../../core/flow/engine';
import { loadStepValidators } from '../../../core/flow/load-validators';
import { localTodayIso } from '../../../core/logic/dates';
import type { Answers, Flow, FlowContext, Step } from '../../../core/flow/types';
import type { StepValidators } from '../../../core/validation/validate-step';
import { useBrand } from '../../lib/brand';
import { PageHeading } from '../../lib/PageHeading';
import { NotFound } from '../../app/NotFound';
import { readAnswers, writeAnswers } from '../../lib/session-answers';
import { StepForm } from '../../form-kit/StepForm';
import { ProgressGroups } from './ProgressGroups';
import { ProcessingOverlay } from './submit/ProcessingOverlay';
import { SubmitProblemView } from './submit/SubmitProblemView';
import { useFlowSubmit } from './submit/useFlowSubmit';
import { EntryGate } from '../entry/EntryGate';
import type { Entry } from '../entry/resolve-entry';

interface FlowRoute {
  id: string;
  load: () => Promise<{ default: unknown }>;
}

export function FlowPage({ route }: { route: FlowRoute }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ flow: Flow; validators: StepValidators }>();
  useEffect(() => {
    let live = true;
    void Promise.all([route.load(), loadStepValidators(route.id)]).then(([mod, validators]) => {
      if (live) setLoaded({ flow: mod.default as Flow, validators });
    });
    return () => {
      live = false;
    };
  }, [route]);
  if (!loaded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.form.loading')} />
      </Box>
    );
  }
  return <EntryGate flow={loaded.flow}>{(entry) => <FlowSteps flow={loaded.flow} validators={loaded.validators} entry={entry} />}</EntryGate>;
}

function FlowSteps({ flow, validators, entry }: { flow: Flow; validators: StepValidators; entry: Entry }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(() => readAnswers(flow.id));
  const { ageRule, features } = useBrand();
  // Age rules count birthdays on the applicant's own calendar date, against the brand's minimum
  // (62 for the age-restricted variant). The entry adds the prescreen mode and the referrer.
  const context = useMemo<FlowContext>(() => ({ today: localTodayIso(), ageRule, features, ...entry.context }), [ageRule, features, entry]);
  const stepParam = flow.stepParam ?? 'step';
  const search = new URLSearchParams(location.search);
  const requested = getStepByPath(flow, location.pathname) ?? getStepByQuery(flow, search.get(stepParam) ?? '');

  const urlOf = useCallback(
    (step: Step) => {
      // Other parameters (referrer, utm_source ...) travel with the applicant from step to step.
      const query = new URLSearchParams(location.search);
      query.set(stepParam, step.query);
      return `${stepPath(flow, step, appIdOf(flow, location.pathname))}?${query.toString()}`;
    },
    [flow, location.pathname, location.search, stepParam],
  );

  const change = useCallback(
    (formData: Answers) => {
      setAnswers(formData);
      writeAnswers(flow.id, formData);
    },
    [flow.id],
  );

  const sending = useFlowSubmit(flow, t('common.errors.generic'));

  if (!requested) return <NotFound />;
  const step = resolveStep(flow, requested, answers, context);
  if (step !== requested) return <Navigate to={urlOf(step)} replace />;

  const submit = (formData: Answers) => {
    change(formData);
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
      <SubmitProblemView problem={sending.problem} onDismiss={sending.dismiss} onRetry={() => submit(answers)} />
      {sending.busy && <ProcessingOverlay />}
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

// An application form screen (start/contact, start/hmda ...): its flow drawn by the flow runner at
// /account/heloc/{uuid}/{screen}[/{step path}], the answers restored from the server's draft (else
// the flow's prefill from the profile) and saved as the applicant goes; the last step sends the
// flow's event with the status version. A stale tab (409 VERSION_CONFLICT) is told so and reloads
// the status; the server's field messages (400 INVALID_REQUEST) show at the fields; an accepted event
// routes on by the new status.
import '../../lib/bespoke-copy';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { routedAt, type Answers, type Flow, type FlowContext, type RoutedFlow } from '../../../core/flow/types';
import { storableAnswers, writeOnlyFields } from '../../../core/flow/storable';
import { localTodayIso } from '../../../core/logic/dates';
import { FlowRunner } from '../../form-kit/flow-runner/FlowRunner';
import { prefillAnswers } from '../../form-kit/flow-runner/prefill';
import { requestedStep } from '../../form-kit/flow-runner/step-url';
import { useLoadedFlow, type FlowLoaders } from '../../form-kit/flow-runner/use-loaded-flow';
import type { FlowValidators } from '../../form-kit/flow-runner/step-validators';
import { ApiError } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { PageLoader } from '../../lib/loader/PageLoader';
import type { ScreenProps } from '../../lib/screen/types';
import { readDraft, readProfile, saveDraft, sendEvent } from './application-api';
import { useDraft } from './use-draft';
import { eventFailureOf, fieldText, type EventFailure } from '../../lib/application-events';
import type { EventName } from '../../../generated/events';
import { pageRoutes } from '../../../core/contract/routes';

export interface FlowScreenProps extends ScreenProps {
  flowId: string;
  event: EventName;
  loaders: FlowLoaders;
  /** The screen's own notice under the step's heading (why the applicant is back here). */
  Notice?: ComponentType<{ uuid: string }>;
}

export function FlowScreen({ flowId, event, loaders, Notice, uuid, screen, version, onStatusChange }: FlowScreenProps) {
  const base = pageRoutes.screen(uuid, screen);
  const loaded = useLoadedFlow(loaders, (flow: Flow) => requestedStep(routedAt(flow, base), window.location.pathname, window.location.search));
  const [start, setStart] = useState<{ draft: Answers | undefined; profile: Record<string, unknown> | undefined }>();
  useEffect(() => {
    let live = true;
    // A draft that cannot be read is treated as none: the applicant answers again.
    void Promise.all([readDraft(uuid, flowId).catch(() => undefined), readProfile()]).then(([draft, profile]) => live && setStart({ draft, profile }));
    return () => {
      live = false;
    };
  }, [uuid, flowId]);
  // The earlier flows this one's prefill reads (its prefillFrom), once the flow is known; one that
  // cannot be read is left out, and its answers are typed anew.
  const prefillFrom = loaded?.flow.prefillFrom;
  const [earlier, setEarlier] = useState<Record<string, Answers>>();
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void Promise.all((prefillFrom ?? []).map(async (id) => [id, await readDraft(uuid, id).catch(() => undefined)] as const)).then(
      (pairs) => live && setEarlier(Object.fromEntries(pairs.filter((p): p is readonly [string, Answers] => p[1] !== undefined))),
    );
    return () => {
      live = false;
    };
  }, [uuid, loaded, prefillFrom]);
  if (!loaded || !start || !earlier) return <PageLoader busy />;
  return (
    <FormScreenSteps
      flow={routedAt(loaded.flow, base)}
      validators={loaded.validators}
      uuid={uuid}
      event={event}
      version={version}
      draft={start.draft}
      profile={start.profile}
      earlier={earlier}
      onStatusChange={onStatusChange}
      notice={Notice && (
        <Suspense fallback={null}>
          <Notice uuid={uuid} />
        </Suspense>
      )}
    />
  );
}

interface StepsProps {
  flow: RoutedFlow;
  validators: FlowValidators;
  uuid: string;
  event: EventName;
  version: number | undefined;
  draft: Answers | undefined;
  profile: Record<string, unknown> | undefined;
  earlier: Record<string, Answers>;
  onStatusChange: () => void;
  notice?: ReactNode;
}

function FormScreenSteps({ flow, validators, uuid, event, version, draft, profile, earlier, onStatusChange, notice }: StepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ageRule, features } = useBrand();
  const context = useMemo<FlowContext>(() => ({ today: localTodayIso(), ageRule, features, earlier, ...(profile ? { profile } : {}) }), [ageRule, features, profile, earlier]);
  const [answers, setAnswers] = useState<Answers>(() => draft ?? prefillAnswers(flow, context));
  const writeOnly = useMemo(() => writeOnlyFields(flow), [flow]);
  const saving = useDraft(uuid, flow.id, writeOnly);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<EventFailure>();
  // One key per send attempt of these answers: a retry after a network failure is the same send.
  const sendKey = useRef<string>(undefined);

  const change = useCallback(
    (formData: Answers) => {
      setAnswers(formData);
      setProblem((p) => (p?.kind === 'fields' ? undefined : p));
      saving.schedule(formData);
    },
    [saving],
  );
  const cont = useCallback(() => saving.flush(), [saving]);
  const finish = async (formData: Answers) => {
    if (busy) return;
    saving.drop();
    setBusy(true);
    setProblem(undefined);
    if (flow.finishTo) {
      // The answers go with an event the next page sends: saved now, read there.
      try {
        await saveDraft(uuid, flow.id, storableAnswers(formData, writeOnly));
        navigate(pageRoutes.screen(uuid, flow.finishTo));
      } catch (error) {
        setProblem({ kind: 'retry', message: error instanceof ApiError ? error.failure.message : undefined });
      } finally {
        setBusy(false);
      }
      return;
    }
    sendKey.current ??= crypto.randomUUID();
    try {
      await sendEvent(uuid, { type: event, version, answers: formData }, sendKey.current);
      onStatusChange();
    } catch (error) {
      const outcome = eventFailureOf(error instanceof ApiError ? error.failure : undefined);
      if (outcome.kind !== 'retry') sendKey.current = undefined;
      if (outcome.kind === 'moved-on') onStatusChange();
      else setProblem(outcome);
    } finally {
      setBusy(false);
    }
  };
  const serverErrors = problem?.kind === 'fields' ? problem.fields.map((f) => ({ pointer: f.pointer, message: fieldText(t, f) })) : undefined;
  return (
    <FlowRunner
      flow={flow}
      validators={validators}
      context={context}
      answers={answers}
      onChange={change}
      onContinue={cont}
      onFinish={(formData) => void finish(formData)}
      busy={busy}
      serverErrors={serverErrors}
      notice={notice}
    >
      {problem?.kind === 'conflict' && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={onStatusChange}>
              {t('common.errors.reload')}
            </Button>
          }
        >
          {t('common.errors.versionConflict')}
        </Alert>
      )}
      {(problem?.kind === 'retry' || (problem?.kind === 'fields' && problem.fields.length === 0)) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem.message ?? t('common.errors.generic')}
        </Alert>
      )}
      {saving.failed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('common.errors.draftNotSaved')}
        </Alert>
      )}
    </FlowRunner>
  );
}

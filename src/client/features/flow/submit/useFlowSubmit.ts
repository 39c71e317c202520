// Sends a finished flow with its submit action, once: the button is disabled while working and a
// retry reuses the idempotency key kept for this flow, so a double click or a retry after a network
// failure gives one application. Failures become the spec's modals, an alert that keeps the answers,
// or (spec section 8, other registration errors) the dashboard. A send unanswered after 30 s
// (./processing-timeout.ts) is shown as failed, with Retry.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Answers, Flow } from '../../../../core/flow/types';
import { ApiError } from '../../../lib/api';
import { clearAnswers } from '../../../lib/session-answers';
import { trackOnce } from '../../../lib/analytics';
import { setTelemetryProduct } from '../../../lib/telemetry';
import { submitActions } from './actions';
import { HOME_PATH } from '../../../../core/contract/ids';
import { productAtEntry, telemetryTypeOf } from '../../../lib/products';
import { registrationOutcome, type RegistrationOutcome, type SubmitModal } from '../../../../core/contract/registration-outcome';
import { useToast } from '../../../lib/toast/ToastProvider';
import { NOT_ACCEPTING_APPS_PATH } from '../../../../core/contract/ids';
import { SubmitBlocked } from './submit-blocked';
import { beforeTimeout } from './processing-timeout';
import { pageRoutes } from '../../../../core/contract/routes';

export type SubmitProblem =
  | { kind: 'modal'; modal: SubmitModal; message?: string; existing?: { uuid: string; loanNumber: string } }
  | { kind: 'alert'; message: string };

const keyName = (flowId: string) => `flow-submit-key:${flowId}`;

function idempotencyKey(flowId: string): string {
  const stored = sessionStorage.getItem(keyName(flowId));
  if (stored) return stored;
  const fresh = crypto.randomUUID();
  sessionStorage.setItem(keyName(flowId), fresh);
  return fresh;
}

const LEAVE_TO = { dashboard: HOME_PATH, 'not-accepting-apps': NOT_ACCEPTING_APPS_PATH } as const;

function outcomeOf(error: unknown, unexpected: string): RegistrationOutcome {
  if (error instanceof SubmitBlocked) return { kind: 'modal', modal: error.reason };
  return registrationOutcome(error instanceof ApiError ? error.failure : undefined, unexpected);
}

export function useFlowSubmit(flow: Flow, unexpected: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem>();
  const product = productAtEntry(flow, useLocation().search);
  const startEvent = flow.submitAction ? submitActions[flow.submitAction]?.startEvent : undefined;
  useEffect(() => {
    setTelemetryProduct(product);
    if (startEvent) trackOnce({ name: startEvent, productType: telemetryTypeOf(product) });
  }, [startEvent, product]);
  const submit = useCallback(
    async (answers: Answers, query: URLSearchParams) => {
      const action = flow.submitAction ? submitActions[flow.submitAction] : undefined;
      if (!action || busy) return;
      setBusy(true);
      setProblem(undefined);
      try {
        const { applicationUuid } = await beforeTimeout(action.run({ answers, product, query, idempotencyKey: idempotencyKey(flow.id), flow }));
        // The application now exists: its exposure to the redesign (register-v2) or its control
        // (register). A failed save is retried at the next exposure (the marker is removed).
        // Loaded on demand: not part of the first render.
        void import('../../../lib/experiments').then((m) => m.recordRedesignExposure(applicationUuid, flow.id)).catch(() => undefined);
        // The answers now live on the server: none stay in the browser.
        clearAnswers(flow.id);
        sessionStorage.removeItem(keyName(flow.id));
        navigate(pageRoutes.application(applicationUuid), { replace: true });
      } catch (error) {
        const outcome = outcomeOf(error, unexpected);
        if (outcome.kind === 'leave') {
          // Spec section 8: other registration errors go to the dashboard; the toast says why.
          toast.show({ title: outcome.message, variant: 'error' });
          navigate(LEAVE_TO[outcome.to]);
        } else if (outcome.kind === 'modal') {
          setProblem({
            kind: 'modal',
            modal: outcome.modal,
            ...(outcome.modal === 'loanOfficer' && error instanceof ApiError ? { message: error.failure.message } : {}),
            ...(error instanceof SubmitBlocked && error.existing ? { existing: error.existing } : {}),
          });
        } else {
          setProblem({ kind: 'alert', message: outcome.message });
        }
      } finally {
        setBusy(false);
      }
    },
    [flow, product, busy, navigate, unexpected, toast],
  );
  return { submit, busy, problem, dismiss: () => setProblem(undefined) };
}

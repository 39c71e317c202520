// Sends a finished flow with its submit action, once: the button is disabled while working and a
// retry reuses the idempotency key kept for this flow, so a double click or a retry after a network
// failure gives one application. Failures become the spec's modals or an alert that keeps the answers.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Answers, Flow } from '../../../../core/flow/types';
import { ApiError } from '../../../lib/api';
import { clearAnswers } from '../../../lib/session-answers';
import { trackOnce } from '../../../lib/telemetry';
import { submitActions } from './actions';
import { SubmitBlocked } from './register-and-apply';

export type SubmitProblem =
  | { kind: 'modal'; modal: 'accountExists' | 'activeApplication' | 'recentHeloc' | 'loanOfficer'; message?: string }
  | { kind: 'alert'; message: string };

const keyName = (flowId: string) => `flow-submit-key:${flowId}`;

function idempotencyKey(flowId: string): string {
  const stored = sessionStorage.getItem(keyName(flowId));
  if (stored) return stored;
  const fresh = crypto.randomUUID();
  sessionStorage.setItem(keyName(flowId), fresh);
  return fresh;
}

function toProblem(error: unknown, unexpected: string): SubmitProblem {
  if (error instanceof SubmitBlocked) return { kind: 'modal', modal: error.reason === 'RECENT_HELOC' ? 'recentHeloc' : 'activeApplication' };
  if (!(error instanceof ApiError)) return { kind: 'alert', message: unexpected };
  const { status, code, message } = error.failure;
  if (code === 'ACCOUNT_EXISTS' || (status === 401 && message === 'Account Already Exists')) return { kind: 'modal', modal: 'accountExists' };
  if (code === 'ACTIVE_APPLICATION_EXISTS') return { kind: 'modal', modal: 'activeApplication' };
  if (code === 'RECENT_HELOC') return { kind: 'modal', modal: 'recentHeloc' };
  if (code === 'LOAN_OFFICER_NOT_LICENSED') return { kind: 'modal', modal: 'loanOfficer', message };
  // 'we do not currently offer loans in …' and every other answer: stay on the page, say why.
  return { kind: 'alert', message };
}

export function useFlowSubmit(flow: Flow, unexpected: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem>();
  const startEvent = flow.submitAction ? submitActions[flow.submitAction]?.startEvent : undefined;
  useEffect(() => {
    if (startEvent) trackOnce({ name: startEvent, productType: 'HELOC' });
  }, [startEvent]);
  const submit = useCallback(
    async (answers: Answers, query: URLSearchParams) => {
      const action = flow.submitAction ? submitActions[flow.submitAction] : undefined;
      if (!action || busy) return;
      setBusy(true);
      setProblem(undefined);
      try {
        const { applicationUuid } = await action.run({ answers, query, idempotencyKey: idempotencyKey(flow.id) });
        // The answers now live on the server: none stay in the browser.
        clearAnswers(flow.id);
        sessionStorage.removeItem(keyName(flow.id));
        navigate(`/account/heloc/${applicationUuid}`, { replace: true });
      } catch (error) {
        setProblem(toProblem(error, unexpected));
      } finally {
        setBusy(false);
      }
    },
    [flow, busy, navigate, unexpected],
  );
  return { submit, busy, problem, dismiss: () => setProblem(undefined) };
}

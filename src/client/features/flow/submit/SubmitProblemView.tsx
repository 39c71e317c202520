// What the applicant sees when sending stops: the spec's modals (account exists with Login, active
// application, recent HELOC, contact your loan officer) or an alert that keeps the answers for a retry.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Dialog } from '../../../lib/lazy-overlays';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginUrl } from '../../../lib/login-url';
import { PRE_AUTH_PARAM, savePreAuthState } from '../../../lib/session-answers';
import type { SubmitProblem } from './useFlowSubmit';
import { pageRoutes } from '../../../../core/contract/routes';

interface Props {
  flowId: string;
  problem: SubmitProblem | undefined;
  onDismiss: () => void;
  onRetry: () => void;
}

export function SubmitProblemView({ flowId, problem, onDismiss, onRetry }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!problem) return null;
  if (problem.kind === 'alert') return <FailedAlert message={problem.message} onRetry={onRetry} />;
  const key = `submit.${problem.modal}`;
  const body = problem.message ?? (t(`${key}.body`, { defaultValue: '', loanNumber: problem.existing?.loanNumber }) || undefined);
  return (
    <Dialog open onClose={onDismiss} aria-labelledby="submit-problem-title">
      <DialogTitle id="submit-problem-title">{t(`${key}.title`)}</DialogTitle>
      {body && (
        <DialogContent>
          <DialogContentText>{body}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        {problem.modal === 'accountExists' || problem.modal === 'signIn' ? (
          <LoginButton flowId={flowId} text={t(`${key}.action`)} />
        ) : problem.existing ? (
          <>
            <Button onClick={onDismiss}>{t(`${key}.close`)}</Button>
            <Button variant="contained" onClick={() => navigate(pageRoutes.application(problem.existing!.uuid))}>
              {t(`${key}.action`)}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onDismiss}>
            {t(`${key}.action`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * A failed send, with Retry. It takes focus (and so scrolls into view): on a phone it sits below
 * the fold, under the form, and the applicant must land where the message and Retry are.
 */
function FailedAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <Alert ref={ref} tabIndex={-1} severity="error" role="alert" sx={{ mt: 2 }} action={<Button onClick={onRetry}>{t('submit.failed.retry')}</Button>}>
      {message} {t('submit.failed.kept')}
    </Alert>
  );
}

/** Sign in, then come back to this step with the answers given so far (the pre-auth state). */
function LoginButton({ flowId, text }: { flowId: string; text: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const leave = (event: MouseEvent) => {
    // A link to sign-in; followed in the page, it first saves the answers under a fresh nonce.
    event.preventDefault();
    const back = new URLSearchParams(location.search);
    back.set(PRE_AUTH_PARAM, savePreAuthState(flowId));
    navigate(loginUrl(`${location.pathname}?${back.toString()}`));
  };
  return (
    <Button variant="contained" href={loginUrl(`${location.pathname}${location.search}`)} onClick={leave}>
      {text}
    </Button>
  );
}

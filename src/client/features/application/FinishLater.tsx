// 'Finish later' (issue 15): mails the signed-in applicant a link back to the resume route, which
// after sign-in opens the application's current screen, and says so on the page. A text button,
// so the screen's own primary action stays the one that stands out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import { apiRoutes } from '../../../core/contract/routes';
import type { ApiResumeEmail } from '../../../generated/types/api-resume-email';
import { ApiError, apiCall } from '../../lib/api';
import { useSessionEnd } from './use-session-end';

type State = { phase: 'idle' | 'sending' | 'sent' } | { phase: 'failed'; message: string };

export function FinishLater({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const endSession = useSessionEnd();
  const send = async () => {
    setState({ phase: 'sending' });
    try {
      await apiCall<ApiResumeEmail>('POST', apiRoutes.resumeEmail.path({ uuid }), { body: {} });
      setState({ phase: 'sent' });
    } catch (e) {
      // A session the server no longer accepts: sign in, then back here (spec section 8).
      if (e instanceof ApiError && endSession(e.failure)) return;
      // The server's words (too many tries, unavailable) when it gave some.
      setState({ phase: 'failed', message: e instanceof ApiError ? e.message : t('application.finishLater.failed') });
    }
  };
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button variant="text" onClick={() => void send()} disabled={state.phase === 'sending'} sx={{ px: 0 }}>
        {t('application.finishLater.button')}
      </Button>
      {/* Always in the page, so the words are announced when they come (a live region, not role=status: the waiting screen has that). */}
      <Typography aria-live="polite" component="p" variant="body2" sx={{ mt: state.phase === 'sent' || state.phase === 'failed' ? 1 : 0 }}>
        {state.phase === 'sent' ? t('application.finishLater.sent') : state.phase === 'failed' ? state.message : ''}
      </Typography>
    </Box>
  );
}

// A screen's one applicant action: sends its event through the page (ScreenProps.onEvent), busy
// while it goes (spec section 4's submit button: a spinner, 'Submitting', disabled), and says why
// when the server refuses it.
import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from './types';
import type { EventName } from '../../../generated/events';

export function EventButton({ event, label, onEvent }: { event: EventName; label: string; onEvent: ScreenProps['onEvent'] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const send = async () => {
    if (!onEvent || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onEvent(event);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('common.errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {failure}
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={() => void send()}
        disabled={!onEvent || busy}
        aria-busy={busy || undefined}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
      >
        {busy ? t('events.busy') : label}
      </Button>
    </>
  );
}

// The failure of an applicant event or a screen's call, announced: the live region is always in
// the page (role=alert), so a message placed in it is read out. A stale tab gets our 'updated
// elsewhere' words and a reload, which reads the application as it is now.
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EventFailure } from './use-application-event';

export function EventAlert({ failure }: { failure: EventFailure | undefined }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ mt: failure ? 2 : 0 }}>
      {failure?.kind === 'conflict' && (
        // role="none": the box is the one live region, the alert inside is not a second one.
        <Alert severity="warning" role="none" action={<Button color="inherit" onClick={() => window.location.reload()}>{t('events.conflict.reload')}</Button>}>
          {t('events.conflict.message')}
        </Alert>
      )}
      {failure?.kind === 'error' && (
        <Alert severity="error" role="none">
          {failure.message ?? t('common.errors.generic')}
        </Alert>
      )}
    </Box>
  );
}

import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { useFullScreenLoaderShown } from '../../lib/loader/one-loader';

/** Shown while the server works on an in-progress status; the live region names the current step. */
export function WaitingScreen({ status }: { status: string }) {
  const { t } = useTranslation();
  // After 'Check my rate' the sending's full-screen loader fades over this screen: its spinner
  // waits until that one has gone, so two never turn at once (issue 31).
  const covered = useFullScreenLoaderShown();
  return (
    <ScreenLayout heading={t('application.waiting.heading')}>
      <Typography component="p" variant="body1">
        {t('application.waiting.intro')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
        {!covered && <CircularProgress size={24} aria-hidden="true" />}
        <Typography role="status" component="p" variant="body1">
          {t([`application.waiting.status.${status}`, 'application.waiting.checking'])}
        </Typography>
      </Box>
    </ScreenLayout>
  );
}

import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';

/** Shown while the server works on an in-progress status; the live region names the current step. */
export function WaitingScreen({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <ScreenLayout heading={t('application.waiting.heading')}>
      <Typography component="p" variant="body1">
        {t('application.waiting.intro')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography role="status" component="p" variant="body1">
          {t([`application.waiting.status.${status}`, 'application.waiting.checking'])}
        </Typography>
      </Box>
    </ScreenLayout>
  );
}

// review-app/signdocs: "we are preparing your documents". GEN_CLOSING_DISCLOSURE and, once polling
// gives up, GEN_NOTE_SIGNING show it; it keeps reading the status and moves on when it changes.
import { CircularProgress, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusInfo } from '../../lib/screen/StatusInfo';
import type { ScreenProps } from '../../lib/screen/types';
import { useStatusChange } from '../../lib/screen/use-status-change';

export function PreparingDocuments({ uuid, version, reroute }: ScreenProps) {
  const { t } = useTranslation();
  useStatusChange(uuid, version, reroute);
  return (
    <StatusInfo copyId="signdocs">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography role="status" component="p" variant="body1">
          {t('application.screens.signdocs.heading')}
        </Typography>
      </Box>
    </StatusInfo>
  );
}

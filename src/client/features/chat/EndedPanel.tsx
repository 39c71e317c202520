// The end-of-chat panel (spec section 2): thanks, the brand's survey when it has one, and a new chat.
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Typography } from '@mui/material';

interface Props {
  surveyUrl: string | undefined;
  /** Outside chat hours with nothing said yet (agent mode): no conversation ended, none can start now. */
  closedHours: boolean;
  onNewChat: () => void;
}

export const EndedPanel = forwardRef<HTMLHeadingElement, Props>(function EndedPanel({ surveyUrl, closedHours, onNewChat }, ref) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography ref={ref} tabIndex={-1} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('chat.ended.heading')}
      </Typography>
      <Typography variant="body2">{closedHours ? t('chat.ended.closedHours') : t('chat.ended.message')}</Typography>
      {surveyUrl && (
        <Link href={surveyUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', minHeight: 24, alignItems: 'center', mt: 1 }}>
          {t('chat.ended.survey')}
        </Link>
      )}
      <Box>
        <Button variant="contained" onClick={onNewChat} sx={{ mt: 1 }}>
          {t('chat.ended.newChat')}
        </Button>
      </Box>
    </Box>
  );
});

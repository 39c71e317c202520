import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../core/contract/api-error';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';

/**
 * A status that could not be read: the server's message (spec section 8: already the client's
 * wording). A 401 would go to the login page, which is not built yet, so it shows here too.
 */
export function FailedScreen({ failure }: { failure: ApiFailure | undefined }) {
  const { t } = useTranslation();
  return (
    <ScreenLayout heading={t('application.failed.heading')}>
      <Typography component="p" variant="body1">
        {failure?.message ?? t('common.errors.generic')}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('application.failed.retry')}
      </Typography>
      <SupportLine />
    </ScreenLayout>
  );
}

// signing/support: help with signing, and paper copies on request (the E-SIGN consent's right).
import '../../lib/bespoke-copy';
import { Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { pageRoutes } from '../../../core/contract/routes';
import { useBrand } from '../../lib/brand';
import { useHoursText } from '../../lib/hours';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { telHref } from '../../lib/tel-href';

export function SigningSupport({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const { supportPhone, support } = useBrand();
  const hours = useHoursText('OPS_PHONE');
  return (
    <ScreenLayout heading={t('signing.support.heading')}>
      <Typography component="p" variant="body1">
        {t('signing.support.body')}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('signing.support.call')} <Link href={telHref(supportPhone)}>{supportPhone}</Link>
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('signing.support.email')} <Link href={`mailto:${support.email}`}>{support.email}</Link>
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 1 }}>
        {t('signing.support.hours', { hours })}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('signing.support.paper')}
      </Typography>
      <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/intro')} variant="outlined" sx={{ mt: 3 }}>
        {t('signing.support.back')}
      </Button>
    </ScreenLayout>
  );
}

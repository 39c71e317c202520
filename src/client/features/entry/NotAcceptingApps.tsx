// /account/heloc/not-accepting-apps (spec section 2, public routes): where a brand that requires a
// referrer sends an applicant who arrived without a valid one.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';

export function NotAcceptingApps() {
  const { t } = useTranslation();
  const { supportPhone } = useBrand();
  return (
    <SimplePage heading={t('entry.notAcceptingApps.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('entry.notAcceptingApps.body')}
      </Typography>
      <Typography component="p">{t('entry.notAcceptingApps.support', { phone: supportPhone })}</Typography>
    </SimplePage>
  );
}

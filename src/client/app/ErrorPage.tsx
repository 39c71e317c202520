// The error fallback (spec section 2): the spec's two sentences, the brand's support phone and
// email, 'Try again' (loads the page afresh) and 'Go to dashboard'.
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Typography } from '@mui/material';
import { HOME_PATH } from '../../core/contract/ids';
import { useBrand } from '../lib/brand';
import { SimplePage } from '../lib/SimplePage';
import { telHref } from '../lib/tel-href';

export function ErrorPage() {
  const { t } = useTranslation();
  const { supportPhone, footer } = useBrand();
  const email = footer.customerService.email;
  return (
    <SimplePage heading={t('shell.errorPage.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('shell.errorPage.body')}
      </Typography>
      <Typography component="p" sx={{ mb: 3 }}>
        {t('shell.errorPage.support')} <Link href={telHref(supportPhone)}>{supportPhone}</Link>
        {email && (
          <>
            {' '}
            {t('shell.errorPage.or')} <Link href={`mailto:${email}`}>{email}</Link>
          </>
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('shell.errorPage.tryAgain')}
        </Button>
        {/* A full page load: whatever broke this page starts over. */}
        <Button variant="outlined" href={HOME_PATH}>
          {t('shell.errorPage.dashboard')}
        </Button>
      </Box>
    </SimplePage>
  );
}

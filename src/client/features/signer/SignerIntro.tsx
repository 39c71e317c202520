// /heloc-signer/intro: what a co-signer is asked to do, and the way to the identity check.
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { SupportLine } from '../../lib/SupportLine';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

export function SignerIntro() {
  const { t } = useTranslation();
  const { data } = useCoDeedStatus();
  return (
    <SignerLayout heading={t('signer.intro.heading')} status={data}>
      <Typography component="p" variant="body1">
        {t('signer.intro.body')}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('signer.intro.steps')}
      </Typography>
      <Button component={RouterLink} to={signerPageRoutes.identity} variant="contained" sx={{ mt: 3 }}>
        {t('signer.intro.start')}
      </Button>
      <SupportLine />
    </SignerLayout>
  );
}

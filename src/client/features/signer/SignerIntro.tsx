// /heloc-signer/intro: what a co-signer is asked to do, and the way to the identity check (drawn
// as the applicant's signing/intro is: lib/IntroSteps).
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { IntroSteps } from '../../lib/IntroSteps';
import { SupportLine } from '../../lib/SupportLine';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

export function SignerIntro() {
  const { t } = useTranslation();
  const { data } = useCoDeedStatus();
  return (
    <SignerLayout heading={t('signer.intro.heading')} status={data}>
      <IntroSteps paragraphs={['signer.intro.body', 'signer.intro.steps']}>
        <Button component={RouterLink} to={signerPageRoutes.identity} variant="contained">
          {t('signer.intro.start')}
        </Button>
      </IntroSteps>
      <SupportLine />
    </SignerLayout>
  );
}

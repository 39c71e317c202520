// signing/intro: E-SIGN consent first (lib/EsignConsentForm, the form a co-signer gives theirs
// with too), given with the code printed in the consent's PDF, which shows the applicant can open
// the PDFs that follow. Once consented: what signing involves, and the way to the documents, to
// signing and to help.
import '../../lib/bespoke-copy';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { EsignConsentForm } from '../../lib/EsignConsentForm';
import { IntroSteps } from '../../lib/IntroSteps';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { DocumentView } from './DocumentView';
import { closingDocumentsKey, readClosingDocuments } from './signing-api';
import { GIVE_ESIGN_CONSENT } from '../../../generated/events';

export function SigningIntro({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const { data, mutate } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  if (!data) {
    return (
      <ScreenLayout heading={t('application.screens.signingIntro.heading')}>
        <CircularProgress aria-label={t('common.form.loading')} />
      </ScreenLayout>
    );
  }
  if (!data.esignConsented) return <EsignConsent uuid={uuid} reroute={reroute} onConsented={() => void mutate()} />;
  return (
    <ScreenLayout heading={t('application.screens.signingIntro.heading')}>
      <IntroSteps paragraphs={['signing.intro.body', 'signing.intro.consented', 'signing.intro.steps']}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/sign')} variant="contained">
          {t('signing.intro.sign')}
        </Button>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'document/disclosures')} variant="outlined">
          {t('signing.intro.review')}
        </Button>
      </IntroSteps>
      <Typography component="p" variant="body1" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/support')} variant="text" sx={{ px: 0 }}>
          {t('signing.intro.help')}
        </Button>
      </Typography>
      <SupportLine />
    </ScreenLayout>
  );
}

function EsignConsent({ uuid, reroute, onConsented }: { uuid: string; reroute: () => void; onConsented: () => void }) {
  const { t } = useTranslation();
  const { data } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  const { send, busy, failure } = useApplicationEvent(uuid, reroute);
  const consentDoc = data?.documents.find((d) => d.kind === 'ESIGN_CONSENT');
  return (
    <ScreenLayout heading={t('application.screens.signingIntro.heading')}>
      <EsignConsentForm
        introKey="signing.esign.intro"
        document={consentDoc ? <DocumentView uuid={uuid} document={consentDoc} /> : <CircularProgress aria-label={t('common.form.loading')} />}
        busy={busy}
        failure={failure}
        onSubmit={(answers) => void send(GIVE_ESIGN_CONSENT, { ...answers }, { onDone: onConsented, stay: true })}
      />
      <Typography component="p" variant="body1" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/support')} variant="text" sx={{ px: 0 }}>
          {t('signing.intro.help')}
        </Button>
      </Typography>
    </ScreenLayout>
  );
}

// signing/intro: E-SIGN consent first (15 U.S.C. 7001(c): the right to paper copies, to withdraw,
// the scope, the hardware and software needed), given with the code printed in the consent's PDF,
// which shows the applicant can open the PDFs that follow. Once consented: what signing involves,
// and the way to the documents, to signing and to help.
import '../../lib/bespoke-copy';
import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { RequiredCheckbox } from '../../lib/RequiredCheckbox';
import { fieldProblem, fieldText } from '../../lib/application-events';
import { EventAlert } from '../../lib/EventAlert';
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
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const consentDoc = data?.documents.find((d) => d.kind === 'ESIGN_CONSENT');
  const codeProblem = fieldProblem(failure, '/confirmationCode');
  const consentProblem = fieldProblem(failure, '/consent');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (api-esign-consent) checks both before anything is sent; its messages show below.
    await send(GIVE_ESIGN_CONSENT, { consent, confirmationCode: code.trim() }, { onDone: onConsented, stay: true });
  };
  return (
    <ScreenLayout heading={t('application.screens.signingIntro.heading')}>
      <Typography component="h2" variant="h5">
        {t('signing.esign.heading')}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('signing.esign.intro')}
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {(['scope', 'paper', 'withdraw', 'hardware'] as const).map((key) => (
          <Typography component="li" variant="body1" key={key} sx={{ mt: 1 }}>
            {t(`signing.esign.${key}`)}
          </Typography>
        ))}
      </Box>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('signing.esign.openPdf')}
      </Typography>
      {consentDoc ? <DocumentView uuid={uuid} document={consentDoc} /> : <CircularProgress aria-label={t('common.form.loading')} />}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 3 }}>
        <TextField
          label={t('signing.esign.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={!!codeProblem}
          helperText={codeProblem ? fieldText(t, codeProblem) : undefined}
          slotProps={{ htmlInput: { maxLength: 6, 'aria-invalid': !!codeProblem } }}
          fullWidth
        />
        <RequiredCheckbox id="esign-consent-error" checked={consent} onChange={setConsent} label={t('signing.esign.consentLabel')} message={consentProblem ? fieldText(t, consentProblem) : ''} showError={!!consentProblem} />
        <EventAlert failure={failure} atFields={['/confirmationCode', '/consent']} />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
          {t('signing.esign.submit')}
        </Button>
      </Box>
      <Typography component="p" variant="body1" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/support')} variant="text" sx={{ px: 0 }}>
          {t('signing.intro.help')}
        </Button>
      </Typography>
    </ScreenLayout>
  );
}

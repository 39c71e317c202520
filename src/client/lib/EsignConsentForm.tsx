// The E-SIGN consent (15 U.S.C. 7001(c): the right to paper copies, to withdraw, the scope, the
// hardware and software needed), given with the code printed in the consent's PDF, which shows the
// person can open the PDFs that follow. One form for whoever consents: the applicant on
// signing/intro (an application event) and a co-signer on /heloc-signer/consent (their own call,
// issue 31); each hands in the PDF's viewer, its words' intro and what sending does.
import './bespoke-copy';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredCheckbox } from './RequiredCheckbox';
import { fieldProblem, fieldText, type EventFailure } from './application-events';
import { EventAlert } from './EventAlert';

export interface EsignConsentAnswers {
  consent: boolean;
  confirmationCode: string;
}

interface EsignConsentFormProps {
  /** The copy key of the paragraph that says why the consent is asked (the applicant's or a co-signer's words). */
  introKey: string;
  /** The consent's PDF in the viewer (or a loader while it is found). */
  document: ReactNode;
  busy: boolean;
  failure: EventFailure | undefined;
  onSubmit: (answers: EsignConsentAnswers) => void;
}

export function EsignConsentForm({ introKey, document, busy, failure, onSubmit }: EsignConsentFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const codeProblem = fieldProblem(failure, '/confirmationCode');
  const consentProblem = fieldProblem(failure, '/consent');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema (api-esign-consent) checks both before anything is sent; its messages show below.
    onSubmit({ consent, confirmationCode: code.trim() });
  };
  return (
    <>
      <Typography component="h2" variant="h5">
        {t('signing.esign.heading')}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t(introKey)}
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
      {document}
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
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
    </>
  );
}

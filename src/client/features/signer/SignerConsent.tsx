// /heloc-signer/consent: the co-signer's own E-SIGN consent (issue 31), in the applicant's consent
// form (lib/EsignConsentForm) with the words that speak to an owner on title: the consent's PDF
// opened in the signing screens' viewer, its printed code typed, the same schema checking both
// before they are sent. Given (now or before): on to signing.
import { useState } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { toEventFailure, type EventFailure } from '../../lib/application-events';
import { EsignConsentForm, type EsignConsentAnswers } from '../../lib/EsignConsentForm';
import { checkInput } from '../../lib/event-input';
import { SupportLine } from '../../lib/SupportLine';
import { giveEsignConsent, readSignerDocuments, signerDocumentsKey } from './signer-api';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';
import { asViewerConsent, useDocumentViewer } from './viewer';

// The schema of the applicant's GIVE_ESIGN_CONSENT, which the server checks the co-signer's with.
const CONSENT_SCHEMA = 'api-esign-consent';

export function SignerConsent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewDocument = useDocumentViewer();
  const status = useCoDeedStatus();
  const uuid = status.data?.applicationUuid;
  const { data } = useSWR(uuid ? signerDocumentsKey(uuid) : null, readSignerDocuments, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EventFailure>();
  const heading = t('signer.consent.heading');
  if (!status.data || !data || !uuid) {
    return (
      <SignerLayout heading={heading} status={status.data}>
        <CircularProgress aria-label={t('common.form.loading')} />
      </SignerLayout>
    );
  }
  if (status.data.esignConsented) return <Navigate to={signerPageRoutes.sign} replace />;
  if (!status.data.identityVerified) {
    return (
      <SignerLayout heading={heading} status={status.data}>
        <Alert severity="info">
          {t('signer.sign.needsIdentity')} <RouterLink to={signerPageRoutes.identity}>{t('signer.intro.start')}</RouterLink>
        </Alert>
        <SupportLine />
      </SignerLayout>
    );
  }
  const consent = data.esignConsent;
  const submit = async (answers: EsignConsentAnswers) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const refused = await checkInput(CONSENT_SCHEMA, { ...answers });
      if (refused) {
        setFailure(refused);
        setBusy(false);
        return;
      }
      await giveEsignConsent(uuid, answers);
      await status.mutate();
      navigate(signerPageRoutes.sign);
    } catch (error) {
      setFailure(toEventFailure(error));
      setBusy(false);
    }
  };
  return (
    <SignerLayout heading={heading} status={status.data}>
      <EsignConsentForm
        introKey="signer.consent.intro"
        document={consent ? viewDocument({ uuid, document: asViewerConsent(consent) }) : <CircularProgress aria-label={t('common.form.loading')} />}
        busy={busy}
        failure={failure}
        onSubmit={(answers) => void submit(answers)}
      />
      <SupportLine />
    </SignerLayout>
  );
}

// /heloc-signer/sign: each document an owner on title signs, one after the other, in the signing
// screens' viewer and the applicant's signature form (lib/SignatureForm): the same rule to sign,
// the same schema checking the typed name and the yes before it is sent. Every one signed: the applicant's line moves on (the e-sign step sees it).
import { useState } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { documentTitle } from '../../lib/document-title';
import { toEventFailure, type EventFailure } from '../../lib/application-events';
import { checkInput } from '../../lib/event-input';
import { SignatureForm } from '../../lib/SignatureForm';
import { SIGNATURE_SCHEMA } from '../../lib/signature';
import type { ApiSignDocument } from '../../../generated/types/api-sign-document';
import { SupportLine } from '../../lib/SupportLine';
import { readSignerDocuments, signDocument, signerDocumentsKey, type SignerDocument } from './signer-api';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';
import { asViewerDocument, useDocumentViewer } from './viewer';

export function SignerSign() {
  const { t } = useTranslation();
  const status = useCoDeedStatus();
  const uuid = status.data?.applicationUuid;
  const { data, mutate } = useSWR(uuid ? signerDocumentsKey(uuid) : null, readSignerDocuments, { revalidateOnFocus: false });
  const documents = data?.documents ?? [];
  const next = documents.find((d) => !d.signedAt);
  let body;
  if (!status.data || !data) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (!status.data.identityVerified)
    body = (
      <Alert severity="info">
        {t('signer.sign.needsIdentity')}{' '}
        <RouterLink to={signerPageRoutes.identity}>{t('signer.intro.start')}</RouterLink>
      </Alert>
    );
  else if (!status.data.esignConsented)
    body = (
      <Alert severity="info">
        {t('signer.sign.needsConsent')}{' '}
        <RouterLink to={signerPageRoutes.consent}>{t('signer.consent.go')}</RouterLink>
      </Alert>
    );
  else if (next)
    body = <SignOne key={next.uuid} uuid={status.data.applicationUuid} document={next} index={documents.indexOf(next) + 1} count={documents.length} onSigned={() => void Promise.all([mutate(), status.mutate()])} />;
  else
    body = (
      <>
        <Typography component="p" variant="body1" role="status">
          {t('signer.sign.allSigned')}
        </Typography>
        <Button component={RouterLink} to={signerPageRoutes.documents} variant="contained" sx={{ mt: 2 }}>
          {t('signer.sign.toDocuments')}
        </Button>
      </>
    );
  return (
    <SignerLayout heading={t('signing.sign.heading')} status={status.data}>
      {body}
      <SupportLine />
    </SignerLayout>
  );
}

function SignOne({ uuid, document, index, count, onSigned }: { uuid: string; document: SignerDocument; index: number; count: number; onSigned: () => void }) {
  const { t } = useTranslation();
  const viewDocument = useDocumentViewer();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EventFailure>();
  const sign = async (answers: ApiSignDocument) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      // The same schema the server checks the signature with (and its messages at the fields).
      const refused = await checkInput(SIGNATURE_SCHEMA, { ...answers });
      if (refused) {
        setFailure(refused);
        setBusy(false);
        return;
      }
      await signDocument(uuid, answers);
      onSigned();
    } catch (error) {
      setFailure(toEventFailure(error));
      setBusy(false);
    }
  };
  return (
    <SignatureForm
      document={document}
      title={documentTitle(document, t)}
      index={index}
      count={count}
      viewer={(onReachedEnd) => viewDocument({ uuid, document: asViewerDocument(document), onReachedEnd })}
      busy={busy}
      failure={failure}
      onSign={(answers) => void sign(answers)}
    />
  );
}

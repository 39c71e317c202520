// /heloc-signer/sign: each document an owner on title signs, one after the other, in the signing
// screens' viewer. Sign is enabled once the document's bottom marker has been seen; the typed name
// and the yes to the signing statement go with the SHA-256 of the stored bytes (bound to what was
// shown). Every one signed: the applicant's line moves on (the e-sign step sees it).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { ApiError } from '../../lib/api';
import { RequiredCheckbox } from '../../lib/RequiredCheckbox';
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
  const [readToEnd, setReadToEnd] = useState(false);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const nameValid = name.trim().length >= 2;
  const title = document.kind === 'RIGHT_TO_CANCEL' ? `${document.title} (${t('signing.disclosures.copy', { copy: document.copyNumber })})` : document.title;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!readToEnd || !nameValid || !agree || busy) return;
    setBusy(true);
    try {
      await signDocument(uuid, document, name.trim());
      onSigned();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.failure.message : t('common.errors.generic'));
      setBusy(false);
    }
  };
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {t('signing.sign.progress', { index, count, title })}
      </Typography>
      <Typography component="p" variant="body2" id="sign-scroll-hint" sx={{ mt: 1 }}>
        {t('signing.sign.scrollHint')}
      </Typography>
      {viewDocument({ uuid, document: asViewerDocument(document), onReachedEnd: () => setReadToEnd(true) })}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 3 }}>
        <Typography component="p" variant="body2">
          {t('signing.sign.statement')}
        </Typography>
        <TextField
          sx={{ mt: 2 }}
          label={t('signing.sign.nameLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          error={submitted && !nameValid}
          helperText={submitted && !nameValid ? t('signing.sign.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 100, 'aria-invalid': submitted && !nameValid } }}
          fullWidth
        />
        <RequiredCheckbox id="signer-agree-error" checked={agree} onChange={setAgree} label={t('signing.sign.agreeLabel')} message={t('signing.sign.agreeRequired')} showError={submitted} />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!readToEnd || busy} aria-describedby={readToEnd ? undefined : 'sign-scroll-hint'}>
          {t('signing.sign.submit')}
        </Button>
      </Box>
    </>
  );
}

// /heloc-signer/conditions and its upload-document page (spec section 2; condition targets are
// /heloc-signer/conditions/{location}, default upload-document; identity goes to the identity page).
// The conditions themselves come from the conditions API when the brand's additional-signer-
// conditions flag is on (another part of issue 16); until then the page says nothing is needed.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { FileField } from '../../lib/FileField';
import { SupportLine } from '../../lib/SupportLine';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

export function SignerConditions() {
  const { t } = useTranslation();
  const { data } = useCoDeedStatus();
  return (
    <SignerLayout heading={t('signer.conditions.heading')} status={data}>
      <Typography component="p" variant="body1">
        {t('signer.conditions.none')}
      </Typography>
      <Button component={RouterLink} to={signerPageRoutes.condition('upload-document')} variant="outlined" sx={{ mt: 2 }}>
        {t('signer.conditions.upload')}
      </Button>
      <SupportLine />
    </SignerLayout>
  );
}

export function SignerConditionUpload() {
  const { t } = useTranslation();
  const { data } = useCoDeedStatus();
  const [done, setDone] = useState(false);
  return (
    <SignerLayout heading={t('signer.conditions.upload')} status={data}>
      {!data ? (
        <CircularProgress aria-label={t('common.form.loading')} />
      ) : (
        <FileField uuid={data.applicationUuid} documentType="OTHER" label={t('signer.conditions.uploadLabel')} onUploaded={() => setDone(true)} />
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('signer.conditions.uploaded')}
        </Alert>
      )}
      <SupportLine />
    </SignerLayout>
  );
}

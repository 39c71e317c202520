// /heloc-signer/conditions and its upload-document page (spec section 2; condition targets are
// /heloc-signer/conditions/{location}, default upload-document; identity goes to the identity page).
// Where the brand's additional-signer-conditions flag is on (spec section 6) the conditions come from
// the applicant's conditions API (SignerOpenConditions, SignerConditionAnswer); where it is off the
// page says nothing is needed and the upload page takes a document.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { useFlag } from '../../lib/flags';
import { SIGNER_CONDITIONS_FLAG } from '../../../core/flags/resolve';
import { FileField } from '../../lib/FileField';
import { SupportLine } from '../../lib/SupportLine';
import { SignerLayout } from './SignerLayout';
import { SignerConditionAnswer } from './SignerConditionAnswer';
import { SignerOpenConditions } from './SignerOpenConditions';
import { useCoDeedStatus } from './use-co-deed-status';

/** Spec section 6: an additional signer sees conditions only when the additional-signer-conditions flag is on (lib/flags). */
export const useSignerConditions = (): boolean => useFlag(SIGNER_CONDITIONS_FLAG);

export function SignerConditions() {
  const { t } = useTranslation();
  const { data } = useCoDeedStatus();
  const flagOn = useSignerConditions();
  if (flagOn) {
    return (
      <SignerLayout heading={t('signer.conditions.heading')} status={data}>
        {data ? <SignerOpenConditions uuid={data.applicationUuid} /> : <CircularProgress aria-label={t('common.form.loading')} />}
        <SupportLine />
      </SignerLayout>
    );
  }
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
  const flagOn = useSignerConditions();
  if (flagOn) {
    return (
      <SignerLayout heading={t('conditions.upload.heading')} status={data}>
        {data ? <SignerConditionAnswer uuid={data.applicationUuid} /> : <CircularProgress aria-label={t('common.form.loading')} />}
        <SupportLine />
      </SignerLayout>
    );
  }
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

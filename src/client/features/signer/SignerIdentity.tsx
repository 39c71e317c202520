// /heloc-signer/identity: the co-signer's own government-issued ID (spec section 3 Identity
// documents), uploaded as their documents and checked by the identity provider for them, not for
// the applicant. Each side is the applicant's own phone-first field (IdSideField). Verified: on to
// their own E-SIGN consent, then signing.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { ApiError } from '../../lib/api';
import { IdSideField } from '../../lib/IdSideField';
import { SupportLine } from '../../lib/SupportLine';
import { submitIdentity } from './signer-api';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

// Spec section 3, Identity documents (schemas/entities/identity-document-type.schema.json).
const ID_TYPES = ['US_DRIVERS_LICENSE', 'US_PASSPORT', 'US_STATE_ID_CARD', 'US_PERMANENT_RESIDENT_CARD'] as const;

export function SignerIdentity() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, mutate } = useCoDeedStatus();
  const [type, setType] = useState('');
  const [front, setFront] = useState<string>();
  const [back, setBack] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!data) return <SignerLayout heading={t('identity.heading')}><CircularProgress aria-label={t('common.form.loading')} /></SignerLayout>;
  const uuid = data.applicationUuid;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!type || !front || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await submitIdentity(uuid, { documentType: type, frontDocumentId: front, ...(back ? { backDocumentId: back } : {}) });
      await mutate();
      if (answer.identityVerification === 'VERIFIED') navigate(signerPageRoutes.consent);
      else setFailure(t(answer.identityVerification === 'PENDING_REVIEW' ? 'signer.identity.pending' : 'identity.failed'));
    } catch (e) {
      setFailure(e instanceof ApiError ? e.failure.message : t('common.errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SignerLayout heading={t('identity.heading')} status={data}>
      <Typography component="p" variant="body1">
        {t('signer.identity.intro')}
      </Typography>
      {data.identityVerification === 'FAILED_VERIFICATION' && !failure && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('identity.failed')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 2 }}>
        <FormControl error={submitted && !type} required>
          <FormLabel id="signer-id-type">{t('identity.type.label')}</FormLabel>
          <RadioGroup aria-labelledby="signer-id-type" value={type} onChange={(e) => setType(e.target.value)}>
            {ID_TYPES.map((id) => (
              <FormControlLabel key={id} value={id} control={<Radio />} label={t(`identity.type.${id}`)} />
            ))}
          </RadioGroup>
          {submitted && !type && <FormHelperText>{t('identity.type.required')}</FormHelperText>}
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <IdSideField uuid={uuid} side="front" disabled={busy} documentId={front} onChange={setFront} />
          {submitted && !front && <Typography color="error" variant="body2">{t('identity.missing.front')}</Typography>}
        </Box>
        {type && type !== 'US_PASSPORT' && (
          <Box sx={{ mt: 2 }}>
            <IdSideField uuid={uuid} side="back" disabled={busy} documentId={back} onChange={setBack} />
          </Box>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 3 }}>
          {busy ? t('signer.identity.submitting') : t('identity.submit')}
        </Button>
      </Box>
      <SupportLine />
    </SignerLayout>
  );
}

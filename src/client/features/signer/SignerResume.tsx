// /heloc-signer/resume: with ?token= (the invitation's link) the co-signer chooses a password under
// the registration's rules (checked by the server, whose words are shown) and is signed in; without
// one, the signed-in co-signer is taken to where they left off (the co-deed status decides).
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ApiError } from '../../lib/api';
import { PasswordField } from '../../lib/PasswordField';
import { acceptInvitation } from './signer-api';
import { signerPageFor } from './signer-pages';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

export function SignerResume() {
  const token = new URLSearchParams(useLocation().search).get('token');
  const [accepted, setAccepted] = useState(false);
  return token && !accepted ? <SetPassword token={token} onDone={() => setAccepted(true)} /> : <ToWhereLeftOff />;
}

function ToWhereLeftOff() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useCoDeedStatus();
  useEffect(() => {
    if (data) navigate(signerPageFor(data), { replace: true });
  }, [data, navigate]);
  return (
    <SignerLayout heading={t('signer.title')}>
      <CircularProgress aria-label={t('signer.resume.checking')} />
    </SignerLayout>
  );
}

type Fields = { password: string; confirm: string };

function SetPassword({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Fields> = {
      ...(fields.password ? {} : { password: t('errors.required') }),
      ...(!fields.confirm ? { confirm: t('errors.required') } : fields.confirm !== fields.password ? { confirm: t('errors.password.mismatch') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await acceptInvitation(token, fields.password);
      // The token is spent: drop it from the address, then find where to go.
      navigate({ search: '' }, { replace: true });
      onDone();
    } catch (e) {
      setFailure(e instanceof ApiError ? (e.failure.fields[0]?.message ?? e.failure.message) : t('common.errors.generic'));
      setBusy(false);
    }
  };
  const field = (name: keyof Fields, helper?: string) => (
    <PasswordField
      label={t(`signer.resume.${name}`)}
      autoComplete="new-password"
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors[name]) } }}
      required
      fullWidth
      margin="normal"
    />
  );
  return (
    <SignerLayout heading={t('signer.resume.heading')}>
      <Typography component="p" variant="body1">
        {t('signer.resume.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 420 }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {field('password', t('fields.password.hint'))}
        {field('confirm')}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
          {t('signer.resume.submit')}
        </Button>
      </Box>
    </SignerLayout>
  );
}

// /heloc-signer/login: the co-signer area's own login (spec section 2: public, legacy login mode).
// The customer login; on success the query string is dropped (spec section 7) and the area's
// resume page finds where the co-signer left off.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { apiRoutes } from '../../../core/contract/routes';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import type { ApiTokenResponse } from '../../../generated/types/api-token-response';
import { ApiError, apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { PasswordField } from '../../lib/PasswordField';
import { LoginCodeField } from '../../lib/LoginCodeField';
import { SignerLayout } from './SignerLayout';
import { hasCode } from '../../../core/contract/api-error';

type Fields = { email: string; password: string };

export function SignerLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Shown once the server asks for the code it mailed (an account past its ceiling of failed logins).
  const [code, setCode] = useState<string>();

  const submit = async (event: FormEvent, withCode = true) => {
    event.preventDefault();
    const missing: Partial<Fields> = { ...(fields.email.trim() ? {} : { email: t('errors.email.required') }), ...(fields.password ? {} : { password: t('errors.required') }) };
    setErrors(missing);
    if (Object.keys(missing).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await apiCall<ApiTokenResponse>('POST', apiRoutes.login.path({ role: 'customer' }), { body: { email: fields.email.trim(), password: fields.password, ...(withCode && code ? { code: code.trim() } : {}) } });
      storeToken(answer.jwt);
      navigate(signerPageRoutes.resume, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.failure.message : t('common.errors.generic'));
      if (error instanceof ApiError && hasCode(error.failure, 'LOGIN_CODE_REQUIRED')) setCode('');
      setBusy(false);
    }
  };
  const props = (name: keyof Fields, autoComplete: string) => ({
    label: t(`auth.login.${name}`),
    autoComplete,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: { 'aria-invalid': Boolean(errors[name]) } },
    required: true,
    fullWidth: true,
    margin: 'normal' as const,
  });
  return (
    <SignerLayout heading={t('signer.login.heading')}>
      <Typography component="p" variant="body1">
        {t('signer.login.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 420 }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField type="email" {...props('email', 'email')} />
        <PasswordField {...props('password', 'current-password')} />
        {code !== undefined && <LoginCodeField value={code} onChange={setCode} onNewCode={(e) => void submit(e, false)} disabled={busy} />}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
          {t('auth.login.submit')}
        </Button>
      </Box>
    </SignerLayout>
  );
}

// /auth/forgot-password: the email of a forgotten password; the server answers the same whether or
// not it has an account, and mails a single-use link to one that has (issue 15).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { apiRoutes, RESET_TTL_MINUTES } from '../../../core/contract/routes';
import { LOGIN_PATH } from '../../../core/contract/ids';
import { ApiError, apiCall } from '../../lib/api';
import { SimplePage } from '../../lib/SimplePage';
import './password-copy';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setError(value ? undefined : t('errors.email.required'));
    if (!value || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await apiCall('POST', apiRoutes.passwordForgot.path({}), { body: { email: value } });
      setSentTo(value);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.failure.message : t('common.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SimplePage heading={t('password.forgot.heading')} width="xs">
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('password.forgot.sent', { email: sentTo, minutes: RESET_TTL_MINUTES })}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <Typography component="p">{t('password.forgot.intro')}</Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            label={t('password.forgot.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { 'aria-invalid': Boolean(error) } }}
            required
            fullWidth
            margin="normal"
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
            {t('password.forgot.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to={LOGIN_PATH} sx={{ display: 'inline-block', mt: 3 }}>
        {t('password.forgot.back')}
      </Link>
    </SimplePage>
  );
}


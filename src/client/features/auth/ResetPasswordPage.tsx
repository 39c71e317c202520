// /auth/reset-password?token=…: the page a mailed reset link opens. The new password twice (the
// registration's rules, checked by the server, whose words are shown); once saved, every session
// of the account has ended, so the applicant logs in anew.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Container, Link } from '@mui/material';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import { LOGIN_PATH } from '../../../core/contract/ids';
import { ApiError, apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { PageHeading } from '../../lib/PageHeading';
import { PasswordField } from '../../lib/PasswordField';
import './password-copy';

type Fields = { password: string; confirm: string };

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [fields, setFields] = useState<Fields>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
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
      await apiCall('POST', apiRoutes.passwordReset.path({}), { body: { token, password: fields.password } });
      // The server ended every session of the account, this tab's included.
      storeToken(null);
      setDone(true);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.failure.message : t('common.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Fields, helper?: string) => (
    <PasswordField
      label={t(`password.reset.${name}`)}
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
    <Container maxWidth="xs" sx={{ py: 4 }}>
      <PageHeading text={t('password.reset.heading')} sx={{ mb: 2 }} />
      {done ? (
        <>
          <Alert severity="success" role="status">
            {t('password.reset.done')}
          </Alert>
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained" sx={{ mt: 3 }}>
            {t('password.reset.login')}
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {failure}{' '}
              <Link component={RouterLink} to={pageRoutes.forgotPassword}>
                {t('password.reset.again')}
              </Link>
            </Alert>
          )}
          {field('password', t('fields.password.hint'))}
          {field('confirm')}
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
            {t('password.reset.submit')}
          </Button>
        </Box>
      )}
    </Container>
  );
}

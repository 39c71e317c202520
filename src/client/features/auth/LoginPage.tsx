// /auth/login: email and password, 'Login'. On success the token is stored and the browser goes to
// redirectUrl (a path on this site) or the dashboard; a failure shows the server's own words.
// ?role=agent is the agent variant (spec section 6): brokers sign in there and land on their Dashboard.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Container, Link, TextField } from '@mui/material';
import { HOME_PATH, LOGIN_PATH } from '../../../core/contract/ids';
import { safeRedirectPath } from '../../../core/contract/redirect';
import type { ApiTokenResponse } from '../../../generated/types/api-token-response';
import { ApiError, apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { REDIRECT_PARAM } from '../../lib/login-url';
import { PageHeading } from '../../lib/PageHeading';
import { PasswordField } from '../../lib/PasswordField';
import { LoginCodeField } from '../../lib/LoginCodeField';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import { brokerPageRoutes } from '../../../core/contract/broker-routes';
import { hasCode } from '../../../core/contract/api-error';

export const LOGIN_API = apiRoutes.login.path({ role: 'customer' });
const ROLE_PARAM = 'role';

type Fields = { email: string; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Shown once the server asks for the code it mailed (an account past its ceiling of failed logins).
  const [code, setCode] = useState<string>();
  const search = new URLSearchParams(location.search);
  const redirectUrl = search.get(REDIRECT_PARAM);
  const role = search.get(ROLE_PARAM) === 'agent' ? 'agent' : 'customer';

  const submit = async (event: FormEvent, withCode = true) => {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(fields.email.trim() ? {} : { email: t('errors.email.required') }),
      ...(fields.password ? {} : { password: t('errors.required') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const query = redirectUrl ? { [REDIRECT_PARAM]: redirectUrl } : undefined;
      const body = { email: fields.email.trim(), password: fields.password, ...(withCode && code ? { code: code.trim() } : {}) };
      const answer = await apiCall<ApiTokenResponse>('POST', apiRoutes.login.path({ role }), { body, ...(query ? { query } : {}) });
      storeToken(answer.jwt);
      // The server already applied the allow-list; the browser applies it again before following.
      // A broker's Dashboard is the broker dashboard (app/dashboards.tsx).
      navigate(safeRedirectPath(answer.redirect ?? redirectUrl, HOME_PATH), { replace: true });
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
    <Container maxWidth="xs" sx={{ py: 4 }}>
      <PageHeading text={t(role === 'agent' ? 'auth.login.agentHeading' : 'auth.login.heading')} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <TextField type="email" {...props('email', 'email')} />
        <PasswordField {...props('password', 'current-password')} />
        {code !== undefined && <LoginCodeField value={code} onChange={setCode} onNewCode={(e) => void submit(e, false)} disabled={busy} />}
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t('auth.login.submit')}
        </Button>
      </Box>
      <Link component={RouterLink} to={pageRoutes.forgotPassword} sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.login.forgot')}
      </Link>
      <Link component={RouterLink} to={role === 'agent' ? LOGIN_PATH : brokerPageRoutes.agentLogin} sx={{ display: 'block', mt: 2 }}>
        {t(role === 'agent' ? 'auth.login.customerLink' : 'auth.login.agentLink')}
      </Link>
    </Container>
  );
}

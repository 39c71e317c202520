// /staff: a staff member's sign-in (work email and password, and the one-time code the server mails
// once the account is past its ceiling of failed sign-ins). On success the staff token is kept for
// the tab and the search opens; a failure shows the server's own words.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Container, TextField, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffSession } from '../../../generated/types/api-staff-session';
import { PageHeading } from '../../lib/PageHeading';
import { PasswordField } from '../../lib/PasswordField';
import { LoginCodeField } from '../../lib/LoginCodeField';
import { StaffApiError, staffCall, storeStaffToken } from './staff-api';
import { hasCode } from '../../../core/contract/api-error';

type Fields = { email: string; password: string };

export function StaffSignIn({ expired }: { expired?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Shown once the server asks for the code it mailed (an account past its ceiling of failed sign-ins).
  const [code, setCode] = useState<string>();

  const submit = async (event: FormEvent, withCode = true) => {
    event.preventDefault();
    const missing = {
      ...(fields.email.trim() ? {} : { email: t('staff.signIn.emailRequired') }),
      ...(fields.password ? {} : { password: t('staff.signIn.passwordRequired') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await staffCall<ApiStaffSession>('POST', staffApiRoutes.session.path({}), {
        body: { email: fields.email.trim(), password: fields.password, ...(withCode && code ? { code: code.trim() } : {}) },
      });
      storeStaffToken(answer.jwt);
      navigate(staffPageRoutes.search, { replace: true });
    } catch (error) {
      setFailure(error instanceof StaffApiError ? error.message : t('common.errors.generic'));
      if (error instanceof StaffApiError && hasCode(error, 'LOGIN_CODE_REQUIRED')) setCode('');
      setBusy(false);
    }
  };

  const props = (name: keyof Fields, autoComplete: string) => ({
    label: t(`staff.signIn.${name}`),
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
      <PageHeading text={t('staff.signIn.heading')} sx={{ mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{t('staff.signIn.intro')}</Typography>
      {expired && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('staff.console.expired')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <TextField type="email" {...props('email', 'username')} />
        <PasswordField {...props('password', 'current-password')} />
        {code !== undefined && <LoginCodeField value={code} onChange={setCode} onNewCode={(e) => void submit(e, false)} disabled={busy} />}
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t('staff.signIn.submit')}
        </Button>
      </Box>
    </Container>
  );
}

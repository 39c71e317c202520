// /auth/reset-password?token=…: the page a mailed reset link opens. The new password twice (the
// registration's rules, checked by the server, whose words are shown); once saved, every session
// of the account has ended, so the applicant logs in anew.
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link } from '@mui/material';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import { LOGIN_PATH } from '../../../core/contract/ids';
import { apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { SimplePage } from '../../lib/SimplePage';
import { SetPasswordForm } from '../../lib/CredentialForms';
import './password-copy';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [done, setDone] = useState(false);

  const save = async (password: string) => {
    await apiCall('POST', apiRoutes.passwordReset.path({}), { body: { token, password } });
    // The server ended every session of the account, this tab's included.
    storeToken(null);
    setDone(true);
  };

  return (
    <SimplePage heading={t('password.reset.heading')} width="xs">
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
        <SetPasswordForm
          copyPrefix="password.reset"
          save={save}
          failureAction={
            <Link component={RouterLink} to={pageRoutes.forgotPassword}>
              {t('password.reset.again')}
            </Link>
          }
        />
      )}
    </SimplePage>
  );
}

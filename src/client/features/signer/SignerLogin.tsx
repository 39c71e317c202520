// /heloc-signer/login: the co-signer area's own login (spec section 2: public, legacy login mode).
// The customer login; on success the query string is dropped (spec section 7) and the area's
// resume page finds where the co-signer left off.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { apiRoutes } from '../../../core/contract/routes';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import type { ApiTokenResponse } from '../../../generated/types/api-token-response';
import { apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { CUSTOMER_SIGN_IN_COPY, SignInForm, type Credentials } from '../../lib/CredentialForms';
import { SignerLayout } from './SignerLayout';

export function SignerLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = async (body: Credentials) => {
    const answer = await apiCall<ApiTokenResponse>('POST', apiRoutes.login.path({ role: 'customer' }), { body });
    storeToken(answer.jwt);
    navigate(signerPageRoutes.resume, { replace: true });
  };
  return (
    <SignerLayout heading={t('signer.login.heading')}>
      <Typography component="p" variant="body1">
        {t('signer.login.intro')}
      </Typography>
      <SignInForm copy={CUSTOMER_SIGN_IN_COPY} signIn={signIn} look="column" />
    </SignerLayout>
  );
}

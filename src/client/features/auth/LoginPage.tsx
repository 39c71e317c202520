// /auth/login: email and password, 'Login'. On success the token is stored and the browser goes to
// redirectUrl (a path on this site) or the dashboard; a failure shows the server's own words.
// ?role=agent is the agent variant (spec section 6): brokers sign in there and land on their Dashboard.
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link } from '@mui/material';
import { HOME_PATH, LOGIN_PATH } from '../../../core/contract/ids';
import { safeRedirectPath } from '../../../core/contract/redirect';
import type { ApiTokenResponse } from '../../../generated/types/api-token-response';
import { apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { REDIRECT_PARAM } from '../../lib/login-url';
import { SimplePage } from '../../lib/SimplePage';
import { CUSTOMER_SIGN_IN_COPY, SignInForm, type Credentials } from '../../lib/CredentialForms';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import { brokerPageRoutes } from '../../../core/contract/broker-routes';

export const LOGIN_API = apiRoutes.login.path({ role: 'customer' });
const ROLE_PARAM = 'role';

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const redirectUrl = search.get(REDIRECT_PARAM);
  const role = search.get(ROLE_PARAM) === 'agent' ? 'agent' : 'customer';

  const signIn = async (body: Credentials) => {
    const query = redirectUrl ? { [REDIRECT_PARAM]: redirectUrl } : undefined;
    const answer = await apiCall<ApiTokenResponse>('POST', apiRoutes.login.path({ role }), { body, ...(query ? { query } : {}) });
    storeToken(answer.jwt);
    // The server already applied the allow-list; the browser applies it again before following.
    // A broker's Dashboard is the broker dashboard (app/dashboards.tsx).
    navigate(safeRedirectPath(answer.redirect ?? redirectUrl, HOME_PATH), { replace: true });
  };

  return (
    <SimplePage heading={t(role === 'agent' ? 'auth.login.agentHeading' : 'auth.login.heading')} width="xs">
      <SignInForm copy={CUSTOMER_SIGN_IN_COPY} signIn={signIn} />
      <Link component={RouterLink} to={pageRoutes.forgotPassword} sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.login.forgot')}
      </Link>
      <Link component={RouterLink} to={role === 'agent' ? LOGIN_PATH : brokerPageRoutes.agentLogin} sx={{ display: 'block', mt: 2 }}>
        {t(role === 'agent' ? 'auth.login.customerLink' : 'auth.login.agentLink')}
      </Link>
    </SimplePage>
  );
}

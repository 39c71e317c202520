// /staff: a staff member's sign-in (work email and password, and the one-time code the server mails
// once the account is past its ceiling of failed sign-ins). On success the staff token is kept for
// the tab and the search opens; a failure shows the server's own words.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Container, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffSession } from '../../../generated/types/api-staff-session';
import { PageHeading } from '../../lib/PageHeading';
import { SignInForm, type Credentials, type SignInCopy } from '../../lib/CredentialForms';
import { staffCall, storeStaffToken } from './staff-api';

const STAFF_SIGN_IN_COPY: SignInCopy = {
  email: 'staff.signIn.email',
  password: 'staff.signIn.password',
  emailRequired: 'staff.signIn.emailRequired',
  passwordRequired: 'staff.signIn.passwordRequired',
  submit: 'staff.signIn.submit',
};

export function StaffSignIn({ expired }: { expired?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = async (body: Credentials) => {
    const answer = await staffCall<ApiStaffSession>('POST', staffApiRoutes.session.path({}), { body });
    storeStaffToken(answer.jwt);
    navigate(staffPageRoutes.search, { replace: true });
  };
  return (
    <Container maxWidth="xs" sx={{ py: 4 }}>
      <PageHeading text={t('staff.signIn.heading')} sx={{ mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{t('staff.signIn.intro')}</Typography>
      {expired && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('staff.console.expired')}
        </Alert>
      )}
      <SignInForm copy={STAFF_SIGN_IN_COPY} signIn={signIn} emailAutoComplete="username" />
    </Container>
  );
}

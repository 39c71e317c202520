// /dashboard: the signed-in applicant's applications, each with its status in words and its next
// action (ApplicationCard, words from flows/<product>/dashboard-stages.json), the active one (spec
// section 4's rule) marked. Signed out, or a session the server no longer accepts (401): sign in
// first, then come back.
import '../../lib/screen/application-copy';
import '../../lib/exchange-copy';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert, Box, Container, Link, Typography } from '@mui/material';
import { HOME_PATH } from '../../../core/contract/ids';
import { chooseActiveApplication } from '../../../core/status/routing';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { ApiError, apiCall } from '../../lib/api';
import { isSignedIn, storeToken } from '../../lib/auth-token';
import { PageLoader } from '../../lib/loader/PageLoader';
import { loginUrl } from '../../lib/login-url';
import { PageHeading } from '../../lib/PageHeading';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import { ApplicationCard } from './ApplicationCard';

export const APPLICATIONS_API = apiRoutes.list.path({});

const getList = (path: string) => apiCall<ApiHelocApplication[]>('GET', path);

export function DashboardPage() {
  if (!isSignedIn()) return <Navigate to={loginUrl(HOME_PATH)} replace />;
  return <Applications />;
}

function Applications() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error } = useSWR(APPLICATIONS_API, getList, { revalidateOnFocus: false });
  const expired = error instanceof ApiError && error.failure.status === 401;
  useEffect(() => {
    // Spec section 8: a 401 clears the session and sends the applicant to sign in.
    if (!expired) return;
    storeToken(null);
    navigate(loginUrl(HOME_PATH), { replace: true });
  }, [expired, navigate]);
  // Inquiries are not applications the applicant continues (spec section 4).
  const applications = (data ?? []).filter((a) => !a.isInquiry);
  const active = chooseActiveApplication(applications);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageLoader busy={!data && !error} />
      <PageHeading text={t('auth.dashboard.heading')} sx={{ mb: 2 }} />
      {error && !expired && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && applications.length === 0 && <Typography component="p">{t('auth.dashboard.none')}</Typography>}
      {/* Spec section 2's /exchange target, offered to an applicant with a crypto-backed line (its isCrypto). */}
      {applications.some((a) => a.isCrypto) && (
        <Box component="nav" aria-label={t('exchange.nav.label')} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={pageRoutes.exchange}>
            {t('exchange.nav.link')}
          </Link>
        </Box>
      )}
      {applications.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {applications.map((a) => (
            <ApplicationCard key={a.uuid} application={a} active={a === active} />
          ))}
        </Box>
      )}
    </Container>
  );
}

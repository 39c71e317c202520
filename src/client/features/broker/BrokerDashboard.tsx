// The broker dashboard (issue 16; spec section 6: brokers see Dashboard, this is theirs, drawn at
// the Dashboard's path for an agent's session by app/dashboards.tsx): who the broker refers
// as, the referral form, and the applications its referrals became, read-only. Signed out, or a
// session the server does not take as a broker's here: the agent variant of sign-in.
import './broker-copy';
import '../../lib/screen/application-copy';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert, Container, Typography } from '@mui/material';
import { brokerApiRoutes, brokerPageRoutes } from '../../../core/contract/broker-routes';
import type { ApiBrokerSelf } from '../../../generated/types/api-broker-self';
import { ApiError, apiCall } from '../../lib/api';
import { isSignedIn, storeToken } from '../../lib/auth-token';
import { PageLoader } from '../../lib/loader/PageLoader';
import { PageHeading } from '../../lib/PageHeading';
import { ReferralForm } from './ReferralForm';
import { ReferredApplications } from './ReferredApplications';

const get = <T,>(path: string) => apiCall<T>('GET', path);

export function BrokerDashboard() {
  if (!isSignedIn()) return <Navigate to={brokerPageRoutes.agentLogin} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: self, error } = useSWR(brokerApiRoutes.self.path({}), get<ApiBrokerSelf>, { revalidateOnFocus: false, shouldRetryOnError: false });
  // 401 (expired) or 404 (not a broker on this brand): sign in again through the agent variant.
  const refused = error instanceof ApiError && (error.failure.status === 401 || error.failure.status === 404);
  useEffect(() => {
    if (!refused) return;
    storeToken(null);
    navigate(brokerPageRoutes.agentLogin, { replace: true });
  }, [refused, navigate]);
  const lo = self?.loanOriginator;
  return (
    <Container maxWidth="md" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <PageLoader busy={!self && !error} />
      <div>
        <PageHeading text={t('broker.dashboard.heading')} sx={{ mb: 1 }} />
        {lo && <Typography>{t('broker.dashboard.workingAs', { name: lo.originatorName, company: lo.brokerName, nmls: lo.nmls })}</Typography>}
      </div>
      {error && !refused && <Alert severity="error">{(error as Error).message}</Alert>}
      {self && <ReferralForm />}
      {self && <ReferredApplications />}
    </Container>
  );
}

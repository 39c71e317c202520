// A bare /account/heloc visit (spec section 4): the active application's page, chosen by the
// spec's rule (src/core/status/routing.ts), else the dashboard. Signed out or a 401: sign in, then
// come back here.
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { HOME_PATH } from '../../../core/contract/ids';
import { endsSession } from '../../../core/contract/api-error';
import { entryRoute } from '../../../core/status/routing';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { ApiError, apiCall } from '../../lib/api';
import { isSignedIn, storeToken } from '../../lib/auth-token';
import { PageLoader } from '../../lib/loader/PageLoader';
import { loginUrl } from '../../lib/login-url';
import { APPLICATIONS_API } from './DashboardPage';
import { pageRoutes } from '../../../core/contract/routes';

export const RESUME_PATH = pageRoutes.resume;
const getList = (path: string) => apiCall<ApiHelocApplication[]>('GET', path);

export function ResumePage() {
  if (!isSignedIn()) return <Navigate to={loginUrl(RESUME_PATH)} replace />;
  return <Resume />;
}

function Resume() {
  const navigate = useNavigate();
  const { data, error } = useSWR(APPLICATIONS_API, getList, { revalidateOnFocus: false });
  useEffect(() => {
    if (error instanceof ApiError && endsSession(error.failure)) {
      storeToken(null);
      navigate(loginUrl(RESUME_PATH), { replace: true });
    } else if (error || data) {
      // A failed list read leaves nothing to choose from: the dashboard says why.
      const route = entryRoute(true, data);
      navigate(route.to === 'application' ? pageRoutes.application(route.uuid) : HOME_PATH, { replace: true });
    }
  }, [data, error, navigate]);
  return <PageLoader busy />;
}

// The co-deed status of the signed-in co-signer, read through SWR without retries on a refusal
// (spec section 7: not retried on 400). No token, or a token the server no longer takes: the login.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { ApiError } from '../../lib/api';
import { isSignedIn } from '../../lib/auth-token';
import { coDeedStatusKey, readCoDeedStatus, shouldRetry } from './signer-api';

export function useCoDeedStatus() {
  const navigate = useNavigate();
  const signedIn = isSignedIn();
  const result = useSWR(signedIn ? coDeedStatusKey : null, readCoDeedStatus, { shouldRetryOnError: shouldRetry, revalidateOnFocus: false });
  const status = result.error instanceof ApiError ? result.error.failure.status : undefined;
  useEffect(() => {
    if (!signedIn || status === 401) navigate(signerPageRoutes.login, { replace: true });
    else if (status === 400 || status === 404) navigate(signerPageRoutes.error, { replace: true });
  }, [navigate, signedIn, status]);
  return result;
}

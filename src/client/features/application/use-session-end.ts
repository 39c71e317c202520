// Spec section 8: a 401 (or a 403 saying unauthenticated or invalid signature) on an application
// page ends the session: the token is forgotten and the applicant signs in, then comes back here.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endsSession, type ApiFailure } from '../../../core/contract/api-error';
import { forgetSession } from '../../lib/sign-out';
import { loginUrl } from '../../lib/login-url';

export function useSessionEnd(): (failure: ApiFailure | undefined) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (failure) => {
      if (!failure || !endsSession(failure)) return false;
      forgetSession();
      navigate(loginUrl(`${pathname}${search}`), { replace: true });
      return true;
    },
    [navigate, pathname, search],
  );
}

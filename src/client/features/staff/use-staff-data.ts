// A staff API read through swr; a 401 (no, expired or revoked staff token) forgets the token and
// opens the sign-in with a note, so the member signs in again.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { staffPageRoutes } from '../../../core/contract/staff-routes';
import { staffCall, storeStaffToken, type StaffApiError } from './staff-api';

export function useStaffData<T>(path: string, query?: Record<string, string>) {
  const navigate = useNavigate();
  const key = query && Object.keys(query).length ? `${path}?${new URLSearchParams(query).toString()}` : path;
  const result = useSWR<T, StaffApiError>(key, () => staffCall<T>('GET', path, query ? { query } : {}), { revalidateOnFocus: false, shouldRetryOnError: false });
  const unauthenticated = result.error?.failure.status === 401;
  useEffect(() => {
    if (!unauthenticated) return;
    storeStaffToken(null);
    navigate(staffPageRoutes.signIn, { replace: true, state: { expired: true } });
  }, [unauthenticated, navigate]);
  return result;
}

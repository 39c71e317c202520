// The referring loan originator of an application (its referrer, spec section 3), for the card on
// every application page. Asked once (spec section 7: no retry); none when it was not referred.
import useSWR from 'swr';
import { apiRoutes } from '../../../core/contract/routes';
import type { ApiLoanOriginator } from '../../../generated/types/api-loan-originator';
import { apiCall } from '../../lib/api';
import type { ApplicationAnswer } from './use-application';

const getOriginator = ([path, organization]: readonly [string, string]) => apiCall<ApiLoanOriginator>('GET', path, { query: { organization } });

export function useOriginator(application: ApplicationAnswer | undefined): ApiLoanOriginator | undefined {
  const uuid = application?.referrer?.referrerUuid;
  const key = uuid && application ? ([apiRoutes.loanOriginator.path({ loanOriginatorUuid: uuid }), application.organizationCode] as const) : null;
  const { data } = useSWR(key, getOriginator, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data;
}

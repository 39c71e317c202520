// The application answer (GET /service-application/api/v1/application/heloc/{uuid}), shared by the
// page's routing rule (inquiry or missing: the dashboard) and the sidebar: SWR makes it one call.
import useSWR from 'swr';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { apiCall } from '../../lib/api';

import { applicationApi } from '../../lib/application-events';

/** The offer the applicant chose; the lead adds it to the application answer (contract). */
export interface SelectedOffer {
  offerId: string;
  amount: number;
  term: number;
  rate: number;
  originationFee: number;
}

export type ApplicationAnswer = ApiHelocApplication & { selectedOffer?: SelectedOffer | null };

const getApplication = (path: string) => apiCall<ApplicationAnswer>('GET', path);

export function useApplication(uuid: string) {
  return useSWR(applicationApi.application(uuid), getApplication, { revalidateOnFocus: false });
}

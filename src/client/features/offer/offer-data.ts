// The application's offer set, read once per page: the offer screen, its confirm screen and the
// sidebar's 'Your offer details' use the same SWR key, so they share one request.
import useSWR from 'swr';
import type { OfferSet } from '../../../generated/types/offer-set';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { pageRoutes } from '../../../core/contract/routes';

const getOffers = (path: string) => apiCall<OfferSet>('GET', path);

export function useOfferSet(uuid: string) {
  // Offers change only when the server reprices; a tab switch is no reason to fetch them again.
  return useSWR(applicationApi.offers(uuid), getOffers, { revalidateOnFocus: false });
}

const getApplication = (path: string) => apiCall<ApiHelocApplication>('GET', path);

/**
 * The application answer (its property address and adjustedHomeAmount, the estimated value), on
 * the key the page's sidebar and routing read: one request for all of them.
 */
export function useApplicationAnswer(uuid: string) {
  return useSWR(applicationApi.application(uuid), getApplication, { revalidateOnFocus: false });
}

/** The status in which the offer was revised after income verification (the same screens, with a note). */
export const REVISED_STATUS = 'REVISED_OFFER_SELECTION';

/** product/select/confirm below the application. */
export const confirmPath = (uuid: string) => pageRoutes.screen(uuid, 'product/select/confirm');
export const selectPath = (uuid: string) => pageRoutes.screen(uuid, 'product/select');

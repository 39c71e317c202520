// The closing screens' reads: what GET .../heloc/{uuid}/closing answers (account numbers as their
// last four digits only), re-read while a screen waits on the pipeline.
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { closingRoutes } from '../../../core/contract/closing-routes';
import { formatMoney } from '../../../core/offer/money';
import { formatPercent } from '../../../core/offer/view';
import type { ApiClosing } from '../../../generated/types/api-closing';
import { apiCall } from '../../lib/api';

const get = <T,>(path: string) => apiCall<T>('GET', path);

/** The closing view; `refreshMs` re-reads it (a screen waiting on a step). */
export function useClosing(uuid: string, refreshMs = 0) {
  return useSWR<ApiClosing>(closingRoutes.closing.path({ uuid }), get, { revalidateOnFocus: false, revalidateOnMount: true, refreshInterval: refreshMs });
}

/** The copy key naming an account: `<key>Exchange` for a crypto-backed line's exchange account, which has no number to show. */
export const accountKey = (key: string, account: ApiClosing['disburseAccount'] | undefined) => (account?.source === 'EXCHANGE' ? `${key}Exchange` : key);

export const money = (amount: number) => formatMoney(amount, 2);
/** Rates in the one percent format of every screen (src/core/offer/view.ts). */
export const percent = (rate: number) => formatPercent(rate);
export const screenPath = (uuid: string, screen: string) => pageRoutes.screen(uuid, screen);

/** A date and time in Pacific Time, as the notary's slots and the rescission's end are shown. */
export function pacific(iso: string, withTime = true): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(new Date(iso));
}

/** The last day of the rescission ('YYYY-MM-DD', a calendar date) in words. */
export function calendarDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

// 'Your offer details' (spec section 2), in the sidebar of the offer screen: what the offers on the
// table reach at best, so the applicant keeps the whole range in view while choosing one. The
// largest draw any option lends is the same figure as the offer screen's headline (the line amount
// also holds a financed fee, so it exceeded the largest draw of every option with a fee).
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OfferSet } from '../../../generated/types/offer-set';
import { apiCall } from '../../lib/api';
import { formatLimit, formatPercent } from '../../../core/offer/view';

import { applicationApi } from '../../lib/application-events';
import { DetailsList } from './DetailsList';

const getOffers = (path: string) => apiCall<OfferSet>('GET', path);

export function OfferDetails({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  // The same request as the offer screen's: SWR answers both from one call.
  const { data } = useSWR(applicationApi.offers(uuid), getOffers, { revalidateOnFocus: false });
  const offers = data?.offers ?? [];
  if (offers.length === 0) return null;
  const terms = [...new Set(offers.map((o) => o.term))].sort((a, b) => a - b);
  const rows: Array<[string, string]> = [
    [t('shell.progress.maxDraw'), formatLimit(Math.max(...offers.map((o) => o.maxDraw)))],
    [t('shell.progress.lowestRate'), formatPercent(Math.min(...offers.map((o) => o.rate)))],
    [t('shell.progress.terms'), terms.map((years) => t('shell.progress.termYears', { years })).join(', ')],
  ];
  return <DetailsList id="offer-details" rows={rows} />;
}

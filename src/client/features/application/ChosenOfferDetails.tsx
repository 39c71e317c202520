// 'Your offer details' (spec section 2): the figures of the option chosen, from the offer screen on
// (src/core/offer/figures.ts, the very texts of the offer cards and the early disclosures). On the
// offer screen they follow the option and amount on screen (the tab's choice); after it, the choice
// the server recorded. Once automatic payments are chosen the rate and payment shown are the
// discounted ones; before, the discount shows as its own row. Always the 'Application ID'.
import '../../lib/bespoke-copy';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OfferSet } from '../../../generated/types/offer-set';
import { offerFigures, type OfferFigures } from '../../../core/offer/figures';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { useOfferChoice, type OfferChoice } from '../../lib/offer-choice';
import { sidebarRows } from '../../lib/offer-figures';
import type { ApplicationAnswer } from './use-application';
import { DetailsList } from './DetailsList';

type Row = [label: string, value: string];

const getOffers = (path: string) => apiCall<OfferSet>('GET', path);

/** The figures of the choice on screen (or recorded), when its offer is in the offer set. */
function useChosenFigures(uuid: string, application: ApplicationAnswer, show: boolean): OfferFigures | undefined {
  // The same request as the offer screen's: SWR answers both from one call.
  const { data } = useSWR(show ? applicationApi.offers(uuid) : null, getOffers, { revalidateOnFocus: false });
  const live = useOfferChoice(uuid);
  if (!data) return undefined;
  const recorded: OfferChoice | undefined = application.selectedOffer ?? undefined;
  for (const choice of [live, recorded]) {
    const offer = data.offers.find((o) => o.id === choice?.offerId);
    if (offer && choice) return offerFigures(offer, choice.amount, data);
  }
  return undefined;
}

export function ChosenOfferDetails({ uuid, application, showOffer }: { uuid: string; application: ApplicationAnswer; showOffer: boolean }) {
  const { t } = useTranslation();
  const figures = useChosenFigures(uuid, application, showOffer);
  const rows: Row[] = [...(figures ? sidebarRows(t, figures, application.paymentMethod) : []), [t('shell.progress.applicationId'), application.loanNumber]];
  return <DetailsList id="chosen-offer-details" rows={rows} />;
}

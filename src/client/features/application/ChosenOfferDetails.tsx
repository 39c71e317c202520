// 'Your offer details' (spec section 2) once an offer is chosen: the application answer's
// selectedOffer (the contract's; until the server sends it, the application's own amount, term and
// rate, spec section 3), with the loan number as 'Application ID'.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import { formatPercent } from '../../../core/offer/view';
import type { ApplicationAnswer } from './use-application';
import { DetailsList } from './DetailsList';

type Row = [label: string, value: string];

export function offerRows(application: ApplicationAnswer, t: (key: string, options?: Record<string, unknown>) => string): Row[] {
  const chosen = application.selectedOffer;
  const amount = chosen?.amount ?? application.amount;
  const term = chosen?.term ?? application.term;
  const rate = chosen?.rate ?? application.rate;
  const rows: Array<Row | undefined> = [
    amount != null ? [t('shell.progress.amount'), formatMoney(amount, 2)] : undefined,
    term != null ? [t('shell.progress.term'), t('shell.progress.termYears', { years: term })] : undefined,
    rate != null ? [t('shell.progress.rate'), formatPercent(rate)] : undefined,
    // The offer's fee is a rate of the draw, as on the offer screen.
    chosen ? [t('shell.progress.originationFee'), formatPercent(chosen.originationFee, 3, 0)] : undefined,
  ];
  return rows.filter((r): r is Row => r !== undefined);
}

export function ChosenOfferDetails({ application, showOffer }: { application: ApplicationAnswer; showOffer: boolean }) {
  const { t } = useTranslation();
  const rows: Row[] = [...(showOffer ? offerRows(application, t) : []), [t('shell.progress.applicationId'), application.loanNumber]];
  return <DetailsList id="chosen-offer-details" rows={rows} />;
}

// The chosen option's figures at the chosen amount. A polite live region: moving the slider or
// choosing another card is heard as the new payment, not only seen.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OfferComparison } from '../../../core/offer/compare';
import { formatMoney } from '../../../core/offer/money';
import { formatPercent } from '../../../core/offer/view';
import { FigureList } from '../../lib/FigureList';

export function OfferSummary({ row, amount }: { row: OfferComparison; amount: number }) {
  const { t } = useTranslation();
  const { figures } = row;
  const rows: Array<[string, string]> = figures
    ? [
        ['drawAmount', formatMoney(amount, 2)],
        ['rate', formatPercent(figures.rate)],
        ['apr', formatPercent(figures.apr)],
        ['monthlyPayment', formatMoney(figures.monthly, 2)],
        ['originationFee', formatMoney(figures.fee, 2)],
        ['drawTotal', formatMoney(figures.total, 2)],
      ]
    : [];
  return (
    <section aria-labelledby="offer-summary" aria-live="polite">
      <Typography id="offer-summary" component="h2" variant="h6" sx={{ fontWeight: 600, mt: 3 }}>
        {t('application.offer.summary')}
      </Typography>
      {figures ? (
        <FigureList rows={rows.map(([key, value]) => [t(key === 'drawAmount' ? 'application.offer.amount' : `application.offer.${key}`), value])} />
      ) : (
        <Typography component="p" variant="body2">
          {t('application.offer.noEstimate')}
        </Typography>
      )}
    </section>
  );
}

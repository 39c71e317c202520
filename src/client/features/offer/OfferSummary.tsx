// The chosen option's figures at the chosen amount (src/core/offer/figures.ts, in the cards' and
// the sidebar's words). A polite live region: moving the slider or choosing another card is heard
// as the new payment, not only seen.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OfferComparison } from '../../../core/offer/compare';
import { figureTexts } from '../../../core/offer/figures';
import { FigureList } from '../../lib/FigureList';
import { figureRows } from '../../lib/offer-figures';

export const SUMMARY_FIGURES = ['cash', 'fee', 'total', 'rate', 'apr', 'monthly', 'autopay'] as const;

export function OfferSummary({ row }: { row: OfferComparison }) {
  const { t } = useTranslation();
  const { figures } = row;
  return (
    <section aria-labelledby="offer-summary" aria-live="polite">
      <Typography id="offer-summary" component="h2" variant="h6" sx={{ fontWeight: 600, mt: 3 }}>
        {t('application.offer.summary')}
      </Typography>
      {figures ? (
        <FigureList rows={figureRows(t, figureTexts(figures), SUMMARY_FIGURES)} />
      ) : (
        <Typography component="p" variant="body2">
          {t('application.offer.noEstimate')}
        </Typography>
      )}
    </section>
  );
}

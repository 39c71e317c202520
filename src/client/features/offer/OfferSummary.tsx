// The chosen offer's figures for the chosen amount. A polite live region: moving the slider is
// heard as the new payment, not only seen.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import { formatPercent, type DrawFigures } from '../../../core/offer/view';

export function OfferSummary({ figures }: { figures: DrawFigures }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    ['rate', formatPercent(figures.rate)],
    ['monthlyPayment', formatMoney(figures.monthly, 2)],
    ['originationFee', formatMoney(figures.fee, 2)],
    ['drawTotal', formatMoney(figures.total, 2)],
  ];
  return (
    <section aria-labelledby="offer-summary" aria-live="polite">
      <Typography id="offer-summary" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 3 }}>
        {t('application.offer.summary')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0, mt: 1 }}>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt">{t(`application.offer.${key}`)}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </section>
  );
}

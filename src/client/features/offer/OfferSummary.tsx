// The chosen option's figures at the chosen amount (src/core/offer/figures.ts, in the cards' and the
// sidebar's words), beside Continue. A polite live region: moving the slider or choosing another
// option is heard as the new payment, not only seen. On a phone, where it sits in the action bar at
// the bottom of the screen, it is one line (the option, its payment and the cash); from md up, every
// figure of the estimate.
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { OfferComparison } from '../../../core/offer/compare';
import { figureTexts } from '../../../core/offer/figures';
import { FigureList } from '../../lib/FigureList';
import { figureRows } from '../../lib/offer-figures';
import { optionName } from './OfferChoices';

export const SUMMARY_FIGURES = ['cash', 'fee', 'total', 'rate', 'apr', 'monthly', 'autopay'] as const;

/** `visible`: the review page of the multi-page choice, where the estimate is the page: every figure at every width. */
export function OfferSummary({ row, visible = false }: { row: OfferComparison; visible?: boolean }) {
  const { t } = useTranslation();
  const { figures } = row;
  const texts = figures && figureTexts(figures);
  return (
    <Box component="section" aria-labelledby="offer-summary" aria-live="polite" sx={{ minWidth: 0 }}>
      <Typography id="offer-summary" component="h2" variant="h6" sx={{ fontWeight: 600, display: { xs: visible ? 'block' : 'none', md: 'block' } }}>
        {t('application.offer.summary')}
      </Typography>
      {texts && visible ? (
        <>
          <Typography component="p" variant="body1" sx={{ fontWeight: 600 }}>
            {optionName(t, row.offer)}
          </Typography>
          <FigureList rows={figureRows(t, texts, SUMMARY_FIGURES)} sx={{ gridTemplateColumns: { md: 'auto auto auto auto' }, columnGap: { md: 3 } }} />
        </>
      ) : texts ? (
        <>
          {/* Heard, not shown, on a phone: the chosen card is in sight above Continue. */}
          <Typography component="p" variant="body2" sx={{ '@media (max-width: 899.95px)': visuallyHidden, display: { md: 'none' } }}>
            {t('application.offer.choiceLine', { option: optionName(t, row.offer), monthly: texts.monthly, cash: texts.cash })}
          </Typography>
          <FigureList rows={figureRows(t, texts, SUMMARY_FIGURES)} sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: { md: 'auto auto auto auto' }, columnGap: { md: 3 } }} />
        </>
      ) : (
        <Typography component="p" variant="body2">
          {t('application.offer.noEstimate')}
        </Typography>
      )}
    </Box>
  );
}

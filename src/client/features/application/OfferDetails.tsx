// 'Your offer details' (spec section 2), in the sidebar of the offer screen: what the offers on the
// table reach at best, so the applicant keeps the whole range in view while choosing one.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../../core/offer/money';
import type { OfferSet } from '../../../generated/types/offer-set';
import { apiCall } from '../../lib/api';
import { formatPercent } from './offer/offer-view';
import { applicationPaths } from './status-table';

const getOffers = (path: string) => apiCall<OfferSet>('GET', path);

export function OfferDetails({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  // The same request as the offer screen's: SWR answers both from one call.
  const { data } = useSWR(applicationPaths.offers(uuid), getOffers, { revalidateOnFocus: false });
  const offers = data?.offers ?? [];
  if (offers.length === 0) return null;
  const terms = [...new Set(offers.map((o) => o.term))].sort((a, b) => a - b);
  const rows: Array<[string, string]> = [
    [t('shell.progress.maxDraw'), formatMoney(Math.max(...offers.map((o) => o.maxDraw)), 2)],
    [t('shell.progress.lowestRate'), formatPercent(Math.min(...offers.map((o) => o.rate)))],
    [t('shell.progress.terms'), terms.map((years) => t('shell.progress.termYears', { years })).join(', ')],
  ];
  return (
    <Box component="section" aria-labelledby="offer-details" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="offer-details" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('shell.progress.offerDetails')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

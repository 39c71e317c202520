// The pre-qualified amount as the screen's headline: the largest draw any option lends (the same
// figure as the sidebar's 'Draw up to'), with the property and its estimated value from the
// application answer when it has them: the property, its estimated value and the equity behind the
// amount (the value less the liens the credit check found).
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { formatMoney } from '../../../core/offer/money';
import { formatLimit } from '../../../core/offer/view';
import { FigureList } from '../../lib/FigureList';

export function OfferHeadline({ maxDraw, application }: { maxDraw: number; application: ApiHelocApplication | undefined }) {
  const { t } = useTranslation();
  const address = application?.property.address;
  const value = application?.adjustedHomeAmount;
  const rows: Array<[string, string]> = [];
  if (address) rows.push([t('application.offer.property'), [address.street1, address.street2, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', ')]);
  if (typeof value === 'number') rows.push([t('application.offer.propertyValue'), formatMoney(value, 0)]);
  const equity = application?.estimatedEquity;
  if (typeof equity === 'number') rows.push([t('application.offer.equity'), formatMoney(equity, 0)]);
  return (
    <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {t('application.offer.prequalified', { amount: formatLimit(maxDraw) })}
      </Typography>
      {rows.length > 0 && <FigureList rows={rows} />}
    </Box>
  );
}

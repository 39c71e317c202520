// The screen's headline: the cash to the applicant at the amount and option chosen (the same figure
// as the card's, the sidebar's and the early disclosures', src/core/offer/figures.ts), never the
// draw with its fee; under it the most cash the chosen option lends, and from the application
// answer when it has them: the property, its estimated value and the equity behind the amount (the
// value less the liens the credit check found).
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { formatMoney } from '../../../core/offer/money';
import { figureTexts, type OfferFigures } from '../../../core/offer/figures';
import { formatLimit } from '../../../core/offer/view';
import { FigureList } from '../../lib/FigureList';

interface Props {
  /** The chosen option's figures at the amount typed; undefined while the amount is not one it lends. */
  figures: OfferFigures | undefined;
  /** The most cash the chosen option lends. */
  maxCash: number;
  application: ApiHelocApplication | undefined;
}

export function OfferHeadline({ figures, maxCash, application }: Props) {
  const { t } = useTranslation();
  // The most cash and the property's facts: behind a button on a phone, where the options need the
  // room (the field's help says the range too); from md up in sight.
  const [open, setOpen] = useState(false);
  const address = application?.property.address;
  const value = application?.adjustedHomeAmount;
  const rows: Array<[string, string]> = [];
  if (address) rows.push([t('application.offer.property'), [address.street1, address.street2, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', ')]);
  if (typeof value === 'number') rows.push([t('application.offer.propertyValue'), formatMoney(value, 0)]);
  const equity = application?.estimatedEquity;
  if (typeof equity === 'number') rows.push([t('application.offer.equity'), formatMoney(equity, 0)]);
  return (
    <Box sx={{ mt: 2, p: { xs: 1.5, md: 2 }, borderRadius: 2, bgcolor: 'action.hover' }}>
      {figures && (
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', md: undefined } }}>
          {t('application.offer.headline', { cash: figureTexts(figures).cash })}
        </Typography>
      )}
      <Button
        aria-expanded={open}
        aria-controls="offer-property"
        onClick={() => setOpen(!open)}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
        size="small"
        sx={{ display: { md: 'none' } }}
      >
        {t('application.offer.propertyFacts')}
      </Button>
      <Box id="offer-property" sx={{ display: { xs: open ? 'block' : 'none', md: 'block' } }}>
        <Typography component="p" variant="body2" sx={{ mt: figures ? 0.5 : 0 }}>
          {t('application.offer.headlineMax', { maxCash: formatLimit(maxCash) })}
        </Typography>
        {rows.length > 0 && <FigureList rows={rows} />}
      </Box>
    </Box>
  );
}

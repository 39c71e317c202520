// The property details card (spec section 2, page shell: 'Property details card: address, property
// value, property condition'), beside the screens that are about the home's value or records
// (app/screens.tsx propertyCardScreens). A value or a condition not known yet is left out rather
// than shown as a guess.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import { FigureList } from '../../lib/FigureList';
import type { ApplicationAnswer } from './use-application';

/** One line of an address: street, unit, city, state and ZIP. */
const oneLine = ({ street1, street2, city, state, zip }: ApplicationAnswer['property']['address']) =>
  `${[street1, street2].filter(Boolean).join(' ')}, ${city}, ${state} ${zip}`;

export function PropertyDetails({ application }: { application: ApplicationAnswer }) {
  const { t } = useTranslation();
  const { property, adjustedHomeAmount } = application;
  const rows: Array<[string, string]> = [
    [t('application.propertyDetails.address'), oneLine(property.address)],
    ...(typeof adjustedHomeAmount === 'number' ? [[t('application.propertyDetails.value'), formatMoney(adjustedHomeAmount, 0)] as [string, string]] : []),
    ...(property.condition ? [[t('application.propertyDetails.condition'), t(`application.propertyDetails.conditions.${property.condition}`)] as [string, string]] : []),
  ];
  return (
    <Box component="section" aria-labelledby="property-details" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, mt: { md: 4 }, mb: { xs: 2, md: 0 } }}>
      <Typography id="property-details" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('application.propertyDetails.heading')}
      </Typography>
      {/* The sidebar's narrow column: a long street may break anywhere. */}
      <FigureList rows={rows} sx={{ gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1, fontSize: 'inherit' }} wrapAnywhere />
    </Box>
  );
}

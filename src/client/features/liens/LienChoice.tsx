// One lien: creditor, balance and minimum payment, and the Yes/No payoff question as a radio group.
import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import type { Lien } from './liens-view';

interface Props {
  lien: Lien;
  value: boolean | undefined;
  error: boolean;
  onChange: (payOff: boolean) => void;
}

export function LienChoice({ lien, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const id = `lien-${lien.id}`;
  return (
    <Box component="section" aria-labelledby={`${id}-name`} sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={`${id}-name`} component="h2" variant="h6">
        {lien.creditor}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0, mt: 1 }}>
        <Box component="dt">{t('liens.balance')}</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
          {formatMoney(lien.monetaryBalance, 2)}
        </Box>
        <Box component="dt">{t('liens.minimumPayment')}</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
          {formatMoney(lien.monetaryCalculatedNextPaymentMinimumAmount, 2)}
        </Box>
      </Box>
      <FormControl component="fieldset" required error={error} sx={{ mt: 2 }}>
        <FormLabel component="legend">{t('liens.payOff', { creditor: lien.creditor })}</FormLabel>
        <RadioGroup
          row
          name={`payoff-${lien.id}`}
          value={value === undefined ? '' : String(value)}
          onChange={(_, v) => onChange(v === 'true')}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <FormControlLabel value="true" control={<Radio />} label={t('liens.yes')} />
          <FormControlLabel value="false" control={<Radio />} label={t('liens.no')} />
        </RadioGroup>
        {error && (
          <FormHelperText id={`${id}-error`} role="alert">
            {t('liens.required')}
          </FormHelperText>
        )}
      </FormControl>
    </Box>
  );
}

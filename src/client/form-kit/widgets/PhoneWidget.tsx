// Mobile phone: a country (default US) and the number, formatted as typed (spec section 5). The
// country sits above the number, not beside it: beside it, a phone cut the country to 'United Stat…'
// and the number's message, drawn under the row, stood under the country (issue 15).
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRIES, formatPhone, phoneMaxLength } from './phone-format';
import { inputA11y } from './input-a11y';

export function PhoneWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const [country, setCountry] = useState(PHONE_COUNTRIES[0]!.country);
  const entry = PHONE_COUNTRIES.find((c) => c.country === country);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <TextField
        select
        id={`${id}-country`}
        label={t('fields.phoneCountry.label')}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        disabled={disabled || readonly}
        sx={{ width: { xs: '100%', sm: '16rem' } }}
      >
        {PHONE_COUNTRIES.map((c) => (
          <MenuItem key={c.country} value={c.country}>
            {t(`fields.phoneCountry.${c.country}`, {
              callingCode: c.callingCode,
            })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={id}
        label={label}
        required={required}
        fullWidth
        value={typeof value === 'string' ? value : ''}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        error={inputA11y(props)['aria-invalid']}
        type="tel"
        onChange={(e) => onChange(formatPhone(e.target.value, entry?.format) || undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          htmlInput: { ...inputA11y(props), maxLength: phoneMaxLength(entry) },
        }}
      />
    </Box>
  );
}

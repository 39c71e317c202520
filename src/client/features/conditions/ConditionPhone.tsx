// conditions/phone-number: a phone number where the lender can reach the applicant (the missing
// phone number condition), formatted (555) 555-5555 as everywhere else (spec section 5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, TextField } from '@mui/material';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { ConditionFrame } from './ConditionFrame';

/** Ten digits (a leading 1 is a country code, not part of the number) as (555) 555-5555, or undefined. */
export function formatPhone(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (!/^[2-9]\d{9}$/.test(digits)) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function ConditionPhone({ uuid }: BespokeScreenProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <ConditionFrame uuid={uuid} heading={t('conditions.phone.heading')}>
      {({ busy, send }) => (
        <Box
          component="form"
          noValidate
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            const phone = formatPhone(value);
            setInvalid(!phone);
            if (phone) void send({ phoneNumber: phone });
          }}
        >
          <TextField
            label={t('conditions.phone.label')}
            type="tel"
            autoComplete="tel-national"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={invalid}
            helperText={invalid ? t('conditions.phone.invalid') : undefined}
            fullWidth
            required
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
            {t('conditions.phone.submit')}
          </Button>
        </Box>
      )}
    </ConditionFrame>
  );
}

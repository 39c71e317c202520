// bank/autopay: automatic payments from the disbursement account (with the offer's AUTOPAY
// discount, spec section 3's discountList) or manual payments; bank/confirm confirms and sends.
import { useState } from 'react';
import { Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { accountKey, percent, screenPath, useClosing } from './closing-data';

export const PAYMENT_CHOICE_KEY = 'closing.paymentMethod';

export function BankAutopay({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useClosing(uuid);
  const [method, setMethod] = useState(() => sessionStorage.getItem(`${PAYMENT_CHOICE_KEY}:${uuid}`) ?? '');
  const [missing, setMissing] = useState(false);
  if (!data) return <ScreenLayout heading={t('closing.bank.autopay.heading')}><CircularProgress aria-label={t('common.form.loading')} /></ScreenLayout>;
  const mask = data.disburseAccount?.mask ?? '';
  return (
    <ScreenLayout heading={t('closing.bank.autopay.heading')}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!method) return setMissing(true);
          sessionStorage.setItem(`${PAYMENT_CHOICE_KEY}:${uuid}`, method);
          navigate(screenPath(uuid, 'bank/confirm'));
        }}
      >
        <FormControl component="fieldset" error={missing}>
          <FormLabel component="legend">{t('closing.bank.autopay.legend')}</FormLabel>
          <RadioGroup name="paymentMethod" value={method} onChange={(e) => (setMethod(e.target.value), setMissing(false))}>
            <FormControlLabel value="AUTOPAY" control={<Radio />} label={t(accountKey('closing.bank.autopay.autopay', data.disburseAccount), { mask })} />
            <FormControlLabel value="MANUAL" control={<Radio />} label={t('closing.bank.autopay.manual')} />
          </RadioGroup>
          {missing && <FormHelperText>{t('errors.required')}</FormHelperText>}
        </FormControl>
        {data.autopayDiscount && (
          <Typography component="p" sx={{ mt: 1 }}>
            {t('closing.bank.autopay.autopayDiscount', { rate: percent(data.autopayDiscount.rate), discounted: percent(data.autopayDiscount.rateWithDiscount) })}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained">
            {t('closing.bank.autopay.continue')}
          </Button>
        </Box>
      </Box>
      <SupportLine />
    </ScreenLayout>
  );
}

// bank/confirm: the disbursement account (last four digits only) and the payment method chosen on
// bank/autopay, confirmed and sent as CHOOSE_PAYMENT.
import { useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { RequiredCheckbox } from '../../lib/RequiredCheckbox';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { PAYMENT_CHOICE_KEY } from './BankAutopay';
import { accountKey, percent, screenPath, useClosing } from './closing-data';
import { CHOOSE_PAYMENT } from '../../../generated/events';

export function BankConfirm({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  const { data } = useClosing(uuid);
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const method = sessionStorage.getItem(`${PAYMENT_CHOICE_KEY}:${uuid}`);
  if (method !== 'AUTOPAY' && method !== 'MANUAL') return <Navigate to={screenPath(uuid, 'bank/autopay')} replace />;
  if (!data) return <ScreenLayout heading={t('closing.bank.confirm.heading')}><CircularProgress aria-label={t('common.form.loading')} /></ScreenLayout>;
  const account = data.disburseAccount;
  const rows: Array<[string, string]> = [
    [t('closing.bank.confirm.disburse'), account ? t(accountKey('closing.bank.confirm.account', account), { mask: account.mask }) : ''],
    ...(account?.routingMask ? [['', t('closing.bank.confirm.routing', { mask: account.routingMask })] as [string, string]] : []),
    [t('closing.bank.confirm.payments'), method === 'AUTOPAY' ? t(accountKey('closing.bank.confirm.autopay', account), { mask: account?.mask ?? '' }) : t('closing.bank.confirm.manual')],
    ...(method === 'AUTOPAY' && data.autopayDiscount ? [[t('closing.bank.confirm.rate'), percent(data.autopayDiscount.rateWithDiscount)] as [string, string]] : []),
  ];
  return (
    <ScreenLayout heading={t('closing.bank.confirm.heading')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
        {rows.map(([term, value], i) => (
          <Box key={i} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!agreed) return setMissing(true);
          void event.send(CHOOSE_PAYMENT, { paymentMethod: method, confirmed: true });
        }}
      >
        <RequiredCheckbox
          id="confirm-missing"
          checked={agreed}
          onChange={(checked) => (setAgreed(checked), setMissing(false))}
          label={t('closing.bank.confirm.agree')}
          message={t('errors.required')}
          showError={missing}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={event.busy}>
            {t(event.busy ? 'events.busy' : 'closing.bank.confirm.submit')}
          </Button>
          <Button component={RouterLink} to={screenPath(uuid, 'bank/autopay')} variant="text">
            {t('closing.bank.confirm.change')}
          </Button>
        </Stack>
      </Box>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

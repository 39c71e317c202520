// complete: the funding amount and what happens next; during the right of rescission the date it
// ends and the online cancel (RESCIND); once funded, the amount sent. It keeps reading the closing
// view while the pipeline records and funds, and stays on this page when the line is funded.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { calendarDay, money, pacific, useClosing } from './closing-data';
import { RESCIND } from '../../../generated/events';

export function Complete({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const { data, mutate } = useClosing(uuid, 3000);
  const event = useApplicationEvent(uuid, reroute);
  const [cancelling, setCancelling] = useState(false);
  const [sure, setSure] = useState(false);
  if (!data) return <ScreenLayout heading={t('closing.complete.heading')}><CircularProgress aria-label={t('common.form.loading')} /></ScreenLayout>;
  if (data.status === 'CANCELLED') return <ScreenLayout heading={t('closing.complete.cancelled')}><SupportLine /></ScreenLayout>;
  const funded = data.funded;
  return (
    <ScreenLayout heading={funded ? t('closing.complete.funded') : t('closing.complete.heading')}>
      {funded ? (
        <Typography component="p">{t('closing.complete.fundedBody', { amount: money(funded.amount), date: pacific(funded.fundedAt, false) })}</Typography>
      ) : (
        data.fundingAmount !== null && (
          <Box component="dl" sx={{ m: 0 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('closing.complete.amount')}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {money(data.fundingAmount)}
            </Typography>
          </Box>
        )
      )}
      {!funded && data.rescission?.open && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('closing.complete.rescission', { date: calendarDay(data.rescission.lastDay) })}
        </Alert>
      )}
      {!funded && data.isInvestment && (
        <Typography component="p" sx={{ mt: 2 }}>
          {t('closing.complete.noRescission')}
        </Typography>
      )}
      {!funded && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
            {t('closing.complete.next')}
          </Typography>
          <Box component="ol" sx={{ pl: 3 }}>
            {!data.isInvestment && <li>{t('closing.complete.step1')}</li>}
            <li>{t('closing.complete.step2')}</li>
            <li>{t('closing.complete.step3')}</li>
          </Box>
        </>
      )}
      {data.rescission?.open && event.status?.events.includes(RESCIND) && (
        <Box sx={{ mt: 2 }}>
          {cancelling ? (
            <Box
              component="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (sure) void event.send(RESCIND, { confirmed: true }, { onDone: () => void mutate() });
              }}
            >
              <FormControlLabel control={<Checkbox checked={sure} onChange={(e) => setSure(e.target.checked)} />} label={t('closing.complete.cancelConfirm')} />
              <Box>
                <Button type="submit" color="error" variant="contained" disabled={!sure || event.busy}>
                  {t(event.busy ? 'events.busy' : 'closing.complete.cancelSubmit')}
                </Button>
              </Box>
            </Box>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
              {t('closing.complete.cancel')}
            </Button>
          )}
        </Box>
      )}
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

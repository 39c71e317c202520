// notary/reserve-manual: one of the notary provider's open slots (RESERVE_NOTARY); once reserved,
// the booked visit, while the page waits for the notary to report the deed signed.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { closingRoutes } from '../../../core/contract/closing-routes';
import type { ApiNotarySlots } from '../../../generated/types/api-notary-slots';
import { apiCall } from '../../lib/api';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { pacific, useClosing } from './closing-data';
import { RESERVE_NOTARY } from '../../../generated/events';

const getSlots = (path: string) => apiCall<ApiNotarySlots>('GET', path);

export function ReserveManual({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  const reserving = event.status?.events.includes(RESERVE_NOTARY) === true;
  const { data: closing } = useClosing(uuid, reserving ? 0 : 5000);
  const slots = useSWR(reserving ? closingRoutes.notarySlots.path({ uuid }) : null, getSlots, { revalidateOnFocus: false });
  const [slotId, setSlotId] = useState('');
  const [missing, setMissing] = useState(false);
  // The notary reported the deed signed while the page waited: follow the status.
  const moved = !!closing && !!event.status && closing.status !== event.status.status && !reserving;
  useEffect(() => {
    if (moved) reroute();
  }, [moved, reroute]);

  if (!event.status) return <ScreenLayout heading={t('closing.notary.reserveManual.heading')}><CircularProgress aria-label={t('common.form.loading')} /></ScreenLayout>;
  if (!reserving) {
    const r = closing?.reservation;
    return (
      <ScreenLayout heading={t('closing.notary.reserveManual.reserved')}>
        {r ? <Typography component="p">{t('closing.notary.reserveManual.reservedBody', { notary: r.notaryName, when: pacific(r.startsAt) })}</Typography> : <CircularProgress aria-label={t('common.form.loading')} />}
        <SupportLine />
      </ScreenLayout>
    );
  }
  let body;
  if (slots.error) body = <Alert severity="error">{t('closing.notary.reserveManual.loadFailed')}</Alert>;
  else if (!slots.data) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (slots.data.slots.length === 0) body = <Alert severity="info">{t('closing.notary.reserveManual.none')}</Alert>;
  else
    body = (
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!slotId) return setMissing(true);
          void event.send(RESERVE_NOTARY, { slotId });
        }}
      >
        <FormControl error={missing} component="fieldset">
          <FormLabel component="legend">{t('closing.notary.reserveManual.slotsLabel')}</FormLabel>
          <RadioGroup name="slot" value={slotId} onChange={(e) => (setSlotId(e.target.value), setMissing(false))}>
            {slots.data.slots.map((slot) => (
              <FormControlLabel key={slot.slotId} value={slot.slotId} control={<Radio />} label={`${pacific(slot.startsAt)} · ${slot.notaryName}`} />
            ))}
          </RadioGroup>
          {missing && <FormHelperText>{t('errors.required')}</FormHelperText>}
        </FormControl>
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={event.busy}>
            {t(event.busy ? 'events.busy' : 'closing.notary.reserveManual.submit')}
          </Button>
        </Box>
      </Box>
    );
  return (
    <ScreenLayout heading={t('closing.notary.reserveManual.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('closing.notary.reserveManual.body')}
      </Typography>
      {body}
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

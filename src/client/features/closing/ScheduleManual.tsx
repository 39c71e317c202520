// notary/schedule-manual: a notary in person instead of the eNotary, for the manual notarisation
// fee (spec section 9: $350), agreed to before REQUEST_MANUAL_NOTARY is sent.
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { RequiredCheckbox } from '../../lib/RequiredCheckbox';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { money, screenPath, useClosing } from './closing-data';
import { REQUEST_MANUAL_NOTARY } from '../../../generated/events';

export function ScheduleManual({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  const { data } = useClosing(uuid);
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const fee = money(data?.manualNotaryFee ?? 350);
  return (
    <ScreenLayout heading={t('closing.notary.scheduleManual.heading')}>
      <Typography component="p">{t('closing.notary.scheduleManual.body')}</Typography>
      <Typography component="p" sx={{ mt: 1, fontWeight: 600 }}>
        {t('closing.notary.scheduleManual.fee', { fee })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!accepted) return setMissing(true);
          void event.send(REQUEST_MANUAL_NOTARY, { feeAccepted: true });
        }}
      >
        <RequiredCheckbox
          id="fee-missing"
          checked={accepted}
          onChange={(checked) => (setAccepted(checked), setMissing(false))}
          label={t('closing.notary.scheduleManual.accept', { fee })}
          message={t('errors.required')}
          showError={missing}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={event.busy}>
            {t(event.busy ? 'events.busy' : 'closing.notary.scheduleManual.submit')}
          </Button>
          <Button component={RouterLink} to={screenPath(uuid, 'notary/intro')} variant="text">
            {t('closing.notary.scheduleManual.back')}
          </Button>
        </Stack>
      </Box>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

// notary/intro: 'Talk to eNotary' inside the eNotary's hours (Monday-Saturday 6 am-6 pm Pacific;
// the server's guard decides, the screen shows its answer), 'Schedule Notary Session' for a notary
// in person, and 'Why we need your location'. While the notary's documents are prepared or an
// attorney reviews them, it says so; once the session is open, it leads to notary/session.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { LocationHelp } from './LocationHelp';
import { screenPath, useClosing } from './closing-data';
import { REQUEST_MANUAL_NOTARY, START_ENOTARY } from '../../../generated/events';

export function NotaryIntro({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  const preparing = event.status?.status === 'GEN_NOTARY_DISCLOSURE';
  const { data } = useClosing(uuid, preparing ? 3000 : 0);
  // The documents got ready while the page waited: follow the status.
  useEffect(() => {
    if (preparing && data && data.status !== 'GEN_NOTARY_DISCLOSURE') reroute();
  }, [preparing, data, reroute]);
  const [help, setHelp] = useState(false);
  const status = event.status?.status;
  const events = event.status?.events ?? [];
  let body;
  if (!event.status || !data) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (preparing) body = <Typography component="p">{t('closing.notary.intro.preparing')}</Typography>;
  else if (status === 'ATTORNEY_REVIEW') body = <Typography component="p">{t('closing.notary.intro.attorney')}</Typography>;
  else
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography component="p">{t('closing.notary.intro.hours', { hours: data.enotary.hours })}</Typography>
        {status === 'DEED_SIGNING' ? (
          <Button component={RouterLink} to={screenPath(uuid, 'notary/session')} variant="contained">
            {t('closing.notary.intro.join')}
          </Button>
        ) : events.includes(START_ENOTARY) ? (
          <Button variant="contained" disabled={event.busy} onClick={() => void event.send(START_ENOTARY, undefined, { onDone: () => reroute() })}>
            {t(event.busy ? 'events.busy' : 'closing.notary.intro.start')}
          </Button>
        ) : (
          <Alert severity="info">{t('closing.notary.intro.closed')}</Alert>
        )}
        {events.includes(REQUEST_MANUAL_NOTARY) && (
          <Button component={RouterLink} to={screenPath(uuid, 'notary/schedule-manual')} variant="outlined">
            {t('closing.notary.intro.manual')}
          </Button>
        )}
        <Button variant="text" onClick={() => setHelp(true)}>
          {t('closing.notary.intro.locationLink')}
        </Button>
      </Stack>
    );
  return (
    <ScreenLayout heading={t('closing.notary.intro.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('closing.notary.intro.body')}
      </Typography>
      <Box>{body}</Box>
      <LocationHelp open={help} onClose={() => setHelp(false)} />
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

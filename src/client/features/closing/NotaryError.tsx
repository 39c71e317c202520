// notary/error: the eNotary session failed; another session (RETRY_ENOTARY) or a notary in person.
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { screenPath } from './closing-data';
import { RETRY_ENOTARY } from '../../../generated/events';

export function NotaryError({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  return (
    <ScreenLayout heading={t('closing.notary.error.heading')}>
      <Typography component="p">{t('closing.notary.error.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" disabled={event.busy} onClick={() => void event.send(RETRY_ENOTARY)}>
          {t(event.busy ? 'events.busy' : 'closing.notary.error.retry')}
        </Button>
        <Button component={RouterLink} to={screenPath(uuid, 'notary/schedule-manual')} variant="outlined">
          {t('closing.notary.intro.manual')}
        </Button>
      </Stack>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

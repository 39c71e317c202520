// The identity screens' frame: heading, the failed-check message (the applicant is back after
// FAILED_VERIFICATION), the introduction, the step, the event's failure and the support line.
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import type { useApplicationEvent } from '../../lib/use-application-event';
import { IdentityFailedNotice } from './IdentityFailedNotice';

export function IdentityFrame({ uuid, event, children }: { uuid: string; event: ReturnType<typeof useApplicationEvent>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ScreenLayout heading={t('identity.heading')}>
      <IdentityFailedNotice uuid={uuid} status={event.status} />
      <Typography component="p" variant="body1">
        {t('identity.intro')}
      </Typography>
      {children}
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

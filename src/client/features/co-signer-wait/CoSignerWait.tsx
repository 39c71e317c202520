// signing/co-signer-wait (issue 31): the applicant has signed and waits for another owner on title
// (WAITING_FOR_CO_DEED). Instead of "this usually takes less than a minute" for as long as that
// takes, the screen names who it waits for and since when, lets the applicant mail the invitation
// again (a new link, perhaps to a corrected email), and moves on by itself once they have signed.
import { useState } from 'react';
import useSWR from 'swr';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { useStatusChange } from '../../lib/screen/use-status-change';
import { SupportLine } from '../../lib/SupportLine';
import { InvitationCard } from './InvitationCard';
import { invitationsKey, readInvitations } from './invitations-api';

export function CoSignerWait({ uuid, version, reroute }: ScreenProps) {
  const { t } = useTranslation();
  // The status is read again every few seconds: the page moves on once every signer has signed.
  useStatusChange(uuid, version, reroute);
  const { data, error, mutate } = useSWR(invitationsKey(uuid), readInvitations, { revalidateOnFocus: true });
  const invitations = data?.invitations ?? [];
  const [only] = invitations;
  const heading = invitations.length === 1 && only ? t('application.screens.coSignerWait.heading', { name: `${only.firstName} ${only.lastName}` }) : t('application.screens.coSignerWait.headingSeveral');
  const [announcement, setAnnouncement] = useState('');
  // The heading names who once it is known: one heading on arrival, not a general one then a name.
  if (!data && !error) return null;
  return (
    <ScreenLayout heading={heading}>
      <Typography component="p" variant="body1">
        {t('application.screens.coSignerWait.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, display: 'grid', gap: 2 }}>
        {invitations.map((invitation) => (
          <InvitationCard
            key={invitation.uuid}
            uuid={uuid}
            invitation={invitation}
            onSent={(email) => {
              setAnnouncement(t('application.screens.coSignerWait.resent', { email }));
              void mutate();
            }}
          />
        ))}
      </Box>
      {/* Polite: what a resend did, read out once, without moving focus. */}
      <Typography role="status" component="p" variant="body1" sx={{ mt: announcement ? 2 : 0, fontWeight: 600 }}>
        {announcement}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 3 }}>
        {t('application.screens.coSignerWait.next')}
      </Typography>
      <SupportLine />
    </ScreenLayout>
  );
}

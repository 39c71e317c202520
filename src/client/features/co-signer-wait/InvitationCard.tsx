// One invited owner on the co-signer wait screen: their name, when and where the invitation went,
// and, until they accept it, "Resend the invitation" and "Change their email" (a new link to a
// corrected address). A refusal (too many resends, accepted meanwhile) shows the server's words.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { resendInvitation, type Invitation } from './invitations-api';

interface Props {
  uuid: string;
  invitation: Invitation;
  onSent: (email: string) => void;
}

export function InvitationCard({ uuid, invitation, onSent }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(invitation.email);
  const [problem, setProblem] = useState<string | undefined>();
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(new Date(invitation.sentAt));
  const headingId = `invitation-${invitation.uuid}`;

  const send = async (to: string | undefined) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await resendInvitation(uuid, invitation.uuid, to);
      setEditing(false);
      onSent(to ?? invitation.email);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.failure.message : t('application.screens.coSignerWait.failed'));
    } finally {
      setBusy(false);
    }
  };
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    void send(email.trim());
  };

  return (
    <Box component="li" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {invitation.accepted ? t('application.screens.coSignerWait.accepted', { name: invitation.firstName }) : t('application.screens.coSignerWait.invited', { date, email: invitation.email })}
      </Typography>
      {!invitation.accepted && !editing && (
        <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={busy} onClick={() => void send(undefined)}>
            {t('application.screens.coSignerWait.resend')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => setEditing(true)}>
            {t('application.screens.coSignerWait.changeEmail')}
          </Button>
        </Box>
      )}
      {!invitation.accepted && editing && (
        <Box component="form" onSubmit={submitEmail} sx={{ mt: 2, display: 'grid', gap: 2 }}>
          <TextField type="email" autoComplete="off" required label={t('application.screens.coSignerWait.newEmail')} value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('application.screens.coSignerWait.sendToNewEmail')}
            </Button>
            <Button variant="text" disabled={busy} onClick={() => setEditing(false)}>
              {t('application.screens.coSignerWait.cancel')}
            </Button>
          </Box>
        </Box>
      )}
      <Box role="alert">
        {problem && (
          <Alert severity="error" role="none" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

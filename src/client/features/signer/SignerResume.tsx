// /heloc-signer/resume: with ?token= (the invitation's link) the co-signer chooses a password under
// the registration's rules (checked by the server, whose words are shown) and is signed in; without
// one, the signed-in co-signer is taken to where they left off (the co-deed status decides).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircularProgress, Typography } from '@mui/material';
import { SetPasswordForm } from '../../lib/CredentialForms';
import { acceptInvitation } from './signer-api';
import { signerPageFor } from './signer-pages';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

export function SignerResume() {
  const token = new URLSearchParams(useLocation().search).get('token');
  const [accepted, setAccepted] = useState(false);
  return token && !accepted ? <SetPassword token={token} onDone={() => setAccepted(true)} /> : <ToWhereLeftOff />;
}

function ToWhereLeftOff() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useCoDeedStatus();
  useEffect(() => {
    if (data) navigate(signerPageFor(data), { replace: true });
  }, [data, navigate]);
  return (
    <SignerLayout heading={t('signer.title')}>
      <CircularProgress aria-label={t('signer.resume.checking')} />
    </SignerLayout>
  );
}

function SetPassword({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = async (password: string) => {
    await acceptInvitation(token, password);
    // The token is spent: drop it from the address, then find where to go.
    navigate({ search: '' }, { replace: true });
    onDone();
  };
  return (
    <SignerLayout heading={t('signer.resume.heading')}>
      <Typography component="p" variant="body1">
        {t('signer.resume.intro')}
      </Typography>
      <SetPasswordForm copyPrefix="signer.resume" save={save} failureText={(f) => f.fields[0]?.message ?? f.message} look="column" />
    </SignerLayout>
  );
}

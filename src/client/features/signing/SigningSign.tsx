// signing/sign: each document that needs a signature, one after the other, in the viewer. Sign is
// enabled only once the document's bottom marker has been at least 25% visible; the signature
// (the typed name and the yes to the signing statement) is sent with the SHA-256 of the document's
// stored bytes, so it is bound to exactly what was shown. When every document is signed, Finish
// signing hands the envelope to the e-sign provider.
import '../../lib/bespoke-copy';
import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { RequiredCheckbox } from '../../lib/RequiredCheckbox';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { documentTitle, DocumentView } from './DocumentView';
import { closingDocumentsKey, readClosingDocuments, type ClosingDocument } from './signing-api';
import { FINISH_SIGNING, SIGN_DOCUMENT } from '../../../generated/events';

export function SigningSign({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, mutate } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  const event = useApplicationEvent(uuid, reroute);
  useEffect(() => {
    if (data && !data.esignConsented) navigate(pageRoutes.screen(uuid, 'signing/intro'), { replace: true });
  }, [data, navigate, uuid]);
  const toSign = data?.documents.filter((d) => d.requiresSignature) ?? [];
  const next = toSign.find((d) => !d.signedAt);
  return (
    <ScreenLayout heading={t('signing.sign.heading')}>
      {!data?.esignConsented ? (
        <CircularProgress aria-label={t('common.form.loading')} />
      ) : next ? (
        <SignOne
          key={next.uuid}
          uuid={uuid}
          document={next}
          index={toSign.indexOf(next) + 1}
          count={toSign.length}
          event={event}
          onSigned={() => void mutate()}
        />
      ) : (
        <>
          <Typography component="p" variant="body1">
            {t('signing.sign.allSigned')}
          </Typography>
          <EventAlert failure={event.failure} />
          <Button variant="contained" sx={{ mt: 2 }} disabled={event.busy} onClick={() => void event.send(FINISH_SIGNING)}>
            {t('signing.sign.finish')}
          </Button>
        </>
      )}
      <Typography component="p" variant="body1" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/support')} variant="text" sx={{ px: 0 }}>
          {t('signing.intro.help')}
        </Button>
      </Typography>
      <SupportLine />
    </ScreenLayout>
  );
}

function SignOne(props: { uuid: string; document: ClosingDocument; index: number; count: number; event: ReturnType<typeof useApplicationEvent>; onSigned: () => void }) {
  const { uuid, document, index, count, event, onSigned } = props;
  const { t } = useTranslation();
  const [readToEnd, setReadToEnd] = useState(false);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const nameValid = name.trim().length >= 2;
  const title = documentTitle(document, t);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!readToEnd || !nameValid || !agree) return;
    const answer = await event.send(SIGN_DOCUMENT, { documentUuid: document.uuid, sha256: document.sha256, signatureName: name.trim(), agree: true }, { onDone: onSigned, stay: true });
    // Refused (the document changed, or a stale tab): read the documents as they are now.
    if (!answer) onSigned();
  };
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {t('signing.sign.progress', { index, count, title })}
      </Typography>
      <Typography component="p" variant="body2" id="sign-scroll-hint" sx={{ mt: 1 }}>
        {t('signing.sign.scrollHint')}
      </Typography>
      <DocumentView uuid={uuid} document={document} onReachedEnd={() => setReadToEnd(true)} />
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 3 }}>
        <Typography component="p" variant="body2">
          {t('signing.sign.statement')}
        </Typography>
        <TextField
          sx={{ mt: 2 }}
          label={t('signing.sign.nameLabel')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          error={submitted && !nameValid}
          helperText={submitted && !nameValid ? t('signing.sign.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 100, 'aria-invalid': submitted && !nameValid } }}
          fullWidth
        />
        <RequiredCheckbox id="sign-agree-error" checked={agree} onChange={setAgree} label={t('signing.sign.agreeLabel')} message={t('signing.sign.agreeRequired')} showError={submitted} />
        <EventAlert failure={event.failure} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!readToEnd || event.busy} aria-describedby={readToEnd ? undefined : 'sign-scroll-hint'}>
          {t('signing.sign.submit')}
        </Button>
      </Box>
    </>
  );
}

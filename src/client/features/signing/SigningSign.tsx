// signing/sign: each document that needs a signature, one after the other, in the viewer, drawn by
// the signature form a co-signer's screen shares (lib/SignatureForm: Sign enabled once the
// document's bottom marker has been at least 25% visible; the typed name and the yes to the
// signing statement go with the SHA-256 of the stored bytes, so the signature is bound to exactly
// what was shown, checked by the signature's schema before it is sent). When every document is signed, Finish
// signing hands the envelope to the e-sign provider.
import '../../lib/bespoke-copy';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { DocumentView } from './DocumentView';
import { documentTitle } from '../../lib/document-title';
import { SignatureForm } from '../../lib/SignatureForm';
import type { ApiSignDocument } from '../../../generated/types/api-sign-document';
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
  const sign = async (answers: ApiSignDocument) => {
    const answer = await event.send(SIGN_DOCUMENT, { ...answers }, { onDone: onSigned, stay: true });
    // Refused (the document changed, or a stale tab): read the documents as they are now.
    if (!answer) onSigned();
  };
  return (
    <SignatureForm
      document={document}
      title={documentTitle(document, t)}
      index={index}
      count={count}
      viewer={(onReachedEnd) => <DocumentView uuid={uuid} document={document} onReachedEnd={onReachedEnd} />}
      busy={event.busy}
      failure={event.failure}
      onSign={(answers) => void sign(answers)}
    />
  );
}

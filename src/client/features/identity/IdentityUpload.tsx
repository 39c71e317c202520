// identity/upload: where the id-document flow (the form screen at identity) finishes. The chosen
// document type is that flow's draft (contract: GET .../answers/id-document → { answers }); the
// images and SUBMIT_IDENTITY_DOCUMENTS are as on the identity screen.
import '../../lib/bespoke-copy';
import { CircularProgress, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { useApplicationEvent } from '../../lib/use-application-event';
import { IdDocumentsForm } from './IdDocumentsForm';
import { IdentityFrame } from './IdentityFrame';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from './identity-view';
import { pageRoutes } from '../../../core/contract/routes';

const getDraft = (path: string) => apiCall<{ answers?: { documentType?: unknown } }>('GET', path);

export function IdentityUpload({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute ?? onStatusChange);
  // 404 when the flow saved nothing yet: the choice is made again.
  const { data, error } = useSWR(`${applicationApi.application(uuid)}/answers/id-document`, getDraft, { revalidateOnFocus: false, revalidateOnMount: true });
  const chosen = data?.answers?.documentType;
  const type = ID_DOCUMENT_TYPES.find((x) => x === chosen) as IdDocumentType | undefined;
  const choose = (
    <Link component={RouterLink} to={pageRoutes.screen(uuid, 'identity')}>
      {t('identity.back')}
    </Link>
  );
  let body;
  if (!data && !error) body = <CircularProgress aria-label={t('common.form.loading')} sx={{ mt: 2 }} />;
  else if (!type) body = <Typography component="p" sx={{ mt: 2 }}>{t('identity.noType')} {choose}</Typography>;
  else body = <IdDocumentsForm uuid={uuid} type={type} event={event} back={choose} />;
  return (
    <IdentityFrame uuid={uuid} event={event}>
      {body}
    </IdentityFrame>
  );
}

// Why the applicant is back at the identity screens: the last identity check failed
// (FAILED_VERIFICATION leads back to IDENTITY_VERIFICATION). Read from the status answer's routing
// (the one the screen holds, else read here, as on the identity form screen).
import '../../lib/bespoke-copy';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { verificationFailed } from './identity-view';

const read = (path: string) => apiCall<unknown>('GET', path);

export function IdentityFailedNotice({ uuid, status }: { uuid: string; status?: unknown }) {
  const { t } = useTranslation();
  const { data: answer } = useSWR(status === undefined ? applicationApi.status(uuid) : null, read, { revalidateOnFocus: false, revalidateOnMount: true });
  if (!verificationFailed(status ?? answer)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('identity.failed')}
    </Alert>
  );
}

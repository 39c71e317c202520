// The applications a broker's referrals became (Application ID, borrower, property state, status
// in words, last update), read-only: no link into an application, whose routes a broker may not use.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { brokerApiRoutes } from '../../../core/contract/broker-routes';
import type { ApiBrokerApplications } from '../../../generated/types/api-broker-applications';
import { apiCall } from '../../lib/api';
import { stageOf } from '../../lib/dashboard-stages';
import { FigureList } from '../../lib/FigureList';

const get = (path: string) => apiCall<ApiBrokerApplications>('GET', path);

export function ReferredApplications() {
  const { t, i18n } = useTranslation();
  const { data, error } = useSWR(brokerApiRoutes.applications.path({}), get, { revalidateOnFocus: false });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Box component="section" aria-labelledby="referred-heading">
      <Typography id="referred-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('broker.dashboard.applicationsHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('broker.dashboard.readOnly')}
      </Typography>
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && data.length === 0 && <Typography>{t('broker.dashboard.none')}</Typography>}
      {data && data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {data.map((a) => (
            <Card key={a.loanNumber} component="li" variant="outlined">
              <CardContent>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {a.borrowerName}
                </Typography>
                <FigureList
                  wrapAnywhere
                  rows={[
                    [t('broker.dashboard.applicationId'), a.loanNumber],
                    [t('broker.dashboard.propertyState'), a.propertyState],
                    [t('broker.dashboard.status'), t(stageOf(a).status)],
                    [t('broker.dashboard.updated'), date.format(new Date(a.updatedAt))],
                  ]}
                />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}

// income/review: the ways to verify income the offer set asks for (its incomeRequestRecords; all
// three when it names none), each leading to its screen; only the tax returns when the server takes
// them instead (self-employ-tax-verification for a self-employed applicant: the status's events).
import '../../lib/bespoke-copy';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { OfferSet } from '../../../generated/types/offer-set';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { DOCUMENTS_PARAM, incomeMethodsFor, isSelfEmployedDocuments, type IncomeMethod } from './income-view';
import { useApplicationEvent } from '../../lib/use-application-event';
import { pageRoutes } from '../../../core/contract/routes';

const getOffers = (path: string) => apiCall<OfferSet>('GET', path);

const SCREEN: Record<IncomeMethod, string> = {
  payroll: 'income/link/payroll',
  bank: 'income/link/bank',
  upload: 'income/upload',
  taxReturns: `income/upload?${DOCUMENTS_PARAM}=taxReturns`,
  businessStatements: `income/upload?${DOCUMENTS_PARAM}=businessStatements`,
};

/** The intro: the one self-employed document's, either's when both are asked, else the general one. */
function introKey(methods: IncomeMethod[]): string {
  const documents = methods.filter(isSelfEmployedDocuments);
  if (documents.length === 0) return 'income.review.intro';
  return documents.length === 1 ? `income.review.${documents[0]}Intro` : 'income.review.selfEmployedIntro';
}

export function IncomeReview({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(applicationApi.offers(uuid), getOffers, { revalidateOnFocus: false });
  const { status, failure } = useApplicationEvent(uuid);
  // Without the offer set (not yet read, or failed), every method is offered.
  const methods = incomeMethodsFor(status?.events, error ? undefined : data);
  const loading = (!data && !error) || (!status && !failure);
  return (
    <ScreenLayout heading={t('income.review.heading')}>
      <Typography component="p" variant="body1">
        {t(introKey(methods))}
      </Typography>
      {loading ? (
        <CircularProgress aria-label={t('common.form.loading')} sx={{ mt: 2 }} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {methods.map((method) => (
            <Box component="li" key={method} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography component="h2" variant="h6">
                {t(`income.methods.${method}.title`)}
              </Typography>
              <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
                {t(`income.methods.${method}.body`)}
              </Typography>
              <Button component={RouterLink} to={pageRoutes.screen(uuid, SCREEN[method])} variant="outlined" sx={{ mt: 1 }}>
                {t(`income.methods.${method}.action`)}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <SupportLine />
    </ScreenLayout>
  );
}

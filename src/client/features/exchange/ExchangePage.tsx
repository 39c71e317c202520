// /exchange (spec section 2's navigation target): for each of the applicant's crypto-backed lines
// (the product's isCrypto in the list answer), the account its draws are paid to and the draws
// themselves (GET .../{uuid}/exchange: amount, date, status). An applicant without such a line is
// told plainly that there is nothing here. Signed out: sign in first, then come back.
import '../../lib/exchange-copy';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert, Box, Container, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { HOME_PATH } from '../../../core/contract/ids';
import { apiRoutes, pageRoutes } from '../../../core/contract/routes';
import type { ApiExchange } from '../../../generated/types/api-exchange';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { apiCall } from '../../lib/api';
import { isSignedIn } from '../../lib/auth-token';
import { PageLoader } from '../../lib/loader/PageLoader';
import { loginUrl } from '../../lib/login-url';
import { PageHeading } from '../../lib/PageHeading';
import { formatMoney } from '../../../core/offer/money';

/** A draw's day, in Pacific Time as the closing screens show dates. */
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));

const getJson = <T,>(path: string) => apiCall<T>('GET', path);

export function ExchangePage() {
  if (!isSignedIn()) return <Navigate to={loginUrl(pageRoutes.exchange)} replace />;
  return <ExchangeLines />;
}

function ExchangeLines() {
  const { t } = useTranslation();
  const { data, error } = useSWR(apiRoutes.list.path({}), getJson<ApiHelocApplication[]>, { revalidateOnFocus: false });
  const lines = (data ?? []).filter((a) => a.isCrypto && !a.isInquiry);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageLoader busy={!data && !error} />
      <PageHeading text={t('exchange.heading')} sx={{ mb: 2 }} />
      {error && <Alert severity="error">{t('exchange.loadFailed')}</Alert>}
      {data && lines.length === 0 && (
        <>
          <Typography component="p">{t('exchange.none')}</Typography>
          <Link component={RouterLink} to={HOME_PATH} sx={{ display: 'inline-block', mt: 2 }}>
            {t('exchange.toDashboard')}
          </Link>
        </>
      )}
      {lines.length > 0 && <Typography component="p">{t('exchange.intro')}</Typography>}
      {lines.map((line) => (
        <ExchangeLine key={line.uuid} uuid={line.uuid} />
      ))}
    </Container>
  );
}

function ExchangeLine({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(apiRoutes.exchange.path({ uuid }), getJson<ApiExchange>, { revalidateOnFocus: false });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{t('exchange.loadFailed')}</Alert>;
  if (!data) return null;
  const headingId = `exchange-${uuid}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('exchange.line', { loanNumber: data.loanNumber })}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, fontWeight: 600 }}>
        {t('exchange.account.heading')}
      </Typography>
      <Typography component="p">{t(data.account ? 'exchange.account.exchange' : 'exchange.account.notYet')}</Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('exchange.draws.heading')}
      </Typography>
      {data.draws.length === 0 ? (
        <Typography component="p">{t('exchange.draws.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('exchange.draws.caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('exchange.draws.amount')}</TableCell>
              <TableCell>{t('exchange.draws.date')}</TableCell>
              <TableCell>{t('exchange.draws.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.draws.map((draw, i) => (
              <TableRow key={draw.referenceId ?? i}>
                <TableCell>{formatMoney(draw.amount, 2)}</TableCell>
                <TableCell>{draw.date ? day(draw.date) : t('exchange.draws.pendingDate')}</TableCell>
                <TableCell>{t(`exchange.draws.statuses.${draw.status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

// /staff/applications: the search (loan number, applicant email or last name, status) and one page
// of results as a table whose loan numbers open the application. The terms live in the URL, so
// Back from an application returns to the same results.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Container, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffSearch } from '../../../generated/types/api-staff-search';
import { productNameKey, products } from '../../lib/products';

// Every status of the machines the products run on (flows/<product>/product.json names each one's).
const machines = Object.values(import.meta.glob('../../../../flows/*/*.status-machine.json', { eager: true, import: 'default' })) as Array<{ id: string; states: Record<string, unknown> }>;
const used = new Set(products.all().map((m) => m.tables.statusMachine));
const states = Object.assign({}, ...machines.filter((m) => used.has(m.id)).map((m) => m.states)) as Record<string, unknown>;
import { PageHeading } from '../../lib/PageHeading';
import { PageLoader } from '../../lib/loader/PageLoader';
import { useStaffData } from './use-staff-data';
import { statusName } from './staff-names';
import { formatUsDate } from '../../../core/calendar/us-date';

const STATUSES = Object.keys(states);
// The filter's choices in the order a person reads them: by name.
const byName = (t: TFunction, statuses: string[]) => [...statuses].sort((a, b) => statusName(t, a).localeCompare(statusName(t, b)));
// Narrow screens keep the loan number, applicant and status; the rest shows on the application.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

export function StaffSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [status, setStatus] = useState(params.get('status') ?? '');
  const query = Object.fromEntries([...params.entries()].filter(([k, v]) => ['q', 'status', 'page'].includes(k) && v));
  const { data, error } = useStaffData<ApiStaffSearch>(staffApiRoutes.applications.path({}), query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries({ q: q.trim(), status }).filter(([, v]) => v)));
  };
  const goTo = (page: number) => setParams({ ...query, page: String(page) });

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading text={t('staff.search.heading')} sx={{ mb: 2 }} />
      <Box component="form" role="search" noValidate onSubmit={submit} sx={{ mb: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField label={t('staff.search.label')} helperText={t('staff.search.hint')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ flex: 2 }} slotProps={{ htmlInput: { maxLength: 254 } }} />
          <TextField select label={t('staff.search.status')} value={status} onChange={(e) => setStatus(e.target.value)} sx={{ flex: 1, minWidth: 0 }}>
            <MenuItem value="">{t('staff.search.anyStatus')}</MenuItem>
            {byName(t, STATUSES).map((s) => (
              <MenuItem key={s} value={s}>
                {statusName(t, s)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
            {t('staff.search.submit')}
          </Button>
        </Stack>
      </Box>
      {error && error.failure.status !== 401 && (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      )}
      {!data && !error && <PageLoader busy />}
      {data && <Results data={data} onPage={goTo} />}
    </Container>
  );
}

function Results({ data, onPage }: { data: ApiStaffSearch; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.items.length === 0) return <Typography role="status">{t('staff.search.none')}</Typography>;
  return (
    <>
      <Table size="small" sx={{ tableLayout: 'auto', '& td, & th': { overflowWrap: 'anywhere' }, '& caption': { captionSide: 'top' } }}>
        <Typography component="caption" sx={{ textAlign: 'left', px: 0 }}>
          {t('staff.search.caption', { total: data.total })}
        </Typography>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('staff.search.columns.loanNumber')}</TableCell>
            <TableCell scope="col">{t('staff.search.columns.applicant')}</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.search.columns.email')}</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.search.columns.brand')}</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.search.columns.product')}</TableCell>
            <TableCell scope="col">{t('staff.search.columns.status')}</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.search.columns.created')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((item) => (
            <TableRow key={item.uuid}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={staffPageRoutes.application(item.uuid)} state={{ fromSearch: true }} aria-label={t('staff.search.open', { loanNumber: item.loanNumber })}>
                  {item.loanNumber}
                </Link>
              </TableCell>
              <TableCell>{[item.firstName, item.lastName].filter(Boolean).join(' ')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{item.email}</TableCell>
              <TableCell sx={WIDE_ONLY}>{item.organizationName ?? item.organizationCode}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t(productNameKey(item.product))}</TableCell>
              <TableCell>{statusName(t, item.status)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{formatUsDate(item.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Stack component="nav" direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }} aria-label={t('staff.search.page', { page: data.page, pages })}>
          <Button disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            {t('staff.search.previous')}
          </Button>
          <Typography>{t('staff.search.page', { page: data.page, pages })}</Typography>
          <Button disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            {t('staff.search.next')}
          </Button>
        </Stack>
      )}
    </>
  );
}

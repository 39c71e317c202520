// /staff/errors (issue 29 item 7): a brand's errors from applicants' browsers, grouped (message,
// screen, release, count, last seen), newest first, filtered by release; only the member's brands.
// The server audits each read. On a narrow screen the release and last-seen columns fold into the
// message's cell, so the table never scrolls sideways (320 px).
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Container, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { staffApiRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffClientErrors } from '../../../generated/types/api-staff-client-errors';
import { PageHeading } from '../../lib/PageHeading';
import { PageLoader } from '../../lib/loader/PageLoader';
import { useStaffData } from './use-staff-data';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', md: 'none' } } as const;
const KEEP_WHOLE = { whiteSpace: 'nowrap', overflowWrap: 'normal' } as const;
const FIELD = { width: { xs: '100%', sm: 300 }, '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

const when = (iso: string) => new Date(iso).toLocaleString('en-US');

export function StaffErrors() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orgCode = params.get('orgCode') ?? '';
  const release = params.get('release') ?? '';
  const query = { ...(orgCode ? { orgCode } : {}), ...(release ? { release } : {}) };
  const { data, error } = useStaffData<ApiStaffClientErrors>(staffApiRoutes.clientErrors.path({}), query);
  const brand = data ? (data.brandNames[data.orgCode] ?? data.orgCode) : '';

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading text={t('staff.errors.heading')} sx={{ mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{t('staff.errors.intro')}</Typography>
      {error && error.failure.status !== 401 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {!data && !error && <PageLoader busy />}
      {data && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {data.orgCodes.length > 1 && (
              <TextField select label={t('staff.errors.brand')} value={data.orgCode} onChange={(e) => setParams({ orgCode: e.target.value })} sx={FIELD}>
                {data.orgCodes.map((code) => (
                  <MenuItem key={code} value={code}>
                    {data.brandNames[code] ?? code}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              label={t('staff.errors.release')}
              value={data.release ?? ''}
              onChange={(e) => setParams({ orgCode: data.orgCode, ...(e.target.value ? { release: e.target.value } : {}) })}
              sx={FIELD}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('staff.errors.allReleases')}</MenuItem>
              {data.releases.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {data.groups.length === 0 ? (
            <Typography role="status">{t('staff.errors.empty')}</Typography>
          ) : (
            <Table size="small" sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { overflowWrap: 'anywhere' }, '& caption': { captionSide: 'top' } }}>
              <Typography component="caption" sx={{ textAlign: 'left', px: 0 }}>
                {data.release ? t('staff.errors.captionRelease', { brand, release: data.release }) : t('staff.errors.caption', { brand })}
              </Typography>
              <TableHead>
                <TableRow>
                  <TableCell scope="col" sx={{ width: { xs: '60%', md: '40%' } }}>{t('staff.errors.columns.message')}</TableCell>
                  <TableCell scope="col">{t('staff.errors.columns.route')}</TableCell>
                  <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.errors.columns.release')}</TableCell>
                  <TableCell scope="col" align="right" sx={{ ...KEEP_WHOLE, width: { xs: '4.5em', md: '5em' } }}>{t('staff.errors.columns.count')}</TableCell>
                  <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.errors.columns.lastSeen')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.groups.map((g) => (
                  <TableRow key={`${g.release}:${g.fingerprint}`}>
                    <TableCell component="th" scope="row">
                      <Typography variant="body2" color="text.secondary">{t(`staff.errors.kind.${g.kind}`)}</Typography>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>{g.message}</Typography>
                      {g.call && <Typography variant="body2">{t('staff.errors.call', { method: g.call.method, route: g.call.route, status: g.call.status })}</Typography>}
                      {g.frames[0] && <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{g.frames[0]}</Typography>}
                      <Typography variant="body2" sx={NARROW_ONLY}>{`${t('staff.errors.columns.release')}: ${g.release}`}</Typography>
                      <Typography variant="body2" sx={NARROW_ONLY}>{`${t('staff.errors.columns.lastSeen')}: ${when(g.lastSeen)}`}</Typography>
                    </TableCell>
                    <TableCell>{g.route}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{g.release}</TableCell>
                    <TableCell align="right">{g.count}</TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {when(g.lastSeen)}
                      <Typography variant="body2" color="text.secondary">{t('staff.errors.firstSeen', { when: when(g.firstSeen) })}</Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Container>
  );
}

// /staff/banners (issue 17): the banners of the member's brands, newest change first, a form to
// publish one and the same form to edit one (every save bumps its updatedAt, so applicants who
// closed it see it again). Banners from a brand's file are listed, not edited here.
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffBanners } from '../../../generated/types/api-staff-banners';
import type { ApiStaffBannerRequest } from '../../../generated/types/api-staff-banner-request';
import { useBrand } from '../../lib/brand';
import { PageHeading } from '../../lib/PageHeading';
import { PageLoader } from '../../lib/loader/PageLoader';
import { BannerForm } from './BannerForm';
import { staffCall } from './staff-api';
import { useStaffData } from './use-staff-data';

type Entry = ApiStaffBanners['banners'][number];
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

export function StaffBanners() {
  const { t } = useTranslation();
  const { orgCode } = useBrand();
  const { data, error, mutate } = useStaffData<ApiStaffBanners>(staffApiRoutes.banners.path({}));
  const [editing, setEditing] = useState<Entry | null>(null);
  const [notice, setNotice] = useState('');
  const formRef = useRef<HTMLDivElement>(null);

  const save = async (body: ApiStaffBannerRequest) => {
    if (editing) await staffCall('PATCH', staffApiRoutes.banner.path({ uuid: editing.banner.uuid }), { body });
    else await staffCall('POST', staffApiRoutes.banners.path({}), { body });
    setNotice(editing ? t('staff.banners.saved') : t('staff.banners.published'));
    setEditing(null);
    await mutate();
  };
  const edit = (entry: Entry) => {
    setNotice('');
    setEditing(entry);
    // The form's heading takes the focus, so a keyboard user lands on what they asked for.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Link component={RouterLink} to={staffPageRoutes.search}>
        {t('staff.banners.back')}
      </Link>
      <PageHeading text={t('staff.banners.heading')} sx={{ mt: 2, mb: 1 }} />
      <Typography sx={{ mb: 3 }}>{t('staff.banners.intro')}</Typography>
      {error && error.failure.status !== 401 && (
        <Alert severity="error" role="alert">
          {t('staff.banners.loadFailed')} {error.message}
        </Alert>
      )}
      {!data && !error && <PageLoader busy />}
      <Typography role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice}
      </Typography>
      {data && (
        <>
          <div ref={formRef}>
            <BannerForm key={editing?.banner.uuid ?? 'new'} editing={editing ?? undefined} orgCodes={data.orgCodes} defaultOrgCode={orgCode} onSubmit={save} {...(editing ? { onCancel: () => setEditing(null) } : {})} />
          </div>
          <BannerTable entries={data.banners} onEdit={edit} />
        </>
      )}
    </Container>
  );
}

function BannerTable({ entries, onEdit }: { entries: Entry[]; onEdit: (entry: Entry) => void }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Typography>{t('staff.banners.none')}</Typography>;
  return (
    <Table size="small" sx={{ tableLayout: 'auto', '& td, & th': { overflowWrap: 'anywhere' }, '& caption': { captionSide: 'top' } }}>
      <Typography component="caption" sx={{ textAlign: 'left', px: 0 }}>
        {t('staff.banners.caption', { total: entries.length })}
      </Typography>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('staff.banners.columns.message')}</TableCell>
          <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.banners.columns.brand')}</TableCell>
          <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.banners.columns.variant')}</TableCell>
          <TableCell scope="col">{t('staff.banners.columns.state')}</TableCell>
          <TableCell scope="col" sx={WIDE_ONLY}>{t('staff.banners.columns.updated')}</TableCell>
          <TableCell scope="col">{t('staff.banners.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const { banner } = entry;
          return (
            <TableRow key={`${entry.source}-${banner.uuid}`}>
              <TableCell component="th" scope="row">{banner.message}</TableCell>
              <TableCell sx={WIDE_ONLY}>{entry.orgCode}</TableCell>
              <TableCell sx={WIDE_ONLY}>{banner.variant === 'warn' ? t('staff.banners.variantWarn') : t('staff.banners.variantInfo')}</TableCell>
              <TableCell>{banner.active === false ? t('staff.banners.no') : t('staff.banners.yes')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{banner.metadata ? new Date(banner.metadata.updatedAt).toLocaleString('en-US') : ''}</TableCell>
              <TableCell>
                {entry.source === 'console' ? (
                  <Button size="small" onClick={() => onEdit(entry)} aria-label={t('staff.banners.editLabel', { message: banner.message })}>
                    {t('staff.banners.edit')}
                  </Button>
                ) : (
                  t('staff.banners.fromFile')
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

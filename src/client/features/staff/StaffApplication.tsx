// /staff/applications/{uuid}: one application as staff see it: its status, brand and product, the
// applicant's name and contact, its history (oldest first) and its documents (each opened by its link);
// the review decisions its status takes, the provider failure it is parked by, and its conditions
// (raise, clear).
import { useId } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Container, Link, Paper, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffApplication } from '../../../generated/types/api-staff-application';
import { PageHeading } from '../../lib/PageHeading';
import { productNameKey } from '../../lib/products';
import { PageLoader } from '../../lib/loader/PageLoader';
import { useStaffData } from './use-staff-data';
import { StaffReview } from './StaffReview';
import { StaffConditions } from './StaffConditions';
import { AddSignerForm } from './AddSignerForm';
import { StaffDocumentLink } from './StaffDocumentLink';
import { documentTypeName, statusName, statusWithCode } from './staff-names';

export function StaffApplication() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const { data, error, mutate } = useStaffData<ApiStaffApplication>(staffApiRoutes.application.path({ uuid }));
  const navigate = useNavigate();
  // Opened from the results, Back returns to them with their terms (they are in the search's URL).
  const fromSearch = (useLocation().state as { fromSearch?: boolean } | null)?.fromSearch === true;
  const back = (event: React.MouseEvent) => {
    if (!fromSearch) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to={staffPageRoutes.search} onClick={back} sx={{ display: 'inline-block', mb: 2 }}>
        {t('staff.application.back')}
      </Link>
      {error && error.failure.status !== 401 && (
        <Alert severity="error" role="alert">
          {error.failure.status === 404 ? t('staff.application.notFound') : error.message}
        </Alert>
      )}
      {!data && !error && <PageLoader busy />}
      {data && <View app={data} onChange={() => void mutate()} />}
      {data && (
        <Link component={RouterLink} to={`${staffPageRoutes.featureFlags}?${new URLSearchParams({ application: data.uuid }).toString()}`} sx={{ display: 'inline-block', mt: 3 }}>
          {t('staff.flags.openForApplication')}
        </Link>
      )}
    </Container>
  );
}

function View({ app, onChange }: { app: ApiStaffApplication; onChange: () => void }) {
  const { t } = useTranslation();
  const facts: Array<[string, string]> = [
    [t('staff.application.status'), statusWithCode(t, app.status)],
    [t('staff.application.brand'), app.organizationName ?? app.organizationCode],
    // The product's name (copy/en/product.json), not its id.
    [t('staff.application.product'), t(productNameKey(app.product))],
    [t('staff.application.created'), new Date(app.createdAt).toLocaleString('en-US')],
  ];
  const { firstName, lastName, email, phoneNumber } = app.applicant;
  const person: Array<[string, string]> = [
    [t('staff.application.name'), [firstName, lastName].filter(Boolean).join(' ')],
    [t('staff.application.email'), email],
    [t('staff.application.phone'), phoneNumber ?? t('staff.application.noPhone')],
  ];
  return (
    <>
      <PageHeading text={t('staff.application.heading', { loanNumber: app.loanNumber })} sx={{ mb: 2 }} />
      <Facts items={facts} />
      {app.providerFailure && <ProviderFailure failure={app.providerFailure} />}
      {app.reviewDecisions.length > 0 && (
        <Section title={t('staff.review.heading')}>
          <StaffReview app={app} onChange={onChange} />
        </Section>
      )}
      <Section title={t('staff.conditions.heading')}>
        <StaffConditions uuid={app.uuid} documents={app.documents} onChange={onChange} />
      </Section>
      <Section title={t('staff.application.applicant')}>
        <Facts items={person} />
      </Section>
      <Section title={t('staff.application.source')}>
        <Source source={app.source} />
      </Section>
      {app.borrowingEntity && (
        <Section title={t('staff.application.entity')}>
          <Facts
            items={[
              [t('staff.application.entityName'), app.borrowingEntity.legalName],
              [t('staff.application.ein'), app.borrowingEntity.ein],
            ]}
          />
        </Section>
      )}
      <Section title={t('staff.application.history')}>
        {app.history.length === 0 ? (
          <Typography>{t('staff.application.noHistory')}</Typography>
        ) : (
          <Box component="ol" sx={listSx}>
            {app.history.map((h, i) => (
              <Entry
                key={i}
                primary={t('staff.application.historyEntry', { event: h.event, from: statusName(t, h.fromStatus), to: statusName(t, h.toStatus) })}
                secondary={`${new Date(h.at).toLocaleString('en-US')} · ${t(HISTORY_BY[h.kind])}`}
              />
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('staff.application.documents')}>
        {app.documents.length === 0 ? (
          <Typography>{t('staff.application.noDocuments')}</Typography>
        ) : (
          <Box component="ul" sx={listSx}>
            {app.documents.map((d) => (
              <Entry
                key={d.uuid}
                primary={t('staff.application.documentEntry', { type: documentTypeName(t, d.documentType), name: d.fileName, size: Math.max(1, Math.round(d.size / 1024)) })}
                secondary={new Date(d.createdAt).toLocaleString('en-US')}
              >
                <StaffDocumentLink application={app.uuid} document={d} />
              </Entry>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('staff.addSigner.heading')}>
        <AddSignerForm uuid={app.uuid} />
      </Section>
    </>
  );
}

// The marketing link's parameters, the referrer, the referral and the offer code, as they came.
function Source({ source }: { source: ApiStaffApplication['source'] }) {
  const { t } = useTranslation();
  const items: Array<[string, string]> = [
    ...source.utmParameters.map(({ name, value }): [string, string] => [t('staff.application.campaign', { name }), value]),
    ...([
      ['staff.application.referrer', source.referrerId],
      ['staff.application.referral', source.referralId],
      ['staff.application.offerCode', source.offerCode],
    ] as const).flatMap(([key, value]): Array<[string, string]> => (value ? [[t(key), value]] : [])),
  ];
  return items.length ? <Facts items={items} /> : <Typography>{t('staff.application.noSource')}</Typography>;
}

function ProviderFailure({ failure }: { failure: NonNullable<ApiStaffApplication['providerFailure']> }) {
  const { t } = useTranslation();
  const items: Array<[string, string]> = [
    [t('staff.providerFailure.step'), failure.step],
    [t('staff.providerFailure.provider'), failure.provider],
    [t('staff.providerFailure.failure'), failure.failure],
    [t('staff.providerFailure.failedIn'), statusWithCode(t, failure.status)],
    [t('staff.providerFailure.tries'), String(failure.tries)],
    [t('staff.providerFailure.at'), new Date(failure.at).toLocaleString('en-US')],
  ];
  return (
    <Section title={t('staff.providerFailure.heading')}>
      <Typography sx={{ mb: 1 }}>{t('staff.providerFailure.intro')}</Typography>
      <Facts items={items} />
    </Section>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

const HISTORY_BY = { applicant: 'staff.application.byApplicant', staff: 'staff.application.byStaff', pipeline: 'staff.application.byPipeline' } as const;

// One line of a list and its smaller second line (plain markup: MUI's List would split a shared chunk of the first render).
function Entry({ primary, secondary, children }: { primary: string; secondary: string; children?: React.ReactNode }) {
  return (
    <Box component="li" sx={{ py: 0.75, overflowWrap: 'anywhere' }}>
      <Typography>{primary}</Typography>
      <Typography variant="body2" color="text.secondary">
        {secondary}
      </Typography>
      {children}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, mt: 3 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ items }: { items: Array<[string, string]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

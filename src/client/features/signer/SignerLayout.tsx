// The co-signer area's frame: the page's heading and content beside the co-borrower sidebar
// (spec section 2 names 'Identity verification' and 'Talk to eNotary'; issue 31: only the steps a
// co-signer takes here, their identity, their E-SIGN consent and their signatures); on a narrow
// screen the sidebar follows the content. Where the brand turns additional-signer conditions on,
// the sidebar links to the conditions.
import type { ReactNode } from 'react';
import { Box, Container, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { useFlag } from '../../lib/flags';
import { SIGNER_CONDITIONS_FLAG } from '../../../core/flags/resolve';
import { PageHeading } from '../../lib/PageHeading';
import { productNameKey } from '../../lib/products';
import type { CoDeedStatus } from './signer-api';

export function SignerLayout({ heading, status, children }: { heading: string; status?: CoDeedStatus; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Box component="section" sx={{ minWidth: 0 }}>
          <PageHeading text={heading} sx={{ mb: 2 }} />
          {children}
        </Box>
        {status && <SignerSidebar status={status} />}
      </Box>
    </Container>
  );
}

function SignerSidebar({ status }: { status: CoDeedStatus }) {
  const { t } = useTranslation();
  // Spec section 6: the conditions only where the brand's additional-signer-conditions flag is on.
  const conditions = useFlag(SIGNER_CONDITIONS_FLAG);
  // Only what the co-signer does (issue 31): no eNotary step, which is the applicant's.
  const steps = [
    { key: 'identity', done: status.identityVerified },
    { key: 'consent', done: status.esignConsented },
    { key: 'sign', done: status.signed },
  ];
  return (
    <Box component="aside" aria-labelledby="signer-steps" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, alignSelf: 'start' }}>
      <Typography id="signer-steps" component="h2" variant="h6">
        {t('signer.sidebar.heading')}
      </Typography>
      {/* Issue 24: which product the co-signer signs for, from the application's own status. */}
      <Typography component="p" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('signer.sidebar.product', { product: t(productNameKey(status.product)) })}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        {t('signer.sidebar.intro')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 2, mb: 0 }}>
        {steps.map((step) => (
          <Box component="li" key={step.key} sx={{ mb: 1 }} aria-current={!step.done && steps.find((s) => !s.done) === step ? 'step' : undefined}>
            <Typography component="span" variant="body1" sx={{ fontWeight: 600 }}>
              {t(`signer.sidebar.${step.key}`)}
            </Typography>
            <Typography component="span" variant="body2">
              {`: ${step.done ? t('signer.sidebar.done') : t('signer.sidebar.todo')}`}
            </Typography>
          </Box>
        ))}
      </Box>
      {conditions && (
        <Link component={RouterLink} to={signerPageRoutes.conditions} sx={{ display: 'inline-block', mt: 1 }}>
          {t('signer.sidebar.conditions')}
        </Link>
      )}
    </Box>
  );
}

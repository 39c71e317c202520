// document/disclosures: every closing document of the application (agreement, Truth in Lending
// disclosures, the notice of the right to cancel in two copies for a principal dwelling, the E-SIGN
// consent), each readable in the viewer and downloadable as the very bytes stored. Shown only after
// the E-SIGN consent: before it the applicant is taken to signing/intro, where it is given.
import '../../lib/bespoke-copy';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { DocumentList } from './DocumentList';
import { closingDocumentsKey, readClosingDocuments } from './signing-api';

export function Disclosures({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  useEffect(() => {
    if (data && !data.esignConsented) navigate(pageRoutes.screen(uuid, 'signing/intro'), { replace: true });
  }, [data, navigate, uuid]);
  return (
    <ScreenLayout heading={t('signing.disclosures.heading')}>
      <Typography component="p" variant="body1">
        {t('signing.disclosures.intro')}
      </Typography>
      {!data?.esignConsented ? (
        <CircularProgress aria-label={t('common.form.loading')} sx={{ mt: 2 }} />
      ) : (
        <DocumentList uuid={uuid} documents={data.documents} stateOf={(d) => (d.signedAt ? 'signed' : d.requiresSignature ? 'needsSignature' : 'deliveredOnly')} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/sign')} variant="contained">
          {t('signing.disclosures.toSign')}
        </Button>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, 'signing/intro')} variant="text">
          {t('signing.disclosures.back')}
        </Button>
      </Box>
      <SupportLine />
    </ScreenLayout>
  );
}

// document/disclosures: every closing document of the application (agreement, Truth in Lending
// disclosures, the notice of the right to cancel in two copies for a principal dwelling, the E-SIGN
// consent), each readable in the viewer and downloadable as the very bytes stored. Shown only after
// the E-SIGN consent: before it the applicant is taken to signing/intro, where it is given.
import '../../lib/bespoke-copy';
import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { DocumentView } from './DocumentView';
import { documentTitle } from '../../lib/document-title';
import { closingDocumentsKey, readClosingDocuments } from './signing-api';

export function Disclosures({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  const [open, setOpen] = useState<string>();
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
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.documents.map((d) => {
            const title = documentTitle(d, t);
            const state = d.signedAt ? 'signed' : d.requiresSignature ? 'needsSignature' : 'deliveredOnly';
            return (
              <Box component="li" key={d.uuid} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Typography>
                <Chip size="small" label={t(`signing.disclosures.${state}`)} color={state === 'signed' ? 'success' : 'default'} sx={{ mt: 1 }} />
                <Box sx={{ mt: 1 }}>
                  <Button variant="outlined" aria-expanded={open === d.uuid} onClick={() => setOpen(open === d.uuid ? undefined : d.uuid)}>
                    {t('signing.disclosures.open', { title })}
                  </Button>
                </Box>
                {open === d.uuid && <DocumentView uuid={uuid} document={d} />}
              </Box>
            );
          })}
        </Box>
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

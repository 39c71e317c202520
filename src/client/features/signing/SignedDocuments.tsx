// complete/documents: the closing documents after signing, from the complete screen's links (and
// so while the line is being funded and once it is): each one's title and whether it was signed,
// readable in the viewer and downloadable as the very bytes stored, the one its link named open
// already (?open=<document uuid>). Reading only: nothing is signed here. Back leads to complete.
import '../../lib/bespoke-copy';
import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { documentTitle } from '../../lib/document-title';
import { DocumentView } from './DocumentView';
import { closingDocumentsKey, readClosingDocuments } from './signing-api';

/** The screen these documents belong to (the line's page). */
const BACK_SCREEN = 'complete';

export function SignedDocuments({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  const [open, setOpen] = useState<string | undefined>(() => params.get('open') ?? undefined);
  return (
    <ScreenLayout heading={t('signing.signedDocuments.heading')}>
      <Typography component="p" variant="body1">
        {t('signing.signedDocuments.intro')}
      </Typography>
      {!data ? (
        <CircularProgress aria-label={t('common.form.loading')} sx={{ mt: 2 }} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.documents.map((d) => {
            const title = documentTitle(d, t);
            return (
              <Box component="li" key={d.uuid} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Typography>
                <Chip size="small" label={t(d.signedAt ? 'signing.disclosures.signed' : 'signing.disclosures.deliveredOnly')} color={d.signedAt ? 'success' : 'default'} sx={{ mt: 1 }} />
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
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={pageRoutes.screen(uuid, BACK_SCREEN)} variant="contained">
          {t('signing.signedDocuments.back')}
        </Button>
      </Box>
      <SupportLine />
    </ScreenLayout>
  );
}

// complete/documents: the closing documents after signing, from the complete screen's links (and
// so while the line is being funded and once it is): each one's title and whether it was signed,
// readable in the viewer and downloadable as the very bytes stored, the one its link named open
// already (?open=<document uuid>). Reading only: nothing is signed here. Back leads to complete.
import '../../lib/bespoke-copy';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { pageRoutes } from '../../../core/contract/routes';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { DocumentList } from './DocumentList';
import { closingDocumentsKey, readClosingDocuments } from './signing-api';

/** The screen these documents belong to (the line's page). */
const BACK_SCREEN = 'complete';

export function SignedDocuments({ uuid }: ScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data } = useSWR(closingDocumentsKey(uuid), readClosingDocuments, { revalidateOnFocus: false });
  return (
    <ScreenLayout heading={t('signing.signedDocuments.heading')}>
      <Typography component="p" variant="body1">
        {t('signing.signedDocuments.intro')}
      </Typography>
      {!data ? (
        <CircularProgress aria-label={t('common.form.loading')} sx={{ mt: 2 }} />
      ) : (
        <DocumentList uuid={uuid} documents={data.documents} stateOf={(d) => (d.signedAt ? 'signed' : 'deliveredOnly')} initiallyOpen={params.get('open') ?? undefined} />
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

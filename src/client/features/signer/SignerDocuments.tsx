// /heloc-signer/documents: the documents the co-signer signs, each with whether they signed it.
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { documentTitle } from '../../lib/document-title';
import { SupportLine } from '../../lib/SupportLine';
import { readSignerDocuments, signerDocumentsKey } from './signer-api';
import { SignerLayout } from './SignerLayout';
import { useCoDeedStatus } from './use-co-deed-status';

export function SignerDocuments() {
  const { t } = useTranslation();
  const status = useCoDeedStatus();
  const uuid = status.data?.applicationUuid;
  const { data } = useSWR(uuid ? signerDocumentsKey(uuid) : null, readSignerDocuments, { revalidateOnFocus: false });
  return (
    <SignerLayout heading={t('signer.documents.heading')} status={status.data}>
      {!data ? (
        <CircularProgress aria-label={t('common.form.loading')} />
      ) : (
        <Box component="ul" sx={{ pl: 0, listStyle: 'none' }}>
          {data.documents.map((d) => (
            <Box component="li" key={d.uuid} sx={{ py: 1 }}>
              <Typography component="span" variant="body1" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {documentTitle(d, t)}
              </Typography>
              <Typography component="span" variant="body2">
                {d.signedAt ? t('signer.documents.signed') : t('signer.documents.toSign')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {data?.documents.some((d) => !d.signedAt) && (
        <Button component={RouterLink} to={signerPageRoutes.sign} variant="contained">
          {t('signer.documents.sign')}
        </Button>
      )}
      <SupportLine />
    </SignerLayout>
  );
}

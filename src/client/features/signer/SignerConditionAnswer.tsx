// A co-signer's answer to an upload-document condition (flag on): the documents it asks for (its
// requestDocuments, else its category's), at least numDocsRequired (spec section 9), each uploaded
// as it is chosen; Send gives the condition their ids (conditionRoutes.conditionAnswer), then back
// to the list. A link to a condition no longer open says so.
import '../../lib/conditions-copy';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, FormHelperText, Link, Typography } from '@mui/material';
import { docsRequired, requestedDocuments } from '../../../core/conditions/categories';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { ApiError } from '../../lib/api';
import { answerCondition, useLinkedCondition, type Notification } from '../../lib/conditions';
import { FileField } from '../../lib/FileField';
import { formatFileSize, type UploadedDocument } from '../../lib/upload';

export function SignerConditionAnswer({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { condition, isLoading, mutate } = useLinkedCondition(uuid, useLocation().search);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const send = async (documentUuids: string[]) => {
    setFailure(undefined);
    try {
      await mutate(await answerCondition(uuid, condition!.uuid, { documentUuids }), { revalidate: false });
      void navigate(signerPageRoutes.conditions);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.failure.message : t('common.errors.generic'));
    }
  };
  return (
    <>
      {isLoading && <CircularProgress aria-label={t('common.form.loading')} />}
      {!isLoading && !condition && <Typography component="p">{t('conditions.missing')}</Typography>}
      {condition && <UploadForm key={condition.uuid} uuid={uuid} condition={condition} send={send} />}
      <Box role="alert" sx={{ mt: failure ? 2 : 0 }}>
        {failure && (
          <Alert severity="error" role="none">
            {failure}
          </Alert>
        )}
      </Box>
      <Link component={RouterLink} to={signerPageRoutes.conditions} sx={{ display: 'inline-block', mt: 3 }}>
        {t('signer.conditions.back')}
      </Link>
    </>
  );
}

function UploadForm({ uuid, condition, send }: { uuid: string; condition: Notification; send: (ids: string[]) => Promise<void> }) {
  const { t } = useTranslation();
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const [busy, setBusy] = useState(false);
  const required = docsRequired(condition.xtraData);
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(condition.category.title)}
      </Typography>
      <Typography component="p">{t(condition.category.prompt)}</Typography>
      {condition.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: condition.commentsToBorrower })}</Typography>}
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('conditions.upload.requested')}
      </Typography>
      <Typography component="p">{t('conditions.upload.count', { count: required })}</Typography>
      {requestedDocuments(condition.category, condition.requestDocuments).map((type) => (
        <Box key={type} sx={{ mt: 2 }}>
          <FileField uuid={uuid} documentType={type} label={t(`conditions.documentTypes.${type}`)} multiple disabled={busy} onUploaded={(d) => (setDocuments((list) => [...list, d]), setTooFew(false))} />
        </Box>
      ))}
      <Box component="ul" sx={{ p: 0, m: 0, mt: 2, listStyle: 'none' }} aria-live="polite">
        {documents.map((d) => (
          <li key={d.uuid}>{t('conditions.upload.uploaded', { name: `${d.fileName} (${formatFileSize(d.size)})` })}</li>
        ))}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (documents.length < required) return setTooFew(true);
          setBusy(true);
          void send(documents.map((d) => d.uuid)).finally(() => setBusy(false));
        }}
      >
        {tooFew && (
          <FormHelperText error role="alert" sx={{ mt: 2 }}>
            {t('conditions.upload.needMore', { count: required - documents.length })}
          </FormHelperText>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
          {t('conditions.upload.submit')}
        </Button>
      </Box>
    </>
  );
}

// A co-signer's answer to an upload-document condition (flag on): the documents it asks for (its
// requestDocuments, else its category's), at least numDocsRequired (spec section 9), each uploaded
// as it is chosen; Send gives the condition their ids (conditionRoutes.conditionAnswer), then back
// to the list. A link to a condition no longer open says so.
import '../../lib/conditions-copy';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { ApiError } from '../../lib/api';
import { answerCondition, useLinkedCondition, type Notification } from '../../lib/conditions';
import { ConditionDocuments } from '../../lib/ConditionDocuments';

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
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(condition.category.title)}
      </Typography>
      <Typography component="p">{t(condition.category.prompt)}</Typography>
      {condition.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: condition.commentsToBorrower })}</Typography>}
      <ConditionDocuments
        uuid={uuid}
        condition={condition}
        busy={busy}
        onSend={(ids) => {
          setBusy(true);
          void send(ids).finally(() => setBusy(false));
        }}
      />
    </>
  );
}

// A co-signer's answer to an upload-document condition (flag on): the documents it asks for (its
// requestDocuments, else its category's), at least numDocsRequired (spec section 9), each uploaded
// as it is chosen; Send gives the condition their ids (conditionRoutes.conditionAnswer), then back
// to the list. A link to a condition no longer open says so. The answer, the prompt and the
// documents are the applicant's condition screens' own (lib/condition-answer, lib/ConditionDocuments).
import '../../lib/conditions-copy';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircularProgress, Link, Typography } from '@mui/material';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { ConditionPrompt, useConditionAnswer } from '../../lib/condition-answer';
import { ConditionDocuments } from '../../lib/ConditionDocuments';
import { EventAlert } from '../../lib/EventAlert';

export function SignerConditionAnswer({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { condition, isLoading, busy, failure, send } = useConditionAnswer(uuid, signerPageRoutes.conditions);
  return (
    <>
      {isLoading && <CircularProgress aria-label={t('common.form.loading')} />}
      {!isLoading && !condition && <Typography component="p">{t('conditions.missing')}</Typography>}
      {condition && (
        <>
          <ConditionPrompt condition={condition} />
          <ConditionDocuments key={condition.uuid} uuid={uuid} condition={condition} busy={busy} onSend={(documentUuids) => void send({ documentUuids })} />
        </>
      )}
      <EventAlert failure={failure} />
      <Link component={RouterLink} to={signerPageRoutes.conditions} sx={{ display: 'inline-block', mt: 3 }}>
        {t('signer.conditions.back')}
      </Link>
    </>
  );
}

// The co-signer's conditions where the brand turns additional-signer conditions on (spec section 6):
// the application's open conditions from the applicant's conditions API (re-read every 60 s and on
// focus), each with its title and prompt; an upload-document condition links to
// /heloc-signer/conditions/upload-document?conditionUuid=&conditionType=&conditionEnum= (spec
// section 2). Other kinds (a phone number, a confirmation) are the applicant's to answer. The list
// is the applicant's (lib/ConditionList).
import '../../lib/conditions-copy';
import { useTranslation } from 'react-i18next';
import { CircularProgress, Typography } from '@mui/material';
import { conditionQuery } from '../../../core/conditions/categories';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { useConditions, type Notification } from '../../lib/conditions';
import { ConditionList } from '../../lib/ConditionList';

const UPLOAD_TARGET = 'conditions/upload-document';

/** Where a co-signer answers a condition, or none when the applicant answers it. */
export function signerConditionLink(n: Notification): string | undefined {
  if (n.answered || n.category.target !== UPLOAD_TARGET) return undefined;
  return `${signerPageRoutes.condition('upload-document')}?${conditionQuery({ uuid: n.uuid, categoryEnum: n.categoryEnum, target: n.category.target })}`;
}

export function SignerOpenConditions({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { notifications, isLoading } = useConditions(uuid);
  if (isLoading) return <CircularProgress aria-label={t('common.form.loading')} />;
  if (notifications.length === 0) return <Typography component="p">{t('signer.conditions.none')}</Typography>;
  return (
    <>
      <Typography component="p">{t('signer.conditions.intro')}</Typography>
      <ConditionList notifications={notifications} linkOf={signerConditionLink} notYoursKey="signer.conditions.applicantAnswers" />
    </>
  );
}

// The co-signer's conditions where the brand turns additional-signer conditions on (spec section 6):
// the application's open conditions from the applicant's conditions API (re-read every 60 s and on
// focus), each with its title and prompt; an upload-document condition links to
// /heloc-signer/conditions/upload-document?conditionUuid=&conditionType=&conditionEnum= (spec
// section 2). Other kinds (a phone number, a confirmation) are the applicant's to answer.
import '../../lib/conditions-copy';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { conditionQuery } from '../../../core/conditions/categories';
import { signerPageRoutes } from '../../../core/contract/signer-routes';
import { useConditions, type Notification } from '../../lib/conditions';

const UPLOAD_TARGET = 'conditions/upload-document';

/** Where a co-signer answers a condition, or none when the applicant answers it. */
export function signerConditionLink(n: Notification): string | undefined {
  if (n.answered || n.category.target !== UPLOAD_TARGET) return undefined;
  return `${signerPageRoutes.condition('upload-document')}?${conditionQuery({ uuid: n.uuid, categoryEnum: n.categoryEnum, target: n.category.target })}`;
}

export function SignerOpenConditions({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { notifications, isLoading } = useConditions(uuid);
  const headingId = useId();
  if (isLoading) return <CircularProgress aria-label={t('common.form.loading')} />;
  if (notifications.length === 0) return <Typography component="p">{t('signer.conditions.none')}</Typography>;
  return (
    <>
      <Typography component="p">{t('signer.conditions.intro')}</Typography>
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
        <Typography component="h2" variant="h6" id={headingId}>
          {t('conditions.index.notifications')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {notifications.map((n) => (
            <ConditionItem key={n.uuid} notification={n} />
          ))}
        </Box>
      </Box>
    </>
  );
}

function ConditionItem({ notification: n }: { notification: Notification }) {
  const { t } = useTranslation();
  const title = t(n.category.title);
  const link = signerConditionLink(n);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mt: 2, overflowWrap: 'anywhere' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t(n.category.prompt)}</Typography>
      {n.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: n.commentsToBorrower })}</Typography>}
      {n.answered && <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('conditions.index.received')}</Typography>}
      {!n.answered && !link && <Typography sx={{ mt: 1 }}>{t('signer.conditions.applicantAnswers')}</Typography>}
      {link && (
        <Link component={RouterLink} to={link} aria-label={t('conditions.index.openLabel', { title })} sx={{ display: 'inline-block', mt: 1 }}>
          {t('conditions.index.open')}
        </Link>
      )}
    </Paper>
  );
}

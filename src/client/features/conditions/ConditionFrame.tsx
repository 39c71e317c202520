// The frame of a condition's answer screen: its heading, the condition's prompt and the note from
// staff, the failure of the answer, and the way back to the list. A link to a condition that is
// no longer open says so.
import '../../lib/conditions-copy';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Link, Typography } from '@mui/material';
import { pageRoutes } from '../../../core/contract/routes';
import { ApiError } from '../../lib/api';
import { PageLoader } from '../../lib/loader/PageLoader';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { answerCondition, useLinkedCondition, type Notification } from '../../lib/conditions';

export interface AnswerControls {
  condition: Notification;
  busy: boolean;
  /** Sends the answer; back to the list once it is taken. */
  send: (body: object) => Promise<void>;
}

export function ConditionFrame({ uuid, heading, children }: { uuid: string; heading: string; children: (controls: AnswerControls) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { condition, isLoading, mutate } = useLinkedCondition(uuid, useLocation().search);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const list = pageRoutes.screen(uuid, 'conditions');
  const send = async (body: object) => {
    if (!condition) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await mutate(await answerCondition(uuid, condition.uuid, body), { revalidate: false });
      void navigate(list);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.failure.message : t('common.errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ScreenLayout heading={heading}>
      <PageLoader busy={isLoading || busy} />
      {!isLoading && !condition && <Typography component="p">{t('conditions.missing')}</Typography>}
      {condition && (
        <>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t(condition.category.title)}
          </Typography>
          <Typography component="p">{t(condition.category.prompt)}</Typography>
          {condition.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: condition.commentsToBorrower })}</Typography>}
          {children({ condition, busy, send })}
        </>
      )}
      <Box role="alert" sx={{ mt: failure ? 2 : 0 }}>
        {failure && (
          <Alert severity="error" role="none">
            {failure}
          </Alert>
        )}
      </Box>
      <Link component={RouterLink} to={list} sx={{ display: 'inline-block', mt: 3 }}>
        {t('conditions.upload.back')}
      </Link>
      <SupportLine />
    </ScreenLayout>
  );
}

// The frame of a condition's answer screen: its heading, the condition's prompt and the note from
// staff, the failure of the answer, and the way back to the list. A link to a condition that is
// no longer open says so. The answer and the prompt are a co-signer's too (lib/condition-answer).
import '../../lib/conditions-copy';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link, Typography } from '@mui/material';
import { pageRoutes } from '../../../core/contract/routes';
import { ConditionPrompt, useConditionAnswer } from '../../lib/condition-answer';
import type { Notification } from '../../lib/conditions';
import { EventAlert } from '../../lib/EventAlert';
import { PageLoader } from '../../lib/loader/PageLoader';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';

export interface AnswerControls {
  condition: Notification;
  busy: boolean;
  /** Sends the answer; back to the list once it is taken. */
  send: (body: object) => Promise<void>;
}

export function ConditionFrame({ uuid, heading, children }: { uuid: string; heading: string; children: (controls: AnswerControls) => ReactNode }) {
  const { t } = useTranslation();
  const list = pageRoutes.screen(uuid, 'conditions');
  const { condition, isLoading, busy, failure, send } = useConditionAnswer(uuid, list);
  return (
    <ScreenLayout heading={heading}>
      <PageLoader busy={isLoading || busy} />
      {!isLoading && !condition && <Typography component="p">{t('conditions.missing')}</Typography>}
      {condition && (
        <>
          <ConditionPrompt condition={condition} />
          {children({ condition, busy, send })}
        </>
      )}
      <EventAlert failure={failure} />
      <Link component={RouterLink} to={list} sx={{ display: 'inline-block', mt: 3 }}>
        {t('conditions.upload.back')}
      </Link>
      <SupportLine />
    </ScreenLayout>
  );
}

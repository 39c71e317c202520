// Answering one condition, for the applicant's answer screens and a co-signer's upload alike: the
// condition the link names, the answer sent (busy while it goes; its failure read by the one
// interpreter, lib/application-events), then back to the list; and the condition's prompt as both
// show it (title, prompt, the note from staff).
import './conditions-copy';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { toEventFailure, type EventFailure } from './application-events';
import { answerCondition, useLinkedCondition, type Notification } from './conditions';

export function useConditionAnswer(uuid: string, list: string) {
  const navigate = useNavigate();
  const { condition, isLoading, mutate } = useLinkedCondition(uuid, useLocation().search);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EventFailure>();
  const send = async (body: object) => {
    if (!condition || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await mutate(await answerCondition(uuid, condition.uuid, body), { revalidate: false });
      void navigate(list);
    } catch (e) {
      setFailure(toEventFailure(e));
    } finally {
      setBusy(false);
    }
  };
  return { condition, isLoading, busy, failure, send };
}

export function ConditionPrompt({ condition }: { condition: Notification }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(condition.category.title)}
      </Typography>
      <Typography component="p">{t(condition.category.prompt)}</Typography>
      {condition.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: condition.commentsToBorrower })}</Typography>}
    </>
  );
}

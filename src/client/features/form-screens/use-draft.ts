// Saves a form screen's answers on the server as the applicant goes (contract: PUT .../answers/
// {flowId}): a while after the last change, at once on each step's Continue, and when the screen
// goes. Fields marked writeOnly (the SSN) are never saved as a draft: they go with the event only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { storableAnswers } from '../../../core/flow/storable';
import type { Answers } from '../../../core/flow/types';
import { saveDraft } from './application-api';

export const DRAFT_DELAY_MS = 800;

export function useDraft(uuid: string, flowId: string, writeOnly: ReadonlySet<string>) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<Answers>(undefined);
  const [failed, setFailed] = useState(false);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const answers = pending.current;
    pending.current = undefined;
    if (!answers) return;
    saveDraft(uuid, flowId, storableAnswers(answers, writeOnly)).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [uuid, flowId, writeOnly]);
  const schedule = useCallback(
    (answers: Answers) => {
      pending.current = answers;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DELAY_MS);
    },
    [flush],
  );
  /** The event carries the answers now: nothing pending is saved after it. */
  const drop = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  useEffect(() => flush, [flush]);
  return { schedule, flush, drop, failed };
}

// The leave survey (spec sections 2, 4 and 8): opened as the applicant logs out from one of its
// screens, it stays open on the sign-in page the logout leads to, so the answers are given signed
// out; they go to our server anonymously (the brand and the screen only). A failed send shows the
// general alert ('Something went wrong. Please try again.' titled Error) and keeps the answers.
import './feedback-copy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Box, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import schema from '../../../../schemas/api/leave-survey-request.schema.json';
import { apiCall } from '../../lib/api';
import { Dialog } from '../../lib/lazy-overlays';
import { useToast } from '../../lib/toast/ToastProvider';
import { apiRoutes } from '../../../core/contract/routes';
import type { ApiLeaveSurveyRequest } from '../../../generated/types/api-leave-survey-request';
import { ChoiceField } from './ChoiceField';
import { CountedText } from './CountedText';

const REASONS = schema.properties.reason.enum as ApiLeaveSurveyRequest['reason'][];
const COMMENT_MAX = schema.properties.comment.maxLength;

interface Props {
  screen: ApiLeaveSurveyRequest['screen'];
  onClose: () => void;
}

export default function LeaveSurveyDialog({ screen, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);
  const errors = {
    reason: reason ? undefined : t('errors.leaveSurvey.reason'),
    comment: comment.length > COMMENT_MAX ? t('errors.leaveSurvey.commentMax') : undefined,
  };
  useEffect(() => {
    if (failed) failedRef.current?.focus();
  }, [failed]);

  const close = () => setOpen(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.reason) return reasonRef.current?.focus();
    if (errors.comment) return commentRef.current?.focus();
    setBusy(true);
    setFailed(false);
    try {
      const body: ApiLeaveSurveyRequest = { screen, reason: reason as ApiLeaveSurveyRequest['reason'], ...(comment.trim() ? { comment } : {}) };
      await apiCall('POST', apiRoutes.leaveSurvey.path({}), { body });
      close();
      toast.show({ title: t('feedback.leave.sent'), variant: 'success' });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Closed, it plays MUI's exit transition, then tells its owner to unmount it.
    <Dialog open={open} onClose={busy ? undefined : close} slotProps={{ transition: { onExited: onClose } }} aria-labelledby="leave-survey-title" aria-describedby="leave-survey-intro" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => void send(e)} aria-busy={busy}>
        <DialogTitle id="leave-survey-title">{t('feedback.leave.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="leave-survey-intro">{t('feedback.leave.intro')}</DialogContentText>
          {failed && (
            <Alert ref={failedRef} tabIndex={-1} severity="error" role="alert" sx={{ mt: 2 }}>
              <AlertTitle>{t('feedback.leave.errorTitle')}</AlertTitle>
              {t('feedback.leave.error')}
            </Alert>
          )}
          <ChoiceField
            label={t('feedback.leave.reason')}
            value={reason}
            onChange={setReason}
            options={REASONS.map((value) => ({ value, label: t(`feedback.leave.reasons.${value}`) }))}
            error={tried ? errors.reason : undefined}
            disabled={busy}
            firstRef={reasonRef}
          />
          <CountedText
            label={t('feedback.leave.comment')}
            value={comment}
            onChange={setComment}
            max={COMMENT_MAX}
            rows={3}
            error={errors.comment}
            countKey="feedback.leave.count"
            disabled={busy}
            inputRef={commentRef}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            {t('feedback.leave.skip')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('feedback.leave.send')}
          </Button>
          <Box component="span" role="status" sx={visuallyHidden}>
            {busy ? t('feedback.leave.sending') : ''}
          </Box>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// 'Tell us more' after a thumbs-down on a chatbot answer (spec section 5): one of the four reasons
// ('Please select a reason') and up to 140 characters more ('Please restrict your response to 140
// characters.'), checked by the feedback request schema's own validator, the server's check.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { validate } from '../../../generated/validators/browser/api-chat-feedback-request';
import schema from '../../../../schemas/api/chat-feedback-request.schema.json';
import { CHAT_LIMITS } from '../../../core/chat/limits';
import { Dialog } from '../../lib/lazy-overlays';
import { fieldErrors } from './chat-rules';

export type Reason = 'ANSWER_TOO_VAGUE' | 'NOT_SPECIFIC' | 'NOT_WHAT_I_ASKED' | 'OTHER';
const REASONS = schema.properties.reason.enum as Reason[];

interface Props {
  open: boolean;
  questionId: string;
  onClose: () => void;
  onSend: (reason: Reason, text: string) => Promise<boolean>;
}

export function FeedbackDialog({ open, questionId, onClose, onSend }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | ''>('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const errors = fieldErrors(validate, { questionId, conversationId: questionId, rating: 'DOWN', ...(reason ? { reason } : {}), ...(text ? { feedbackMessage: text } : {}) });
  const reasonError = tried && errors.reason ? t(errors.reason) : undefined;
  const textError = tried && errors.feedbackMessage ? t(errors.feedbackMessage) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.reason || !reason) return firstRadio.current?.focus();
    if (errors.feedbackMessage) return textRef.current?.focus();
    setBusy(true);
    const sent = await onSend(reason, text);
    setBusy(false);
    if (sent) onClose();
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="chat-feedback-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <DialogTitle id="chat-feedback-title">{t('chat.feedback.title')}</DialogTitle>
        <DialogContent>
          <FormControl error={Boolean(reasonError)} required component="fieldset" variant="standard">
            <FormLabel component="legend">{t('chat.feedback.reason')}</FormLabel>
            <RadioGroup value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
              {REASONS.map((r, i) => (
                <FormControlLabel key={r} value={r} control={<Radio slotProps={{ input: { ref: i === 0 ? firstRadio : undefined, 'aria-invalid': reasonError ? true : undefined, 'aria-describedby': reasonError ? 'chat-feedback-reason-error' : undefined } }} />} label={t(`chat.feedback.reasons.${r}`)} />
              ))}
            </RadioGroup>
            {reasonError && <FormHelperText id="chat-feedback-reason-error">{reasonError}</FormHelperText>}
          </FormControl>
          <TextField
            label={t('chat.feedback.more')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            rows={3}
            fullWidth
            margin="normal"
            inputRef={textRef}
            error={Boolean(textError)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <span>{textError}</span>
                <span>{t('chat.feedback.count', { count: text.length, max: CHAT_LIMITS.feedbackMaxLength })}</span>
              </Box>
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('chat.feedback.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('chat.feedback.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

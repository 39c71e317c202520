// Feedback to the CEO (spec sections 2, 7 and 9): 'Share your thoughts with our CEO' with a topic,
// a message of 10 to 1000 characters and the marketing consent (Yes or No), all required. The
// limits and topics are the request schema's, the same the server checks. Send shows its busy
// state; success closes with a toast, a refusal shows the server's message and keeps what was typed.
import './feedback-copy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import schema from '../../../../schemas/api/feedback-request.schema.json';
import { apiCall, ApiError } from '../../lib/api';
import { Dialog } from '../../lib/lazy-overlays';
import { useToast } from '../../lib/toast/ToastProvider';
import { APPLICATION_BASE_PATH, apiRoutes } from '../../../core/contract/routes';
import { isUuid } from '../../../core/contract/ids';
import type { ApiFeedbackRequest } from '../../../generated/types/api-feedback-request';
import { ChoiceField } from './ChoiceField';
import { CountedText } from './CountedText';
import { telemetryProductType } from '../../lib/telemetry';

const { minLength: MIN, maxLength: MAX } = schema.properties.message;
const TOPICS = schema.properties.topic.enum as ApiFeedbackRequest['topic'][];

/** The application an application page shows (/account/heloc/{uuid}/...), for the feedback to name. */
function applicationUuidOf(pathname: string): string | undefined {
  const first = pathname.startsWith(`${APPLICATION_BASE_PATH}/`) ? pathname.slice(APPLICATION_BASE_PATH.length + 1).split('/')[0] : undefined;
  return isUuid(first) ? first : undefined;
}

export default function CeoFeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const applicationUuid = applicationUuidOf(pathname);
  const toast = useToast();
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState('');
  const [tried, setTried] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const topicRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const errors = {
    topic: topic ? undefined : t('errors.required'),
    message: !message ? t('errors.required') : message.length < MIN ? t('errors.feedback.min') : message.length > MAX ? t('errors.feedback.max') : undefined,
    consent: consent ? undefined : t('errors.required'),
  };
  const shown = (error: string | undefined) => (tried > 0 ? error : undefined);

  // A refused Send moves focus to the first field to mend; a server refusal to its message.
  useEffect(() => {
    if (tried === 0) return;
    const first = errors.topic ? topicRef : errors.message ? messageRef : errors.consent ? consentRef : undefined;
    first?.current?.focus();
    // Only when Send is pressed, not while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tried]);
  useEffect(() => failureRef.current?.focus(), [failure]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTried((n) => n + 1);
    if (errors.topic || errors.message || errors.consent) return;
    const body: ApiFeedbackRequest = {
      ...(applicationUuid ? { applicationUuid } : {}),
      message,
      topic: topic as ApiFeedbackRequest['topic'],
      marketingConsent: consent === 'yes',
      pathname,
      productType: telemetryProductType(),
    };
    setBusy(true);
    setFailure(undefined);
    try {
      await apiCall('POST', apiRoutes.ceoFeedback.path({}), { body });
      setTopic('');
      setMessage('');
      setConsent('');
      setTried(0);
      onClose();
      toast.show({ title: t('feedback.ceo.sent'), variant: 'success' });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.failure.message : t('feedback.leave.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="ceo-feedback-title" aria-describedby="ceo-feedback-intro" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => void send(e)} aria-busy={busy}>
        <DialogTitle id="ceo-feedback-title">{t('feedback.ceo.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="ceo-feedback-intro">{t('feedback.ceo.intro')}</DialogContentText>
          {failure && (
            <Alert ref={failureRef} tabIndex={-1} severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <ChoiceField
            label={t('feedback.ceo.topic')}
            value={topic}
            onChange={setTopic}
            options={TOPICS.map((value) => ({ value, label: t(`feedback.ceo.topics.${value}`) }))}
            error={shown(errors.topic)}
            disabled={busy}
            firstRef={topicRef}
          />
          <CountedText
            label={t('feedback.ceo.message')}
            value={message}
            onChange={setMessage}
            max={MAX}
            rows={5}
            error={shown(errors.message)}
            countKey="feedback.ceo.count"
            disabled={busy}
            required
            inputRef={messageRef}
          />
          <ChoiceField
            label={t('feedback.ceo.consent')}
            value={consent}
            onChange={setConsent}
            options={[
              { value: 'yes', label: t('feedback.ceo.yes') },
              { value: 'no', label: t('feedback.ceo.no') },
            ]}
            error={shown(errors.consent)}
            disabled={busy}
            row
            firstRef={consentRef}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('feedback.ceo.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('feedback.ceo.send')}
          </Button>
          <Box component="span" role="status" sx={visuallyHidden}>
            {busy ? t('feedback.ceo.sending') : ''}
          </Box>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

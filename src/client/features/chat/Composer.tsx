// The message input (spec sections 5 and 9): 'Required' without an attachment; files of the
// allowed types up to 5 MB each (the others refused with the spec's words before anything is
// sent), listed with their sizes. Enter sends, Shift+Enter starts a new line. Typing is reported
// (at most every 2 s, by the caller) so an agent sees it.
import { forwardRef, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import Close from '@mui/icons-material/Close';
import { CHAT_ATTACHMENT_TYPES } from '../../../core/chat/limits';
import { formatFileSize } from '../../../core/chat/files';
import { messageError, sortFiles } from './chat-rules';

interface Props {
  onSend: (text: string, files: File[]) => void;
  onTyping: (draft: string) => void;
  onEnd: () => void;
}

const ACCEPT = Object.keys(CHAT_ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer({ onSend, onTyping, onEnd }, ref) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const error = tried ? messageError(text, files.length) : undefined;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (messageError(text, files.length)) return;
    onSend(text.trim(), files);
    setText('');
    setFiles([]);
    setRefused([]);
    setTried(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const pick = (list: FileList | null) => {
    const { accepted, tooLarge, wrongType } = sortFiles([...(list ?? [])]);
    setFiles((f) => [...f, ...accepted]);
    setRefused([...(tooLarge ? [t('errors.chat.attachmentTooLarge')] : []), ...(wrongType ? [t('errors.chat.attachmentType')] : [])]);
    if (picker.current) picker.current.value = '';
  };

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
      {refused.length > 0 && (
        <Box role="alert" sx={{ mb: 1 }}>
          {refused.map((r) => (
            <Typography key={r} variant="body2" color="error">
              {r}
            </Typography>
          ))}
        </Box>
      )}
      {files.length > 0 && (
        <Box component="ul" aria-label={t('chat.input.attached')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {files.map((file, i) => (
            <Box component="li" key={`${file.name}-${i}`} sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 4, pl: 1 }}>
              <Typography variant="caption">{`${file.name} (${formatFileSize(file.size)})`}</Typography>
              <IconButton size="small" aria-label={t('chat.input.remove', { name: file.name })} onClick={() => setFiles((f) => f.filter((_, j) => j !== i))}>
                <Close fontSize="small" aria-hidden="true" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <TextField
        label={t('chat.input.message')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onTyping(e.target.value);
        }}
        onKeyDown={onKeyDown}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        inputRef={ref}
        error={Boolean(error)}
        helperText={error ? t(error) : undefined}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <input ref={picker} type="file" multiple accept={ACCEPT} hidden tabIndex={-1} aria-hidden="true" onChange={(e) => pick(e.target.files)} data-testid="chat-file-input" />
        <IconButton aria-label={t('chat.input.attach')} aria-describedby="chat-attach-hint" onClick={() => picker.current?.click()}>
          <AttachFile aria-hidden="true" />
        </IconButton>
        <Typography id="chat-attach-hint" variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
          {t('chat.input.attachHint')}
        </Typography>
        <Button type="submit" variant="contained" endIcon={<Send aria-hidden="true" />}>
          {t('chat.input.send')}
        </Button>
      </Stack>
      <Button size="small" onClick={onEnd} sx={{ mt: 0.5 }}>
        {t('chat.input.end')}
      </Button>
    </Box>
  );
});

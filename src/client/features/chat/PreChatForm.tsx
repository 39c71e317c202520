// The pre-chat form (spec sections 5 and 9): name and email, each required and at most 128
// characters, checked by the initWebChat request schema's own validator (the server's check) on
// Start; prefilled from the profile when signed in. A server refusal shows at its field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, TextField, Typography } from '@mui/material';
import { validate } from '../../../generated/validators/browser/api-chat-init-request';
import type { ApiFailure } from '../../../core/contract/api-error';
import { isSignedIn } from '../../lib/auth-token';
import { readProfile } from '../../lib/read-profile';
import { useHoursText } from '../../lib/hours';
import { fieldErrors } from './chat-rules';

type Fields = { name: string; email: string };

/** The profile's name as one line ("First Last"), whatever shape the profile keeps it in. */
function nameOf(name: unknown): string {
  if (typeof name === 'string') return name;
  if (typeof name === 'object' && name !== null) {
    const n = name as Record<string, unknown>;
    return [n.firstName, n.lastName].filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
  }
  return '';
}

export function PreChatForm({ initial, busy, onStart }: { initial: Fields; busy: boolean; onStart: (form: Fields) => Promise<ApiFailure | undefined> }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Fields>(initial);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const hours = useHoursText('OPS_CHAT');

  // Signed in: the profile's name and email, unless something was typed already.
  useEffect(() => {
    if (!isSignedIn() || initial.name || initial.email) return;
    let live = true;
    void readProfile().then((profile) => {
      if (!live || !profile) return;
      setForm((f) => ({ name: f.name || nameOf(profile.name), email: f.email || (profile.email ?? '') }));
    });
    return () => {
      live = false;
    };
  }, [initial.name, initial.email]);

  const errors = fieldErrors(validate, { name: form.name, email: form.email });
  const shown = (field: keyof Fields) => (tried ? (errors[field] ? t(errors[field]) : server[field]) : server[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServer({});
    if (errors.name) return nameRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    const failure = await onStart(form);
    if (failure) setServer(Object.fromEntries(failure.fields.map((f) => [f.pointer.replace(/^\//, ''), f.message])));
  };

  const field = (name: keyof Fields, ref: typeof nameRef, autoComplete: string) => (
    <TextField
      label={t(`chat.prechat.${name}`)}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      required
      fullWidth
      margin="dense"
      size="small"
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      inputRef={ref}
      error={Boolean(shown(name))}
      helperText={shown(name)}
      disabled={busy}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} sx={{ p: 2 }}>
      <Typography variant="body2">{t('chat.prechat.intro')}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('chat.window.hours', { hours })}
      </Typography>
      {field('name', nameRef, 'name')}
      {field('email', emailRef, 'email')}
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 1 }}>
        {t('chat.prechat.start')}
      </Button>
    </Box>
  );
}

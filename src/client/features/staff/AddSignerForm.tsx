// Staff adds an additional signer (issue 16): name and email; the server mails the invitation and
// writes the staff audit row. The server's words are shown when it refuses.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { staffApiRoutes } from '../../../core/contract/staff-routes';
import { StaffApiError, staffCall } from './staff-api';

type Fields = { firstName: string; lastName: string; email: string };
const EMPTY: Fields = { firstName: '', lastName: '', email: '' };

export function AddSignerForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const missing = (name: keyof Fields) => submitted && !fields[name].trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(fields).some((v) => !v.trim()) || busy) return;
    setBusy(true);
    try {
      const body = { firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), email: fields.email.trim() };
      await staffCall('POST', staffApiRoutes.additionalSigners.path({ uuid }), { body });
      setOutcome({ ok: true, text: t('staff.addSigner.sent', { email: body.email }) });
      setFields(EMPTY);
      setSubmitted(false);
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof StaffApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Fields, autoComplete: string) => (
    <TextField
      label={t(`staff.addSigner.${name}`)}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      autoComplete={autoComplete}
      error={missing(name)}
      helperText={missing(name) ? t('staff.addSigner.required') : undefined}
      slotProps={{ htmlInput: { 'aria-invalid': missing(name) } }}
      required
      fullWidth
      margin="dense"
      {...(name === 'email' ? { type: 'email' } : {})}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Typography sx={{ mb: 1 }}>{t('staff.addSigner.intro')}</Typography>
      {field('firstName', 'off')}
      {field('lastName', 'off')}
      {field('email', 'off')}
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ mt: 1 }}>
          {outcome.text}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {t('staff.addSigner.submit')}
      </Button>
    </Box>
  );
}

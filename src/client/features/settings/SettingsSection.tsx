// One section of the settings page: its heading, what it is for, its form, and the one line that
// says how the last save went (a status for success, an alert for a refusal, in the server's words).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { ApiError } from '../../lib/api';

export type Outcome = { ok: true; text: string } | { ok: false; text: string } | undefined;

interface SectionProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ heading, intro, children }: SectionProps) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {intro && (
        <Typography component="p" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** A section's save: busy while it runs, then the outcome (the server's words on a refusal). */
export function useSave() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const run = async (work: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.failure.message : t('common.errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}

export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ mt: 2 }}>
      {outcome.text}
    </Alert>
  );
}

interface SaveFormProps {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  outcome: Outcome;
  children: ReactNode;
}

export function SaveForm({ onSubmit, submitLabel, busy, outcome, children }: SaveFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {children}
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
      <OutcomeLine outcome={outcome} />
    </Box>
  );
}

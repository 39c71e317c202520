// What the sign-in and set-password forms share: the fields' state and their props, one submission
// (check, send, the server's words on failure) and the form's frame (the failure alert above the
// fields, the submit button below). A form sits on a page of its own ('page') or in the co-signer
// area's content column ('column'); the two looks are data.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@mui/material';
import type { ApiFailure } from '../../../core/contract/api-error';
import { ApiError } from '../api';

export type FormLook = 'page' | 'column';

const LOOKS = {
  page: { form: undefined, alert: { mb: 1 }, fullWidthButton: true },
  column: { form: { maxWidth: 420 }, alert: { mt: 2 }, fullWidthButton: false },
} as const;

type Fields<K extends string> = Record<K, string>;
type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface CredentialsFormOptions<K extends string, A> {
  initial: Fields<K>;
  /** The fields' own rules, as messages by field (none: send). */
  check: (fields: Fields<K>) => FieldErrors<K>;
  /** Sends the fields (and what the submitting control adds); what follows success is the caller's. */
  send: (fields: Fields<K>, extra?: A) => Promise<void>;
  /** The words shown for a refusal: the server's own by default. */
  failureText?: (failure: ApiFailure) => string;
  onRefused?: (error: ApiError) => void;
}

export function useCredentialsForm<K extends string, A = never>({ initial, check, send, failureText = (f) => f.message, onRefused }: CredentialsFormOptions<K, A>) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields<K>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent, extra?: A) => {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      // On success the form gives way (another page, or the done message), so busy stays set.
      await send(fields, extra);
    } catch (error) {
      setFailure(error instanceof ApiError ? failureText(error.failure) : t('common.errors.generic'));
      if (error instanceof ApiError) onRefused?.(error);
      setBusy(false);
    }
  };

  const fieldProps = (name: K, { label, autoComplete, helper }: { label: string; autoComplete: string; helper?: string }) => ({
    label,
    autoComplete,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helper,
    slotProps: { htmlInput: { 'aria-invalid': Boolean(errors[name]) } },
    required: true,
    fullWidth: true,
    margin: 'normal' as const,
  });

  return { fields, failure, busy, submit, fieldProps };
}

interface CredentialsFrameProps {
  look: FormLook;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The refusal, shown above the fields (with any way out the page offers). */
  failure: ReactNode;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}

export function CredentialsFrame({ look, onSubmit, failure, submitLabel, busy, children }: CredentialsFrameProps) {
  const sx = LOOKS[look];
  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={sx.form}>
      {failure && (
        <Alert severity="error" role="alert" sx={sx.alert}>
          {failure}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" fullWidth={sx.fullWidthButton} disabled={busy} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}

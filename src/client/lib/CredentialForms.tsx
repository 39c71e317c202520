// The credential forms, one of each for every role: the sign-in (applicant, broker, co-signer,
// staff) and the set-password (the reset link, the co-signer's invitation). What they share: the
// fields' state and props, one submission (check, send, the server's words on a refusal) and the
// frame (the refusal above the fields, the submit button below). A form sits on a page of its own
// ('page') or in the co-signer area's content column ('column'); the two looks are data. One file,
// so the pages that load the forms share one chunk (the first render's list of chunks stays short).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, TextField } from '@mui/material';
import { hasCode, type ApiFailure } from '../../core/contract/api-error';
import { ApiError } from './api';
import { LoginCodeField } from './LoginCodeField';
import { PasswordField } from './PasswordField';
import { PasswordStrength, passwordStrengthIds } from './PasswordStrength';

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

function useCredentialsForm<K extends string, A = never>({ initial, check, send, failureText = (f) => f.message, onRefused }: CredentialsFormOptions<K, A>) {
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

function CredentialsFrame({ look, onSubmit, failure, submitLabel, busy, children }: CredentialsFrameProps) {
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

// One sign-in form for every role: email and password, and the one-time code field once the server
// answers LOGIN_CODE_REQUIRED (an account past its ceiling of failed sign-ins; the code was mailed).
// The role's differences are props: its copy keys, the email's autocomplete, and `signIn`, which
// sends to the role's endpoint (from the route table), keeps the token and opens the next page.
export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

/** Copy keys of the form's words. */
export interface SignInCopy {
  email: string;
  password: string;
  emailRequired: string;
  passwordRequired: string;
  submit: string;
}

/** The customer login's words (applicants, brokers, co-signers). */
export const CUSTOMER_SIGN_IN_COPY: SignInCopy = {
  email: 'auth.login.email',
  password: 'auth.login.password',
  emailRequired: 'errors.email.required',
  passwordRequired: 'errors.required',
  submit: 'auth.login.submit',
};

interface SignInFormProps {
  copy: SignInCopy;
  signIn: (credentials: Credentials) => Promise<void>;
  /** 'username' where the email is a work account's name (staff). */
  emailAutoComplete?: 'email' | 'username';
  look?: FormLook;
}

export function SignInForm({ copy, signIn, emailAutoComplete = 'email', look = 'page' }: SignInFormProps) {
  const { t } = useTranslation();
  // Shown once the server asks for the code it mailed.
  const [code, setCode] = useState<string>();
  const form = useCredentialsForm<'email' | 'password', { withCode: boolean }>({
    initial: { email: '', password: '' },
    check: (f) => ({
      ...(f.email.trim() ? {} : { email: t(copy.emailRequired) }),
      ...(f.password ? {} : { password: t(copy.passwordRequired) }),
    }),
    // 'Email me a new code' signs in again without the code, so the server mails a new one.
    send: (f, extra = { withCode: true }) => signIn({ email: f.email.trim(), password: f.password, ...(extra.withCode && code ? { code: code.trim() } : {}) }),
    onRefused: (error) => {
      if (hasCode(error.failure, 'LOGIN_CODE_REQUIRED')) setCode('');
    },
  });
  return (
    <CredentialsFrame look={look} onSubmit={form.submit} failure={form.failure} submitLabel={t(copy.submit)} busy={form.busy}>
      <TextField type="email" {...form.fieldProps('email', { label: t(copy.email), autoComplete: emailAutoComplete })} />
      <PasswordField {...form.fieldProps('password', { label: t(copy.password), autoComplete: 'current-password' })} />
      {code !== undefined && <LoginCodeField value={code} onChange={setCode} onNewCode={(e) => void form.submit(e, { withCode: false })} disabled={form.busy} />}
    </CredentialsFrame>
  );
}

// One set-password form: the new password twice, under the registration's rules (checked by the
// server, whose words are shown), after the current one where the account already has it (the
// settings page). The differences are props: the copy keys' prefix, where the password goes, and
// the refusal's words.
interface SetPasswordFormProps {
  /** Where `password`, `confirm` and `submit` (and `current` with askCurrent) are found in the copy, e.g. 'password.reset'. */
  copyPrefix: string;
  save: (password: string, current: string) => Promise<void>;
  /** Asks the current password first (a signed-in change, not a mailed link). */
  askCurrent?: boolean;
  failureText?: (failure: ApiFailure) => string;
  /** A way out shown after the refusal's words (the reset page's 'Ask for a new link'). */
  failureAction?: ReactNode;
  look?: FormLook;
}

export function SetPasswordForm({ copyPrefix, save, failureText, failureAction, look = 'page', askCurrent = false }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useCredentialsForm<'current' | 'password' | 'confirm'>({
    initial: { current: '', password: '', confirm: '' },
    check: (f) => ({
      ...(askCurrent && !f.current ? { current: t('errors.required') } : {}),
      ...(f.password ? {} : { password: t('errors.required') }),
      ...(!f.confirm ? { confirm: t('errors.required') } : f.confirm !== f.password ? { confirm: t('errors.password.mismatch') } : {}),
    }),
    send: (f) => save(f.password, f.current),
    ...(failureText ? { failureText } : {}),
  });
  const field = (name: 'password' | 'confirm', helper?: string) => (
    <PasswordField {...form.fieldProps(name, { label: t(`${copyPrefix}.${name}`), autoComplete: 'new-password', ...(helper ? { helper } : {}) })} />
  );
  const failure = form.failure && failureAction ? <>{form.failure} {failureAction}</> : form.failure;
  // The new password is described by its hint (or error), the meter and the checklist, as on registration.
  const passwordId = `${useId()}-password`;
  const strength = passwordStrengthIds(passwordId);
  const password = form.fieldProps('password', { label: t(`${copyPrefix}.password`), autoComplete: 'new-password', helper: t('fields.password.hint') });
  return (
    <CredentialsFrame look={look} onSubmit={form.submit} failure={failure} submitLabel={t(`${copyPrefix}.submit`)} busy={form.busy}>
      {askCurrent && <PasswordField {...form.fieldProps('current', { label: t(`${copyPrefix}.current`), autoComplete: 'current-password' })} />}
      <PasswordField
        {...password}
        id={passwordId}
        slotProps={{ htmlInput: { ...password.slotProps.htmlInput, 'aria-describedby': `${passwordId}-helper-text ${strength.meter} ${strength.rules}` } }}
      />
      <PasswordStrength id={passwordId} password={form.fields.password} />
      {field('confirm')}
    </CredentialsFrame>
  );
}

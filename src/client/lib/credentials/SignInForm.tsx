// One sign-in form for every role (applicant, broker, co-signer, staff): email and password, and
// the one-time code field once the server answers LOGIN_CODE_REQUIRED (an account past its ceiling
// of failed sign-ins; the code was mailed). A refusal shows the server's own words. The role's
// differences are props: its copy keys, the email's autocomplete, and `signIn`, which sends to the
// role's endpoint (from the route table), keeps the token and opens the next page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { hasCode } from '../../../core/contract/api-error';
import { LoginCodeField } from '../LoginCodeField';
import { PasswordField } from '../PasswordField';
import { CredentialsFrame, useCredentialsForm, type FormLook } from './credentials-form';

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

// One set-password form: the new password twice, under the registration's rules (checked by the
// server, whose words are shown). Used by the reset link's page and the co-signer's invitation; the
// differences are props: the copy keys' prefix, where the password goes, and the refusal's words.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../core/contract/api-error';
import { PasswordField } from '../PasswordField';
import { CredentialsFrame, useCredentialsForm, type FormLook } from './credentials-form';

interface SetPasswordFormProps {
  /** Where `password`, `confirm` and `submit` are found in the copy, e.g. 'password.reset'. */
  copyPrefix: string;
  save: (password: string) => Promise<void>;
  failureText?: (failure: ApiFailure) => string;
  /** A way out shown after the refusal's words (the reset page's 'Ask for a new link'). */
  failureAction?: ReactNode;
  look?: FormLook;
}

export function SetPasswordForm({ copyPrefix, save, failureText, failureAction, look = 'page' }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useCredentialsForm<'password' | 'confirm'>({
    initial: { password: '', confirm: '' },
    check: (f) => ({
      ...(f.password ? {} : { password: t('errors.required') }),
      ...(!f.confirm ? { confirm: t('errors.required') } : f.confirm !== f.password ? { confirm: t('errors.password.mismatch') } : {}),
    }),
    send: (f) => save(f.password),
    ...(failureText ? { failureText } : {}),
  });
  const field = (name: 'password' | 'confirm', helper?: string) => (
    <PasswordField {...form.fieldProps(name, { label: t(`${copyPrefix}.${name}`), autoComplete: 'new-password', ...(helper ? { helper } : {}) })} />
  );
  const failure = form.failure && failureAction ? <>{form.failure} {failureAction}</> : form.failure;
  return (
    <CredentialsFrame look={look} onSubmit={form.submit} failure={failure} submitLabel={t(`${copyPrefix}.submit`)} busy={form.busy}>
      {field('password', t('fields.password.hint'))}
      {field('confirm')}
    </CredentialsFrame>
  );
}

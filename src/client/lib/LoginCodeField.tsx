// The one-time code a login asks for once its account is past the ceiling of failed logins (the
// server answers LOGIN_CODE_REQUIRED and mails the code): a numeric one-time-code input, and a
// button that logs in again without a code so a new one is mailed.
import type { FormEvent } from 'react';
import { Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface LoginCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onNewCode: (event: FormEvent) => void;
  disabled: boolean;
}

export function LoginCodeField({ value, onChange, onNewCode, disabled }: LoginCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.login.code')}
        helperText={t('auth.login.codeHint')}
        autoComplete="one-time-code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus
        required
        fullWidth
        margin="normal"
      />
      <Button type="button" variant="text" disabled={disabled} onClick={onNewCode}>
        {t('auth.login.newCode')}
      </Button>
    </>
  );
}

// A Social Security number: masked like a password unless the applicant asks to see it, laid out
// ###-##-#### as typed, never autofilled or remembered by the browser (autocomplete off); the flow
// marks it writeOnly, so it is sent with the event only and never saved as a draft.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Button, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { inputA11y } from './input-a11y';
import { formatSsn } from './ssn-format';

export function SsnWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const a11y = inputA11y(props);
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      fullWidth
      sx={{ mt: 2 }}
      type={shown ? 'text' : 'password'}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={a11y['aria-invalid']}
      onChange={(e) => onChange(formatSsn(e.target.value) || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { ...a11y, autoComplete: 'off', inputMode: 'numeric', maxLength: 11, spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" aria-controls={id} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
                {shown ? t('fields.ssn.hide') : t('fields.ssn.show')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

// A multi-line text box with its character count (spec section 9: the CEO message is 10 to 1000
// characters, textarea rows 5). The count is shown as the applicant types and read as the field's
// description, not announced on every key; an error takes its place in the description first.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
  error: string | undefined;
  countKey: string;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function CountedText({ label, value, onChange, max, rows, error, countKey, disabled, required, inputRef }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      rows={rows}
      fullWidth
      margin="normal"
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      inputRef={inputRef}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <span>{error}</span>
          <span>{t(countKey, { count: value.length, max })}</span>
        </Box>
      }
    />
  );
}

// A password answer without a strength meter (the confirmation of a new password), with the same
// show/hide button as the password above it; PasswordInput is the input both draw.
import type { WidgetProps } from '@rjsf/utils';
import { Box } from '@mui/material';
import { PasswordField } from '../../lib/PasswordField';
import { inputA11y } from './input-a11y';

/** The widget's password input, described by `describedBy` (a hint, a meter) and its errors. */
export function PasswordInput({ widget, describedBy = [] }: { widget: WidgetProps; describedBy?: string[] }) {
  const { id, label, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = widget;
  const a11y = inputA11y(widget, describedBy);
  return (
    <PasswordField
      id={id}
      label={label}
      required={required}
      fullWidth
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={a11y['aria-invalid']}
      onChange={(e) => onChange(e.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: a11y }}
    />
  );
}

export function PasswordWidget(props: WidgetProps) {
  return (
    <Box sx={{ mt: 2 }}>
      <PasswordInput widget={props} />
    </Box>
  );
}

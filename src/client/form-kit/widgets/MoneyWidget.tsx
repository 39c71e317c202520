// An amount in whole dollars: shown with thousands separators ("120,000"), stored as a number.
import type { WidgetProps } from '@rjsf/utils';
import { InputAdornment, TextField } from '@mui/material';
import { inputA11y } from './input-a11y';

// Made on the first amount shown, not when the module loads: the first Intl formatter of a page
// loads the locale's data (the largest long task of the page's idle loading, measured).
let grouped: Intl.NumberFormat | undefined;
const format = (amount: number) => (grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(amount);

export const parseMoney = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
};

export function MoneyWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const a11y = inputA11y(props);
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      fullWidth
      sx={{ mt: 2 }}
      value={typeof value === 'number' ? format(value) : ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={a11y['aria-invalid']}
      // An emptied optional amount is "none" (null), which the schema allows for other income.
      onChange={(e) => onChange(parseMoney(e.target.value) ?? props.options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { ...a11y, inputMode: 'numeric' },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
        },
      }}
    />
  );
}

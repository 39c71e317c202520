// A choice among options as a real group: fieldset and legend name it, the error describes it.
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, errorId, optionId } from '@rjsf/utils';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';

export function RadioWidget({ id, label, options, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { enumOptions = [], emptyValue } = options;
  const hasError = (rawErrors?.length ?? 0) > 0;
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  return (
    <FormControl component="fieldset" required={required} error={hasError} disabled={disabled || readonly} sx={{ mt: 1 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        id={id}
        name={id}
        value={selected ?? ''}
        aria-invalid={hasError}
        aria-describedby={hasError ? errorId(id) : undefined}
        onChange={(_e, v) => onChange(enumOptionsValueForIndex(v, enumOptions, emptyValue))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {enumOptions.map((option, i) => (
          <FormControlLabel key={i} value={String(i)} label={option.label} control={<Radio id={optionId(id, i)} />} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

// A single choice from a menu (an enum that names no widget), in its own chunk: only steps with
// such a choice load it. rjsf's MUI select, minus its empty first row: rjsf adds an option for the
// placeholder (blank when there is none) unless the schema has a default, and a blank row in the
// employment menu read as a broken answer (issue 15).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, labelValue } from '@rjsf/utils';
import { MenuItem, TextField } from '@mui/material';

export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, label, hideLabel, required, disabled, readonly, value, autofocus, rawErrors = [], onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (v: unknown) => enumOptionValueDecoder(v as string, enumOptions, format, emptyValue);
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={enumOptionSelectedValue(value, enumOptions, false, format, '')}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(decode(e.target.value))}
      onBlur={(e) => onBlur(id, decode(e.target.value))}
      onFocus={(e) => onFocus(id, decode(e.target.value))}
      slotProps={{ inputLabel: { shrink: value !== undefined && value !== '' } }}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map(({ value: option, label: optionLabel }, i) => (
        <MenuItem key={String(option)} value={enumOptionValueEncoder(option, i, format)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option)}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}

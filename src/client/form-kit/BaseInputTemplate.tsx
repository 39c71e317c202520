// A step's text input: MUI's outlined text field (as @rjsf/mui draws it, without its clear button),
// with the accessibility wiring on the <input> itself: aria-invalid and aria-describedby (its
// error message), plus the autocomplete and inputmode tokens the flow names.
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { errorId, getInputProps, getUiOptions, labelValue } from '@rjsf/utils';
import { OutlinedTextField } from './OutlinedTextField';

// Inputs whose browser UI fills the box: their label always sits above it.
const SHRINK_LABEL_TYPES = ['date', 'datetime-local', 'file', 'time'];

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, placeholder, required, readonly, disabled, type, label, hideLabel, value, onChange, onChangeOverride, onBlur, onFocus } = props;
  const { autofocus, options, schema, slotProps } = props;
  const hasError = !props.hideError && (props.rawErrors?.length ?? 0) > 0;
  const ui = props.uiSchema ?? {};
  const uiOptions = getUiOptions(ui);
  const { step, min, max, accept, autoCapitalize, ...inputType } = getInputProps(schema, type, options);
  const slots = slotProps as { htmlInput?: object; input?: object; inputLabel?: object } | undefined;
  const htmlInput = {
    ...slots?.htmlInput,
    step,
    min,
    max,
    accept,
    ...(autoCapitalize === undefined ? {} : { autoCapitalize }),
    'aria-invalid': hasError,
    ...(hasError ? { 'aria-describedby': errorId(id) } : {}),
    ...(typeof uiOptions.autocomplete === 'string' ? { autoComplete: uiOptions.autocomplete } : {}),
    ...(typeof ui['ui:inputmode'] === 'string' ? { inputMode: ui['ui:inputmode'] as 'numeric' } : {}),
  };
  const inputLabel = { ...slots?.inputLabel, ...(SHRINK_LABEL_TYPES.includes(inputType.type ?? '') && { shrink: true }) };
  return (
    <OutlinedTextField
      id={id}
      name={htmlName || id}
      placeholder={placeholder}
      label={labelValue(label || undefined, hideLabel, undefined)}
      autoFocus={autofocus}
      required={required}
      disabled={disabled || readonly}
      fullWidth
      type={inputType.type}
      value={value || value === 0 ? value : ''}
      error={(props.rawErrors?.length ?? 0) > 0}
      onChange={onChangeOverride ?? ((e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      slotProps={{ htmlInput, input: slots?.input, inputLabel }}
    />
  );
}

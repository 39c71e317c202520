// MUI's outlined TextField, composed from its parts (FormControl, InputLabel, OutlinedInput) with
// the same markup and classes. MUI's TextField imports its select mode and the filled and standard
// variants whether used or not (Select, Menu, Popover, NativeSelect ...): ~6 KB gzip on every page.
import type { ReactNode } from 'react';
import { FormControl, InputLabel, OutlinedInput, type InputLabelProps, type OutlinedInputProps } from '@mui/material';

type InputProps = Pick<
  OutlinedInputProps,
  'name' | 'value' | 'type' | 'placeholder' | 'autoFocus' | 'onChange' | 'onBlur' | 'onFocus' | 'onKeyDown' | 'endAdornment' | 'startAdornment'
>;

export interface OutlinedTextFieldProps extends InputProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  slotProps?: {
    htmlInput?: OutlinedInputProps['inputProps'];
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
  };
}

export function OutlinedTextField({ id, label, required, disabled, error, fullWidth, slotProps = {}, ...input }: OutlinedTextFieldProps) {
  const hasLabel = label != null && label !== '';
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required={required} disabled={disabled} error={error} fullWidth={fullWidth}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        label={label}
        fullWidth={fullWidth}
        {...(slotProps.inputLabel?.shrink !== undefined && { notched: slotProps.inputLabel.shrink })}
        {...slotProps.input}
        {...input}
        inputProps={slotProps.htmlInput}
      />
    </FormControl>
  );
}

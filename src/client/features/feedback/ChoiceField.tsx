// One required choice as radio buttons in a fieldset (its legend the question), the error below it
// and tied to the group, and the first radio reachable for focus when the form is refused.
import { useId, type Ref } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';

interface Props {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled?: boolean;
  row?: boolean;
  firstRef?: Ref<HTMLInputElement>;
}

export function ChoiceField({ label, value, options, onChange, error, disabled, row, firstRef }: Props) {
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} required margin="normal" fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup row={row} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={error ? errorId : undefined}>
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={<Radio slotProps={{ input: { ref: i === 0 ? firstRef : undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } }} />}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

// A checkbox the applicant must tick to go on (the E-SIGN consent, the agreement to sign, the manual
// notary's fee, the bank details), with its message under it once they have tried without it: one
// place for its ARIA wiring.
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';

interface RequiredCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  message: string;
  /** The message shows (and the box is marked invalid) once a send was tried unticked. */
  showError: boolean;
}

export function RequiredCheckbox({ id, checked, onChange, label, message, showError }: RequiredCheckboxProps) {
  const invalid = showError && !checked;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 2, alignItems: 'flex-start' }}
        control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} sx={{ mt: -1 }} slotProps={{ input: { 'aria-invalid': invalid, 'aria-describedby': invalid ? id : undefined } }} />}
        label={label}
      />
      {invalid && (
        <FormHelperText id={id} error>
          {message}
        </FormHelperText>
      )}
    </>
  );
}

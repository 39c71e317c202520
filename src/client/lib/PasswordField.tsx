// A password input with a show/hide button (issue 15): the button says what it will do ('Show
// password', 'Hide password') and whether the password shows (aria-pressed); the input keeps its
// name, autocomplete and description, and the caret stays where it was.
import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

export function PasswordField({ slotProps, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const label = t(shown ? 'common.form.hidePassword' : 'common.form.showPassword');
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={label} aria-pressed={shown} onClick={() => setShown(!shown)} onMouseDown={(e) => e.preventDefault()} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

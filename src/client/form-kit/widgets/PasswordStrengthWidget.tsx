// A new password with the spec's hint, a show/hide button, and the strength meter and checklist of
// the rule (lib/PasswordStrength, the same on the reset page).
import type { WidgetProps } from '@rjsf/utils';
import { Box, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordStrength, passwordStrengthIds } from '../../lib/PasswordStrength';
import { PasswordInput } from './PasswordWidget';

export function PasswordStrengthWidget(props: WidgetProps) {
  const { id, value, options, rawErrors, hideError } = props;
  const { t } = useTranslation();
  // The hint in the field's neutral colour, and not at all while the message under the field says
  // the same words (it was shown twice, both in red: issue 15).
  const hint = typeof options.hint === 'string' ? t(options.hint) : undefined;
  const showHint = hint !== undefined && (hideError || !rawErrors?.includes(hint));
  const hintId = `${id}-hint`;
  const ids = passwordStrengthIds(id);
  return (
    <Box sx={{ mt: 2 }}>
      <PasswordInput widget={props} describedBy={showHint ? [hintId, ids.meter, ids.rules] : [ids.meter, ids.rules]} />
      {showHint && (
        <FormHelperText id={hintId} error={false}>
          {hint}
        </FormHelperText>
      )}
      <PasswordStrength id={id} password={typeof value === 'string' ? value : ''} />
    </Box>
  );
}

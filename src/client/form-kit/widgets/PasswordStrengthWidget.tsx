// A new password with the spec's hint, a show/hide button and a four-segment strength meter; the
// meter has a text equivalent ("Password strength: Good") that the input names as its description.
import type { WidgetProps } from '@rjsf/utils';
import { Box, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../lib/PasswordField';
import { inputA11y } from './input-a11y';
import { STRENGTH_LEVELS, STRENGTH_SEGMENTS, passwordStrength } from './password-strength';

export function PasswordStrengthWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const { t } = useTranslation();
  const password = typeof value === 'string' ? value : '';
  const score = passwordStrength(password);
  const strengthText = t('fields.password.strength.label', {
    level: t(`fields.password.strength.${STRENGTH_LEVELS[score]}`),
  });
  const hintId = `${id}-hint`;
  const meterId = `${id}-strength`;
  const a11y = inputA11y(props, [hintId, meterId]);
  return (
    <Box sx={{ mt: 2 }}>
      <PasswordField
        id={id}
        label={label}
        required={required}
        fullWidth
        value={password}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        error={a11y['aria-invalid']}
        onChange={(e) => onChange(e.target.value || undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{ htmlInput: a11y }}
      />
      {typeof options.hint === 'string' && <FormHelperText id={hintId}>{t(options.hint)}</FormHelperText>}
      <Box
        role="meter"
        aria-labelledby={meterId}
        aria-valuemin={0}
        aria-valuemax={STRENGTH_SEGMENTS}
        aria-valuenow={score}
        aria-valuetext={strengthText}
        sx={{ display: 'flex', gap: 0.5, mt: 1 }}
      >
        {Array.from({ length: STRENGTH_SEGMENTS }, (_, i) => (
          <Box
            key={i}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 1,
              bgcolor: i < score ? segmentColour(score) : 'action.disabledBackground',
            }}
          />
        ))}
      </Box>
      <FormHelperText id={meterId}>{strengthText}</FormHelperText>
    </Box>
  );
}

const segmentColour = (score: number): string =>
  score <= 1 ? 'error.main' : score === 2 ? 'warning.main' : score === 3 ? 'info.main' : 'success.main';

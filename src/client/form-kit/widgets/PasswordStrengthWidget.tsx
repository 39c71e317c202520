// A new password with the spec's hint, a show/hide button and a four-segment strength meter; the
// meter has a text equivalent ("Password strength: Good") that the input names as its description.
import type { WidgetProps } from '@rjsf/utils';
import { Box, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './PasswordWidget';
import { STRENGTH_LEVELS, STRENGTH_SEGMENTS, passwordStrength } from './password-strength';

export function PasswordStrengthWidget(props: WidgetProps) {
  const { id, value, options, rawErrors, hideError } = props;
  const { t } = useTranslation();
  // The hint in the field's neutral colour, and not at all while the message under the field says
  // the same words (it was shown twice, both in red: issue 15).
  const hint = typeof options.hint === 'string' ? t(options.hint) : undefined;
  const showHint = hint !== undefined && (hideError || !rawErrors?.includes(hint));
  const password = typeof value === 'string' ? value : '';
  const score = passwordStrength(password);
  const strengthText = t('fields.password.strength.label', {
    level: t(`fields.password.strength.${STRENGTH_LEVELS[score]}`),
  });
  const hintId = `${id}-hint`;
  const meterId = `${id}-strength`;
  return (
    <Box sx={{ mt: 2 }}>
      <PasswordInput widget={props} describedBy={showHint ? [hintId, meterId] : [meterId]} />
      {showHint && (
        <FormHelperText id={hintId} error={false}>
          {hint}
        </FormHelperText>
      )}
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
      <FormHelperText id={meterId} error={false}>
        {strengthText}
      </FormHelperText>
    </Box>
  );
}

const segmentColour = (score: number): string =>
  score <= 1 ? 'error.main' : score === 2 ? 'warning.main' : score === 3 ? 'info.main' : 'success.main';

// The strength meter and the checklist beside a new password, on registration and on the reset
// page alike: one line per part of the rule, read from the schema the validator is compiled from
// (core/validation/password-rules.ts), so a ticked line is a part the server will accept. The
// meter has a text equivalent ("Password strength: good"); the input names both as its description.
import { Box, FormHelperText, List, ListItem, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordRulesMet } from '../../core/validation/password-rules';

/**
 * The meter's word for how many parts of the rule are met. Only a password the validator accepts is
 * "strong"; one part short is "almost there", never "good" (issue 31: a refused password read "good").
 */
export const STRENGTH_LEVELS = ['none', 'weak', 'fair', 'almost', 'strong'] as const;

/** The ids a password input names in aria-describedby (the meter's words, then the checklist). */
export const passwordStrengthIds = (id: string) => ({ meter: `${id}-strength`, rules: `${id}-rules` });

export function PasswordStrength({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const ids = passwordStrengthIds(id);
  const score = passwordRulesMet(password);
  const strengthText = t('fields.password.strength.label', { level: t(`fields.password.strength.${STRENGTH_LEVELS[score]}`) });
  return (
    <>
      <Box
        role="meter"
        aria-labelledby={ids.meter}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_RULES.length}
        aria-valuenow={score}
        aria-valuetext={strengthText}
        sx={{ display: 'flex', gap: 0.5, mt: 1 }}
      >
        {PASSWORD_RULES.map((rule, i) => (
          <Box key={rule.key} sx={{ flex: 1, height: 6, borderRadius: 1, bgcolor: i < score ? segmentColour(score) : 'action.disabledBackground' }} />
        ))}
      </Box>
      <FormHelperText id={ids.meter} error={false}>
        {strengthText}
      </FormHelperText>
      <Typography id={`${ids.rules}-heading`} variant="body2" sx={{ mt: 1 }}>
        {t('fields.password.rules.heading')}
      </Typography>
      <List id={ids.rules} dense disablePadding aria-labelledby={`${ids.rules}-heading`}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          return (
            <ListItem key={rule.key} disableGutters sx={{ py: 0, gap: 1, alignItems: 'flex-start' }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" aria-hidden="true" sx={{ mt: '2px' }} />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="action" aria-hidden="true" sx={{ mt: '2px' }} />
              )}
              <Typography variant="body2">
                {t(rule.key, rule.params)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${t(met ? 'fields.password.rules.met' : 'fields.password.rules.notMet')})`}
                </Box>
              </Typography>
            </ListItem>
          );
        })}
      </List>
      {/* Polite: how many parts are met, read out when that changes, not at every key. */}
      <Box role="status" sx={visuallyHidden}>
        {password ? t('fields.password.rules.progress', { met: score, count: PASSWORD_RULES.length }) : ''}
      </Box>
    </>
  );
}

// The words "(done)" and "(not yet)" use MUI's visuallyHidden (pixel sizes): a home-made one with width 1 in sx meant 100%, 551 px at 320.

const segmentColour = (score: number): string =>
  score <= 1 ? 'error.main' : score === 2 ? 'warning.main' : score === 3 ? 'info.main' : 'success.main';

// A choice among a few options shown as cards (occupancy: Primary, Secondary, Investment; yes/no):
// still a real radio group, named by its legend, with the error as its description. An option may
// carry a short hint beside its label (ui:enumHints: "a second home" under Secondary): shown in
// the card and given as the radio's description, so its name stays the option's label.
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, errorId, optionId } from '@rjsf/utils';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';

export function ChoiceCardsWidget({ id, label, options, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { enumOptions = [], emptyValue } = options;
  const hasError = (rawErrors?.length ?? 0) > 0;
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const hints = Array.isArray(options.enumHints) ? (options.enumHints as unknown[]) : [];
  const hintOf = (i: number) => (typeof hints[i] === 'string' && hints[i] ? (hints[i] as string) : undefined);
  return (
    <FormControl component="fieldset" required={required} error={hasError} disabled={disabled || readonly} sx={{ mt: 1, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <RadioGroup
        id={id}
        name={id}
        row
        value={selected ?? ''}
        aria-invalid={hasError}
        aria-describedby={hasError ? errorId(id) : undefined}
        onChange={(_e, v) => onChange(enumOptionsValueForIndex(v, enumOptions, emptyValue))}
        // Leaving the group, not moving between its options, is what counts as a visit.
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
        sx={{ gap: 1.5 }}
      >
        {enumOptions.map((option, i) => (
          <FormControlLabel
            key={i}
            value={String(i)}
            label={
              hintOf(i) ? (
                <>
                  {option.label}
                  <Box component="span" id={`${optionId(id, i)}-hint`} aria-hidden="true" sx={{ display: 'block', fontSize: 14, color: 'text.secondary' }}>
                    {hintOf(i)}
                  </Box>
                </>
              ) : (
                option.label
              )
            }
            control={<Radio id={optionId(id, i)} slotProps={hintOf(i) ? { input: { 'aria-describedby': `${optionId(id, i)}-hint` } } : undefined} />}
            sx={(theme) => ({
              m: 0,
              pr: 2,
              flex: '1 1 8rem',
              minHeight: 48,
              py: 0.5,
              border: 2,
              borderRadius: 2,
              borderColor: String(i) === selected ? theme.palette.primary.main : hasError ? theme.palette.error.main : theme.palette.divider,
              bgcolor: String(i) === selected ? theme.palette.action.selected : 'transparent',
            })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

// Date of birth as one fieldset: a legend and month, day and year inputs, with one message for the
// date (its own or a part's). It counts as visited when focus leaves the fieldset.
import type { FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { Box, FormControl, FormLabel, TextField } from '@mui/material';
import { FieldErrorTemplate } from '../FieldErrorTemplate';

const PARTS = ['month', 'day', 'year'] as const;
type Part = (typeof PARTS)[number];
type Dob = Partial<Record<Part, number>>;

const toNumber = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined);

export function DateOfBirthField({
  fieldPathId,
  formData,
  errorSchema,
  rawErrors = [],
  uiSchema = {},
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  required,
}: FieldProps<Dob>) {
  const id = fieldPathId.$id;
  const dob: Dob = formData ?? {};
  // The date's own messages come as rawErrors, its parts' in the errorSchema.
  const messages = [...rawErrors, ...PARTS.flatMap((p) => errorSchema?.[p]?.__errors ?? [])];
  const hasError = messages.length > 0;
  const change = (part: Part, text: string) => onChange({ ...dob, [part]: toNumber(text) }, fieldPathId.path);
  return (
    <FormControl
      component="fieldset"
      required={required}
      error={hasError}
      sx={{ mt: 2, width: '100%' }}
      onBlur={(e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur(id, dob);
      }}
    >
      <FormLabel component="legend">{typeof uiSchema['ui:title'] === 'string' ? uiSchema['ui:title'] : ''}</FormLabel>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
        {PARTS.map((part) => {
          const ui = (uiSchema[part] ?? {}) as Record<string, unknown>;
          const options = getUiOptions(ui);
          return (
            <TextField
              key={part}
              id={`${id}_${part}`}
              label={typeof ui['ui:title'] === 'string' ? ui['ui:title'] : part}
              value={dob[part] ?? ''}
              disabled={disabled || readonly}
              error={hasError}
              sx={{ flex: part === 'year' ? 2 : 1 }}
              onChange={(e) => change(part, e.target.value.trim())}
              onFocus={() => onFocus(id, dob)}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: part === 'year' ? 4 : 2,
                  'aria-invalid': hasError,
                  ...(hasError ? { 'aria-describedby': errorId(id) } : {}),
                  ...(typeof options.autocomplete === 'string' ? { autoComplete: options.autocomplete } : {}),
                },
              }}
            />
          );
        })}
      </Box>
      {/* The date's own message (rawErrors) is shown by rjsf's field template under this fieldset,
          with the same id; a part's message, only when the date has none of its own. */}
      {rawErrors.length === 0 && <FieldErrorTemplate errors={messages.slice(0, 1)} fieldPathId={fieldPathId} schema={{}} registry={undefined as never} />}
    </FormControl>
  );
}

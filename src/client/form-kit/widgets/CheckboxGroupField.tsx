// Several answers to one question (HMDA ethnicity, race, sex): the question's object of booleans
// drawn as one fieldset of checkboxes, named by its legend. Booleans rather than an array of enum
// values: rjsf's array fields are left out of the bundle (form-kit/rjsf-fields.ts), and a rule over
// booleans ("I do not wish to provide this information" excludes the other answers) reads plainly
// in json-logic on the server and in the page alike. An option with ui:options.indent is a
// subgroup of the one above it (Mexican under Hispanic or Latino).
import type { FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';

type Choices = Record<string, boolean | undefined>;

export function CheckboxGroupField({ fieldPathId, schema, formData, rawErrors = [], errorSchema, uiSchema = {}, onChange, onBlur, onFocus, disabled, readonly, required }: FieldProps<Choices>) {
  const id = fieldPathId.$id;
  const chosen: Choices = formData ?? {};
  const properties = Object.keys((schema.properties ?? {}) as object);
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((k) => properties.includes(k)) : properties;
  // The group's own messages come as rawErrors; an option's (the exclusive rule) in the errorSchema.
  const messages = [...rawErrors, ...order.flatMap((k) => (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[k]?.__errors ?? [])];
  const hasError = messages.length > 0;
  const toggle = (key: string, on: boolean) => {
    const next: Choices = { ...chosen };
    if (on) next[key] = true;
    else delete next[key];
    onChange(next, fieldPathId.path);
  };
  return (
    <FormControl
      component="fieldset"
      required={required}
      error={hasError}
      disabled={disabled || readonly}
      sx={{ mt: 2, width: '100%' }}
      onBlur={(e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur(id, chosen);
      }}
      onFocus={() => onFocus(id, chosen)}
    >
      <FormLabel component="legend">{typeof uiSchema['ui:title'] === 'string' ? uiSchema['ui:title'] : ''}</FormLabel>
      <FormGroup aria-describedby={hasError ? errorId(id) : undefined}>
        {order.map((key) => {
          const ui = (uiSchema[key] ?? {}) as Record<string, unknown>;
          const indent = getUiOptions(ui).indent === true;
          return (
            <FormControlLabel
              key={key}
              sx={{ ml: indent ? 4 : 0 }}
              label={typeof ui['ui:title'] === 'string' ? ui['ui:title'] : key}
              control={<Checkbox id={`${id}_${key}`} checked={chosen[key] === true} onChange={(e) => toggle(key, e.target.checked)} />}
            />
          );
        })}
      </FormGroup>
    </FormControl>
  );
}

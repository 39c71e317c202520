// A single choice from a menu (an enum that names no widget), in its own chunk: only steps with
// such a choice load it. rjsf's MUI select, minus its empty first row: rjsf adds an option for the
// placeholder (blank when there is none) unless the schema has a default, and a blank row in the
// employment menu read as a broken answer (issue 15). With ui:enumGroups ([{ label, values }], the
// flow's data) the options show under headings, in the groups' order: the employment menu puts
// work (employed, self-employed, retired) apart from income sources such as alimony (issue 31).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, labelValue } from '@rjsf/utils';
import { ListSubheader, MenuItem, TextField } from '@mui/material';

/**
 * A group's heading. MUI's Select clones every child as an option (role, aria-selected, click and
 * key handlers), so a bare ListSubheader was announced, and counted, as a choice with no value: this
 * component takes those props and drops them. Skipped by the keyboard (MUI 9's menu focuses only its
 * items); read as the text before the options it heads.
 */
function GroupHeading({ heading }: { heading: string }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: 2.5, fontWeight: 700, color: 'text.primary' }}>
      {heading}
    </ListSubheader>
  );
}

interface EnumGroup {
  label: string;
  values: unknown[];
}

export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, label, hideLabel, required, disabled, readonly, value, autofocus, rawErrors = [], onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (v: unknown) => enumOptionValueDecoder(v as string, enumOptions, format, emptyValue);
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={enumOptionSelectedValue(value, enumOptions, false, format, '')}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(decode(e.target.value))}
      onBlur={(e) => onBlur(id, decode(e.target.value))}
      onFocus={(e) => onFocus(id, decode(e.target.value))}
      slotProps={{ inputLabel: { shrink: value !== undefined && value !== '' } }}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {grouped(enumOptions, options.enumGroups as EnumGroup[] | undefined).flatMap(({ label: heading, options: members }) => [
        ...(heading
          ? [
              <GroupHeading key={`group:${heading}`} heading={heading} />,
            ]
          : []),
        ...members.map(({ value: option, label: optionLabel, index }) => (
          <MenuItem key={String(option)} value={enumOptionValueEncoder(option, index, format)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option)}>
            {optionLabel}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}

/** The options under their groups' headings (the groups' order, then any option no group names); one unheaded group without groups. */
function grouped<O extends { value: unknown }>(enumOptions: O[], groups: EnumGroup[] | undefined): Array<{ label?: string; options: Array<O & { index: number }> }> {
  const indexed = enumOptions.map((o, index) => ({ ...o, index }));
  if (!Array.isArray(groups) || groups.length === 0) return [{ options: indexed }];
  const named = groups.map((g) => ({ label: g.label, options: indexed.filter((o) => g.values.includes(o.value)) }));
  const rest = indexed.filter((o) => !groups.some((g) => g.values.includes(o.value)));
  return [...named.filter((g) => g.options.length > 0), ...(rest.length ? [{ options: rest }] : [])];
}

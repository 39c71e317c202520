// MUI's text input with the accessibility wiring on the <input> itself: aria-invalid and
// aria-describedby (its error message), plus the autocomplete and inputmode tokens the flow names.
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import MuiBaseInputTemplate from '@rjsf/mui/lib/BaseInputTemplate/BaseInputTemplate.js';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const hasError = !props.hideError && (props.rawErrors?.length ?? 0) > 0;
  const ui = props.uiSchema ?? {};
  const options = getUiOptions(ui);
  const htmlInput = {
    ...(props.slotProps as { htmlInput?: object } | undefined)?.htmlInput,
    'aria-invalid': hasError,
    ...(hasError ? { 'aria-describedby': errorId(props.id) } : {}),
    ...(typeof options.autocomplete === 'string' ? { autoComplete: options.autocomplete } : {}),
    ...(typeof ui['ui:inputmode'] === 'string' ? { inputMode: ui['ui:inputmode'] } : {}),
  };
  return <MuiBaseInputTemplate {...props} slotProps={{ ...props.slotProps, htmlInput }} />;
}

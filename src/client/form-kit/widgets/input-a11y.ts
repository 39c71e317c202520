// The accessibility and autofill attributes every text input of a step carries: aria-invalid and
// aria-describedby (its message), and the autocomplete and inputmode tokens the flow names.
import type { WidgetProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';

export function inputA11y(
  { id, rawErrors, hideError, uiSchema }: Pick<WidgetProps, 'id' | 'rawErrors' | 'hideError' | 'uiSchema'>,
  describedBy: string[] = [],
) {
  const hasError = !hideError && (rawErrors?.length ?? 0) > 0;
  const ui = uiSchema ?? {};
  const options = getUiOptions(ui);
  const ids = [...describedBy, ...(hasError ? [errorId(id)] : [])];
  return {
    'aria-invalid': hasError,
    ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
    ...(typeof options.autocomplete === 'string' ? { autoComplete: options.autocomplete } : {}),
    ...(typeof ui['ui:inputmode'] === 'string' ? { inputMode: ui['ui:inputmode'] as 'numeric' } : {}),
  };
}

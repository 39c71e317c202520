// @rjsf/mui's submit button, disabled until the page's script runs: before that (the server's
// render) Continue would submit the bare form into the URL. Only the button re-renders when the page
// is hydrated: a re-render of the fields then would write their empty answers over what was typed.
import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import MuiSubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import { useHydrated } from '../lib/after-hydration';

export function SubmitButton(props: SubmitButtonProps) {
  const hydrated = useHydrated();
  if (hydrated) return <MuiSubmitButton {...props} />;
  const options = getSubmitButtonOptions(props.uiSchema);
  const uiSchema = { ...props.uiSchema, 'ui:submitButtonOptions': { ...options, props: { ...options.props, disabled: true } } };
  return <MuiSubmitButton {...props} uiSchema={uiSchema} />;
}

// @rjsf/mui's submit button, disabled until the page's script runs: before that (the server's
// render) Continue would submit the bare form into the URL (a disabled default button also stops
// Enter's implicit submission). It keeps the look of the enabled button meanwhile: the page does not
// flash a grey Continue that fades to the brand's colour when the script arrives. Only the button
// re-renders when the page is hydrated: a re-render of the fields then would write their empty
// answers over what was typed.
import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import MuiSubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import { readyLookSx, useHydrated } from '../lib/after-hydration';

export function SubmitButton(props: SubmitButtonProps) {
  const hydrated = useHydrated();
  if (hydrated) return <MuiSubmitButton {...props} />;
  const options = getSubmitButtonOptions(props.uiSchema);
  const uiSchema = { ...props.uiSchema, 'ui:submitButtonOptions': { ...options, props: { ...options.props, disabled: true, sx: readyLookSx.contained } } };
  return <MuiSubmitButton {...props} uiSchema={uiSchema} />;
}

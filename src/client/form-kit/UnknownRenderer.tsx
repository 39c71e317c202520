// In place of a question whose "ui:widget" or "ui:field" names nothing the app has (npm run check
// refuses such a flow; this is for a flow deployed without it): a note and the support line.
import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { MissingPart } from '../lib/MissingPart';

export function UnknownRenderer({ uiSchema }: { uiSchema?: UiSchema }) {
  const name = uiSchema?.['ui:widget'] ?? uiSchema?.['ui:field'] ?? getUiOptions(uiSchema).widget;
  return <MissingPart name={String(name ?? 'unknown')} />;
}

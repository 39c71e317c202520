// A flow's answers as a person reads them back (the summary before a binding submit): each answered
// field with its label's copy key (the uiSchema's ui:title) and its value, an enum value as its
// label's key (ui:enumNames), a group of yes/no boxes (ui:field checkboxGroup) as the labels of the
// boxes ticked. The flow is the one source of the words; nothing is humanised from names.
import type { Answers, Flow } from './types';

export interface AnswerRow {
  /** JSON pointer of the answer. */
  pointer: string;
  /** Copy key of the field's label. */
  labelKey: string;
  /** The value to show: copy keys (an enum's or the ticked boxes' labels), or the answer itself. */
  value: { keys: string[] } | { text: string | number | boolean };
}

type Ui = Record<string, unknown>;
type Node = { properties?: Record<string, Node>; enum?: unknown[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const titleOf = (ui: Ui | undefined) => (typeof ui?.['ui:title'] === 'string' ? (ui['ui:title'] as string) : undefined);

export function answerRows(flow: Flow, answers: Answers): AnswerRow[] {
  return flow.steps.flatMap((step) =>
    Object.keys((step.schema as Node).properties ?? {}).flatMap((name) =>
      rowsAt(`/${name}`, answers[name], (step.schema as Node).properties?.[name], (step.uiSchema as Ui | undefined)?.[name] as Ui | undefined),
    ),
  );
}

function rowsAt(pointer: string, value: unknown, schema: Node | undefined, ui: Ui | undefined): AnswerRow[] {
  if (value === undefined || value === null || value === '') return [];
  const label = titleOf(ui);
  if (isRecord(value)) {
    if (ui?.['ui:field'] === 'checkboxGroup' && label) {
      const ticked = Object.keys(value).filter((k) => value[k] === true).map((k) => titleOf(ui[k] as Ui) ?? k);
      return ticked.length ? [{ pointer, labelKey: label, value: { keys: ticked } }] : [];
    }
    // In the form's order (ui:order): a stored answer's keys come back in the database's order (jsonb sorts them).
    const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as unknown[]) : [];
    const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
    const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
    return keys.flatMap((k) => rowsAt(`${pointer}/${k}`, value[k], schema?.properties?.[k], ui?.[k] as Ui | undefined));
  }
  if (!label || !(typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return [];
  const names = ui?.['ui:enumNames'];
  const index = Array.isArray(schema?.enum) ? schema.enum.indexOf(value) : -1;
  if (Array.isArray(names) && index >= 0 && typeof names[index] === 'string') return [{ pointer, labelKey: label, value: { keys: [names[index] as string] } }];
  return [{ pointer, labelKey: label, value: { text: value } }];
}

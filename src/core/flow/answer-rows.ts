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
type Node = { properties?: Record<string, Node | boolean>; enum?: unknown[]; allOf?: Array<Node | boolean> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const titleOf = (ui: Ui | undefined) => (typeof ui?.['ui:title'] === 'string' ? (ui['ui:title'] as string) : undefined);

export function answerRows(flow: Flow, answers: Answers): AnswerRow[] {
  return flow.steps.flatMap((step) =>
    Object.keys((step.schema as Node).properties ?? {}).flatMap((name) =>
      rowsAt(`/${name}`, answers[name], propertyOf(step.schema as Node, name), (step.uiSchema as Ui | undefined)?.[name] as Ui | undefined),
    ),
  );
}

/**
 * The schema of a property, looked for through `allOf` too (a shared schema such as the property
 * address comes wrapped: `{ allOf: [address] , properties: { occupancyType } }`): the one that
 * says most (an `enum`, or sub-properties), else the first found.
 */
function propertyOf(schema: Node | boolean | undefined, name: string): Node | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const found = [schema.properties?.[name], ...(schema.allOf ?? []).map((s) => propertyOf(s, name))].filter((s): s is Node => typeof s === 'object' && s !== null);
  const wrapped = found.flatMap((s) => [s, ...(s.allOf ?? []).filter((a): a is Node => typeof a === 'object' && a !== null)]);
  return wrapped.find((s) => Array.isArray(s.enum)) ?? wrapped.find((s) => s.properties || s.allOf) ?? found[0];
}

const pad = (n: unknown) => String(n).padStart(2, '0');

function rowsAt(pointer: string, value: unknown, schema: Node | undefined, ui: Ui | undefined): AnswerRow[] {
  if (value === undefined || value === null || value === '') return [];
  const label = titleOf(ui);
  // A date of birth (our dateOfBirth field: month, day and year inputs) reads as one date.
  if (isRecord(value) && ui?.['ui:field'] === 'dateOfBirth' && label) return [{ pointer, labelKey: label, value: { text: `${pad(value.month)}/${pad(value.day)}/${String(value.year)}` } }];
  if (isRecord(value)) {
    if (ui?.['ui:field'] === 'checkboxGroup' && label) {
      const ticked = Object.keys(value).filter((k) => value[k] === true).map((k) => titleOf(ui[k] as Ui) ?? k);
      return ticked.length ? [{ pointer, labelKey: label, value: { keys: ticked } }] : [];
    }
    // In the uiSchema's order when it gives one (street, city, state, zip, then occupancy).
    const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : [];
    const keys = [...order.filter((k) => Object.hasOwn(value, k)), ...Object.keys(value).filter((k) => !order.includes(k))];
    return keys.flatMap((k) => rowsAt(`${pointer}/${k}`, value[k], propertyOf(schema, k), ui?.[k] as Ui | undefined));
  }
  if (!label || !(typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return [];
  const names = ui?.['ui:enumNames'];
  const index = Array.isArray(schema?.enum) ? schema.enum.indexOf(value) : -1;
  if (Array.isArray(names) && index >= 0 && typeof names[index] === 'string') return [{ pointer, labelKey: label, value: { keys: [names[index] as string] } }];
  return [{ pointer, labelKey: label, value: { text: value } }];
}

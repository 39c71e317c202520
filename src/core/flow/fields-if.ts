// A step's fields shown only while a rule holds (step.fieldsIf: field name → json-logic over
// { answers, context }): a switch such as a feature flag shows or hides one optional field of a
// step without a second copy of the step. A hidden field is left out of the step's schema and
// uiSchema, so it is neither drawn nor answered, and its answer is dropped from what is sent.
// npm run check allows only optional top-level fields here, so the step's precompiled validator
// (built from the whole schema) accepts the answers with the field absent.
import { isTruthy } from '../logic';
import type { Answers, FlowContext, Step } from './types';

type Schema = { properties?: Record<string, unknown>; required?: string[] };

/** The names of the step's fields its fieldsIf hides for these answers and this context. */
export function hiddenFields(step: Step, answers: Answers, context: FlowContext): string[] {
  return Object.entries(step.fieldsIf ?? {})
    .filter(([, rule]) => !isTruthy(rule, { answers, context }))
    .map(([name]) => name);
}

/** The step as drawn: without the fields hidden (the same object when none is). */
export function withoutFields(step: Step, hidden: readonly string[]): Step {
  if (hidden.length === 0) return step;
  const schema = step.schema as Schema;
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !hidden.includes(name)));
  const declared = step.uiSchema as Record<string, unknown>;
  const uiSchema: Record<string, unknown> = Object.fromEntries(Object.entries(declared).filter(([name]) => !hidden.includes(name)));
  const order = declared['ui:order'];
  if (Array.isArray(order)) uiSchema['ui:order'] = order.filter((name) => !hidden.includes(name as string));
  return { ...step, schema: { ...schema, properties }, uiSchema };
}

/** The step as these answers and this context show it. */
export const shownStep = (step: Step, answers: Answers, context: FlowContext): Step => withoutFields(step, hiddenFields(step, answers, context));

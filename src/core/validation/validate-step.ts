// Validation of one step's data: the step's precompiled schema validator, then the step's
// cross-field rules (json-logic). Failures are values, one per field, in the flow's order.
import { getStep } from '../flow/engine';
import type { Answers, Flow, FlowContext } from '../flow/types';
import { resolveCopyKey } from '../copy/resolve';
import { isTruthy } from '../logic';
import { escapePointer } from '../pointer';
import { fieldGroupNames } from './field-groups';
import type { FieldError, RawValidationError, StandaloneValidator, ValidationResult } from './types';

export type StepValidators = Record<string, StandaloneValidator>;

export function validateStep(
  flow: Flow,
  stepId: string,
  answers: Answers,
  context: FlowContext,
  validators: StepValidators,
): ValidationResult {
  const step = getStep(flow, stepId);
  const validator = validators[stepId];
  if (!step || !validator) throw new Error(`No step "${stepId}" in flow "${flow.id}" (or no validator: run npm run gen)`);
  const data = withEmptyGroups(step.schema, answers);
  const errors = validator(data) ? [] : toFieldErrors(validator.errors ?? []);
  for (const rule of step.rules ?? []) {
    // A rule speaks only when the schema found nothing wrong there: "Invalid date" before "too young".
    if (errors.some((e) => isAtOrBelow(e.pointer, rule.pointer))) continue;
    if (isTruthy(rule.invalidIf, { answers, context })) {
      errors.push({ pointer: rule.pointer, messageKey: resolveCopyKey(rule.messageKey, { answers, context }), params: {} });
    }
  }
  const shown = firstPerField(errors);
  return shown.length ? { valid: false, errors: shown } : { valid: true, errors: [] };
}

// A group of fields not answered at all (no propertyAddress yet) is checked as an empty group, so
// every missing field gets its own message, the same in the browser and from the API.
function withEmptyGroups(schema: Record<string, unknown>, answers: Answers): Answers {
  const filled = { ...answers };
  for (const key of fieldGroupNames(schema)) if (filled[key] === undefined) filled[key] = {};
  return filled;
}

function isAtOrBelow(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`) || ancestor.startsWith(`${pointer}/`);
}

/** A field shows one message: the first found at its pointer. */
export function firstPerField(errors: FieldError[]): FieldError[] {
  return errors.filter((e, i) => errors.findIndex((o) => o.pointer === e.pointer) === i);
}

/** ajv (with ajv-errors) errors → field errors; an errorMessage text is a copy key. */
export function toFieldErrors(raw: RawValidationError[]): FieldError[] {
  // A failed `if`/`then` reports the `then` branch's own errors at their fields and one more
  // 'must match "then" schema' at the parent, which says nothing a person can act on.
  return raw.filter((error) => error.keyword !== 'if').map((error) => {
    const original = error.keyword === 'errorMessage' ? firstOriginal(error) : error;
    const messageKey = error.keyword === 'errorMessage' ? String(error.message) : `errors.keyword.${error.keyword}`;
    return { pointer: pointerOf(original), messageKey, params: { ...original.params } };
  });
}

function firstOriginal(error: RawValidationError): RawValidationError {
  const originals = error.params.errors as RawValidationError[] | undefined;
  return originals?.[0] ?? error;
}

// A missing property is reported at its parent; the applicant needs it at the field itself. An
// unknown key is likewise named where it is (/propertyRequest/extra, not /propertyRequest).
function pointerOf(error: RawValidationError): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return `${error.instancePath}/${escapePointer(error.params.missingProperty)}`;
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    return `${error.instancePath}/${escapePointer(error.params.additionalProperty)}`;
  }
  return error.instancePath;
}

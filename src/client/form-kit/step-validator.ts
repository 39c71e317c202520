// An rjsf validator for one step that runs the engine's validateStep (precompiled validators plus
// the step's json-logic rules), so the page shows exactly what the server would answer.
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { toErrorSchema } from '@rjsf/utils';
import type { Answers, Flow, FlowContext } from '../../core/flow/types';
import { pointerSegments } from '../../core/pointer';
import type { FieldError } from '../../core/validation/types';
import { validateStep, type StepValidators } from '../../core/validation/validate-step';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** '/propertyAddress/street1' → '.propertyAddress.street1', the path rjsf files errors under. */
export function pointerToProperty(pointer: string): string {
  return pointerSegments(pointer).map((s) => `.${s}`).join('');
}

export function toRjsfErrors(errors: FieldError[], t: Translate): RJSFValidationError[] {
  return errors.map((e) => {
    const message = t(e.messageKey, e.params);
    const property = pointerToProperty(e.pointer);
    return { name: e.messageKey, property, message, params: e.params, stack: `${property} ${message}` };
  });
}

export function createStepValidator(
  flow: Flow,
  stepId: string,
  validators: StepValidators,
  context: FlowContext,
  t: Translate,
  /** Which of the errors the page shows now (fields not yet visited stay quiet). */
  visible: (errors: RJSFValidationError[]) => RJSFValidationError[] = (errors) => errors,
  /** The whole answers from what the form holds (a step form holds only its own step's). */
  complete: (formData: Answers | undefined) => Answers = (formData) => formData ?? {},
): ValidatorType<Answers> {
  return {
    validateFormData(formData) {
      const result = validateStep(flow, stepId, complete(formData), context, validators);
      const errors = visible(toRjsfErrors(result.errors, t));
      return { errors, errorSchema: toErrorSchema<Answers>(errors) as ErrorSchema<Answers> };
    },
    // rjsf asks this only for oneOf/anyOf/if-then branches, which step schemas do not use: the
    // browser has no schema compiler, by design (CSP without 'unsafe-eval').
    isValid(schema: RJSFSchema) {
      throw new Error(`Step schemas must not use oneOf/anyOf/if (step "${stepId}"): ${JSON.stringify(schema).slice(0, 80)}`);
    },
    rawValidation<Result>(_schema: RJSFSchema, formData?: Answers) {
      const result = validateStep(flow, stepId, complete(formData), context, validators);
      return { errors: result.errors as Result[] };
    },
  };
}

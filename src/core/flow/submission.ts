// A whole submission of a flow, checked as the browser checked it step by step: the server
// recomputes the steps the answers visit (never trusting the client's path), validates each with the
// same precompiled validators, and runs each step's checks. Failures are values.
import { runChecks, type FiredCheck } from './checks';
import { walk } from './engine';
import { shownStep } from './fields-if';
import type { Answers, Flow, FlowContext } from './types';
import type { FieldError } from '../validation/types';
import { validateStep, type StepValidators } from '../validation/validate-step';

export type SubmissionResult =
  | { valid: true }
  | { valid: false; errors: FieldError[]; stop?: FiredCheck & { code?: string } };

export function validateSubmission(flow: Flow, answers: Answers, context: FlowContext, validators: StepValidators): SubmissionResult {
  const skipped = new Set(flow.identitySteps ?? []);
  const errors: FieldError[] = [];
  for (const step of walk(flow, answers, context)) {
    if (skipped.has(step.id)) continue;
    const result = validateStep(flow, step.id, answers, context, validators);
    if (!result.valid) {
      errors.push(...result.errors);
      continue;
    }
    // Checks speak only about valid fields, as in the browser.
    const { stop } = runChecks(flow, step.id, answers, context);
    if (stop) {
      const code = flow.steps.find((s) => s.id === step.id)?.checks?.find((c) => c.id === stop.id)?.code;
      return { valid: false, errors, stop: { ...stop, ...(code ? { code } : {}) } };
    }
  }
  return errors.length ? { valid: false, errors } : { valid: true };
}

/**
 * Only the answers of the steps these answers visit (each step's top-level schema properties): an
 * answer sent for a step off the path (a lease rent after "no lease", a certification whose flag is
 * off) is dropped, so it never becomes a fact or a consent; so is the answer of a field its step's
 * fieldsIf hides (a consent behind a flag that is off).
 */
export function visitedAnswers(flow: Flow, answers: Answers, context: FlowContext): Answers {
  const names = new Set(walk(flow, answers, context).flatMap((step) => Object.keys((shownStep(step, answers, context).schema as { properties?: object } | undefined)?.properties ?? {})));
  return Object.fromEntries(Object.entries(answers).filter(([name]) => names.has(name)));
}

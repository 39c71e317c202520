// A step's checks (spec sections 1 and 5: sign-up blocked for unsupported areas, unemployed
// borrowers, unlicensed referrals; warnings that let the applicant go on), evaluated when the step
// is submitted and its fields are valid. The browser and the step-validation endpoint call this.
import { resolveCopyKey } from '../copy/resolve';
import { evaluate, isTruthy, type LogicData } from '../logic';
import { getStep } from './engine';
import type { Answers, Check, Flow, FlowContext } from './types';

export type CheckEffect = Check['effect'];

/** A check that fired: its message (block, warn) or modal, with its params filled in. */
export interface FiredCheck {
  id: string;
  effect: CheckEffect;
  /** The copy key of the message (block and warn). */
  messageKey?: string;
  /** The flow modal to open (modal). */
  modal?: string;
  params: Record<string, unknown>;
  /** A block that offers the wait list: the request's fields the flow already knows. */
  waitlist?: Record<string, unknown>;
}

/** `stop` is the block or modal that keeps the applicant on the step; `warnings` never do. */
export interface CheckOutcome {
  stop?: FiredCheck;
  warnings: FiredCheck[];
}

/**
 * The step's checks in order: warnings until the first block or modal, which stops the list (the
 * applicant sees one reason at a time, the most specific first as the flow orders them).
 */
export function runChecks(flow: Flow, stepId: string, answers: Answers, context: FlowContext): CheckOutcome {
  const data = { answers, context };
  const warnings: FiredCheck[] = [];
  for (const check of getStep(flow, stepId)?.checks ?? []) {
    if (!isTruthy(check.if, data)) continue;
    const fired = fire(check, data);
    if (check.effect === 'warn') warnings.push(fired);
    else return { stop: fired, warnings };
  }
  return { warnings };
}

function fire(check: Check, data: { answers: Answers; context: FlowContext }): FiredCheck {
  const params = evaluateAll(check.params, data);
  return {
    id: check.id,
    effect: check.effect,
    ...(check.messageKey !== undefined ? { messageKey: resolveCopyKey(check.messageKey, data) } : {}),
    ...(check.modal !== undefined ? { modal: check.modal } : {}),
    params,
    ...(check.waitlist ? { waitlist: evaluateAll(check.waitlist, data) } : {}),
  };
}

/** Each named json-logic expression's value ('' for none). */
export function evaluateAll(rules: Record<string, unknown> | undefined, data: LogicData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rules ?? {}).map(([name, rule]) => [name, evaluate(rule, data) ?? '']));
}

/** All fired checks of an outcome, the stopping one last (the order the API lists them in). */
export function firedChecks(outcome: CheckOutcome): FiredCheck[] {
  return outcome.stop ? [...outcome.warnings, outcome.stop] : outcome.warnings;
}

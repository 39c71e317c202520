// json-logic with our allow-listed custom operations, registered in this one place. Flows name
// these operations in their rules; `npm run check` rejects any operation not listed here.
import jsonLogic from 'json-logic-js';
import { escapePointer } from '../pointer';
import { daysBetween, toPlainDate, wholeYearsBetween } from './dates';
import { isAbaRoutingNumber } from '../bank/aba';

export type LogicData = { answers?: unknown; context?: unknown; routing?: unknown };

/** The age rule of a brand or product variant: a minimum, raised in some states. */
export interface AgeRule {
  minimum: number;
  byState?: Record<string, number>;
}

/** Spec section 5: at least 18, or 19 when the property is in Alabama. */
export const defaultAgeRule: AgeRule = { minimum: 18, byState: { AL: 19 } };

const customOperations = {
  /** Whole years old on a date; null when either date is not a real date. */
  age(dob: unknown, onDate: unknown): number | null {
    const birth = toPlainDate(dob);
    const on = toPlainDate(onDate);
    return birth && on ? wholeYearsBetween(birth, on) : null;
  },
  /** The minimum age for a property state under an age rule (default: 18, 19 in Alabama). */
  minimumAge(state: unknown, rule: unknown): number {
    const r = isAgeRule(rule) ? rule : defaultAgeRule;
    const byState = typeof state === 'string' ? r.byState?.[state.toUpperCase()] : undefined;
    return Math.max(r.minimum, byState ?? 0);
  },
  /** Days from a date until a later date; null when either is not a real date. */
  daysSince(date: unknown, onDate: unknown): number | null {
    const from = toPlainDate(date);
    const on = toPlainDate(onDate);
    return from && on ? daysBetween(from, on) : null;
  },
  /** True when the value is one of the list's items (strict equality); false for no list. */
  inList(value: unknown, list: unknown): boolean {
    return Array.isArray(list) && list.some((item) => item === value);
  },
  /** True for a real calendar date ({ year, month, day } or 'YYYY-MM-DD'). */
  isRealDate(value: unknown): boolean {
    return toPlainDate(value) !== null;
  },
  /** True for a nine-digit routing number passing the ABA checksum (src/core/bank/aba.ts). */
  abaRoutingNumber(value: unknown): boolean {
    return isAbaRoutingNumber(value);
  },
} as const;

function isAgeRule(rule: unknown): rule is AgeRule {
  return !!rule && typeof rule === 'object' && Number.isFinite((rule as AgeRule).minimum);
}

for (const [name, fn] of Object.entries(customOperations)) {
  jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
}

// json-logic-js's own operations that flows may use.
const builtInOperations = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'in', 'cat', 'substr', 'merge',
  'some', 'all', 'none', 'map', 'filter', 'reduce',
];

export const knownOperations: ReadonlySet<string> = new Set([...builtInOperations, ...Object.keys(customOperations)]);

/** Evaluates a rule over { answers, context }. An absent rule is true (a default branch). */
export function evaluate(rule: unknown, data: LogicData): unknown {
  if (rule === undefined) return true;
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, data);
}

export function isTruthy(rule: unknown, data: LogicData): boolean {
  return jsonLogic.truthy(evaluate(rule, data));
}

/** Every operation a rule uses, with its JSON pointer, for static checks. */
export function listOperations(rule: unknown, pointer = ''): Array<{ op: string; pointer: string }> {
  if (Array.isArray(rule)) return rule.flatMap((r, i) => listOperations(r, `${pointer}/${i}`));
  if (!rule || typeof rule !== 'object') return [];
  const keys = Object.keys(rule);
  if (keys.length !== 1) return [{ op: keys.join('+') || '(empty)', pointer }];
  const op = keys[0]!;
  return [{ op, pointer }, ...listOperations((rule as Record<string, unknown>)[op], `${pointer}/${escapePointer(op)}`)];
}

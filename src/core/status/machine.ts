// The application status machine as data, and the pure transition function: given a status and an
// event (an applicant's action, a pipeline step's outcome or a staff action) it returns the next
// status, the actions to record and the effects to run, or a refusal as a value. It never runs them.
import type { StatusMachine } from '../../generated/types/status-machine';
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { validateStatusMachine } from '../../generated/validators/schemas';
import { isStepName, pipelineSteps } from './steps';
import { guardOf, isGuardName, type GuardContext } from './guards';
import { isActionName } from './actions';
import { orderProblems } from './order';
import { EVENT_SENDERS, type EventSender } from '../events/catalogue';
import { transitionDef, transitionDefs, type TransitionDef } from './transitions';

export { transitionDef, transitionDefs, type TransitionDef };

export type { StatusMachine, GuardContext };
export type StatusKind = 'in-progress' | 'stable' | 'terminal';
export type EventSource = EventSender;

export type Effect =
  | { type: 'runStep'; step: string; status: string; startAfterSeconds?: number }
  /** Conditions of these categories raised for the applicant (the state's `conditions`, on entering it). */
  | { type: 'raiseConditions'; categories: string[] }
  /** The left state's conditions still open, cleared. */
  | { type: 'clearConditions'; categories: string[] };

export interface Transition {
  status: string;
  /** Named actions recorded with the change (in its transaction). */
  actions: string[];
  effects: Effect[];
}

export type Refusal = { ok: false; code: 'EVENT_NOT_ALLOWED' } | { ok: false; code: 'GUARD_FAILED'; guard: string };
export type TransitionResult = ({ ok: true } & Transition) | Refusal;

/** Whether any candidate of the entry names a guard or actions. */
export const hasGuardOrActions = (defs: readonly TransitionDef[]): boolean => defs.some((d) => !!d.guard || d.actions.length > 0);

/** The effects of entering a status: its step, if it has one (again, after a pause, when re-entered from itself), and its conditions. */
export function enter(machine: StatusMachine, status: string, from?: string): Transition {
  const state = machine.states[status];
  if (!state) throw new Error(`Unknown status ${status} in ${machine.id}`);
  const effects: Effect[] = [];
  // Conditions change only on a move between two statuses (not a step re-run, not a re-schedule).
  const moved = from !== undefined && from !== status;
  const left = moved ? machine.states[from]?.conditions : undefined;
  if (left) effects.push({ type: 'clearConditions', categories: [...left] });
  if (moved && state.conditions) effects.push({ type: 'raiseConditions', categories: [...state.conditions] });
  if (state.step) {
    const again = from === status && state.recheckAfterSeconds ? { startAfterSeconds: state.recheckAfterSeconds } : {};
    effects.push({ type: 'runStep', step: state.step, status, ...again });
  }
  return { status, actions: [], effects };
}

/** The next status after `event` in `status`, or why not: the first candidate whose guard holds. */
export function transition(machine: StatusMachine, status: string, event: string, ctx: GuardContext = { facts: {} }): TransitionResult {
  const defs = transitionDefs(machine, status, event);
  if (defs.length === 0) return { ok: false, code: 'EVENT_NOT_ALLOWED' };
  const def = defs.find((d) => !d.guard || guardOf(d.guard)?.test(ctx) === true);
  if (!def) return { ok: false, code: 'GUARD_FAILED', guard: defs[defs.length - 1]!.guard! };
  const entered = enter(machine, def.target, status);
  return { ok: true, ...entered, actions: def.actions };
}

/** Who may send an event: declared ones by their `by` (one sender or a list); a step's outcomes are the pipeline's. */
export function sendersOf(machine: StatusMachine, event: string): EventSource[] {
  if (!Object.hasOwn(machine.events, event)) return ['pipeline'];
  const by: unknown = machine.events[event]!.by;
  return (Array.isArray(by) ? by : [by]).filter((s): s is EventSource => EVENT_SENDERS.includes(s as EventSource));
}

/** The events `by` may send now: guards on recorded facts are judged, guards on answers wait for them. */
export function allowedEvents(machine: StatusMachine, status: string, ctx: GuardContext, by: EventSource = 'applicant'): string[] {
  return Object.keys(machine.states[status]?.on ?? {}).filter((event) => {
    if (!sendersOf(machine, event).includes(by)) return false;
    return transitionDefs(machine, status, event).some(({ guard }) => {
      const g = guard ? guardOf(guard) : undefined;
      return !g || g.reads === 'answers' || g.test(ctx);
    });
  });
}

export function kindOf(machine: StatusMachine, status: string): StatusKind | undefined {
  return machine.states[status]?.kind as StatusKind | undefined;
}

/** Every problem of a machine's graph (its shape is checked by the schema first). */
export function machineProblems(machine: StatusMachine): Problem[] {
  const problems: Problem[] = [];
  const { states } = machine;
  if (!states[machine.initial]) problems.push({ pointer: '/initial', reason: `names no state: ${machine.initial}` });
  for (const [name, state] of Object.entries(states)) problems.push(...stateProblems(machine, name, state));
  const reached = reachable(machine);
  for (const name of Object.keys(states)) {
    if (!reached.has(name)) problems.push({ pointer: `/states/${name}`, reason: 'no transition reaches this state' });
  }
  if (problems.length === 0) problems.push(...orderProblems(machine));
  return problems;
}

function stateProblems(machine: StatusMachine, name: string, state: StatusMachine['states'][string]): Problem[] {
  const problems: Problem[] = [];
  const at = `/states/${name}`;
  const on = state.on ?? {};
  if (state.kind === 'terminal' && (state.step || state.on)) problems.push({ pointer: at, reason: 'a terminal state runs no step and has no transitions' });
  if (state.kind === 'in-progress' && !state.step && !Object.keys(on).some((e) => sendersOf(machine, e).some((s) => s !== 'applicant'))) {
    problems.push({ pointer: at, reason: 'an in-progress state needs a step or a pipeline or staff event to leave it' });
  }
  const outcomes: readonly string[] = state.step && isStepName(state.step) ? pipelineSteps[state.step] : [];
  if (state.step && !isStepName(state.step)) problems.push({ pointer: `${at}/step`, reason: `unknown step "${state.step}"` });
  for (const outcome of outcomes) {
    if (!Object.hasOwn(on, outcome)) problems.push({ pointer: `${at}/on`, reason: `no transition for outcome ${outcome} of ${state.step}` });
  }
  for (const event of Object.keys(on)) {
    const defs = transitionDefs(machine, name, event);
    if (!Object.hasOwn(machine.events, event) && !outcomes.includes(event)) problems.push({ pointer: `${at}/on/${event}`, reason: `${event} is neither a declared event nor an outcome of this state's step` });
    defs.forEach((def, n) => {
      const pointer = defs.length > 1 ? `${at}/on/${event}/${n}` : `${at}/on/${event}`;
      if (!states(machine)[def.target]) problems.push({ pointer, reason: `goes to no state: ${def.target}` });
      if (def.guard && !isGuardName(def.guard)) problems.push({ pointer: `${pointer}/guard`, reason: `unknown guard "${def.guard}"` });
      // A candidate after one that always holds would never be taken.
      if (!def.guard && n < defs.length - 1) problems.push({ pointer, reason: 'a candidate without a guard must be the last' });
      def.actions.forEach((a, i) => {
        if (!isActionName(a)) problems.push({ pointer: `${pointer}/actions/${i}`, reason: `unknown action "${a}"` });
      });
    });
  }
  return problems;
}

const states = (machine: StatusMachine) => machine.states;

function reachable(machine: StatusMachine): Set<string> {
  const seen = new Set<string>();
  const queue = [machine.initial];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name) || !machine.states[name]) continue;
    seen.add(name);
    for (const event of Object.keys(machine.states[name]!.on ?? {})) queue.push(...transitionDefs(machine, name, event).map((d) => d.target));
  }
  return seen;
}

/** A status machine file: its schema, then its graph, then its legal order; every problem at once. */
export function parseStatusMachine(value: unknown): ParseResult<StatusMachine> {
  const shape = schemaProblems(validateStatusMachine, value);
  if (shape.length) return { ok: false, problems: shape };
  const machine = value as StatusMachine;
  const problems = machineProblems(machine);
  return problems.length ? { ok: false, problems } : { ok: true, value: machine, problems: [] };
}

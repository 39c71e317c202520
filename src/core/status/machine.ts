// The application status machine as data, and the pure transition function: given a status and a
// step outcome it returns the next status and the effects to run, and never runs them itself.
import type { StatusMachine } from '../../generated/types/status-machine';
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { validateStatusMachine } from '../../generated/validators/schemas';
import { isStepName, pipelineSteps } from './steps';

export type { StatusMachine };
export type StatusKind = 'in-progress' | 'stable' | 'terminal';

export type Effect = { type: 'runStep'; step: string; status: string };

export interface Transition {
  status: string;
  effects: Effect[];
}

/** The effects of entering a status: its step, if it has one. */
export function enter(machine: StatusMachine, status: string): Transition {
  const state = machine.states[status];
  if (!state) throw new Error(`Unknown status ${status} in ${machine.id}`);
  return { status, effects: state.step ? [{ type: 'runStep', step: state.step, status }] : [] };
}

/** The next status after `status`'s step ended with `outcome`; throws on a move the machine lacks. */
export function transition(machine: StatusMachine, status: string, outcome: string): Transition {
  const next = machine.states[status]?.on?.[outcome];
  if (!next) throw new Error(`No transition from ${status} on ${outcome} in ${machine.id}`);
  return enter(machine, next);
}

export function kindOf(machine: StatusMachine, status: string): StatusKind | undefined {
  return machine.states[status]?.kind as StatusKind | undefined;
}

/** Every problem of a machine's graph (its shape is checked by the schema first). */
export function machineProblems(machine: StatusMachine): Problem[] {
  const problems: Problem[] = [];
  const states = machine.states;
  if (!states[machine.initial]) problems.push({ pointer: '/initial', reason: `names no state: ${machine.initial}` });
  for (const [name, state] of Object.entries(states)) {
    const at = `/states/${name}`;
    if (state.kind === 'terminal' && (state.step || state.on)) problems.push({ pointer: at, reason: 'a terminal state runs no step and has no transitions' });
    if (state.kind === 'in-progress' && !state.step) problems.push({ pointer: at, reason: 'an in-progress state needs a step' });
    if (state.step && !isStepName(state.step)) problems.push({ pointer: `${at}/step`, reason: `unknown step "${state.step}"` });
    if (state.step && isStepName(state.step)) {
      for (const outcome of pipelineSteps[state.step]) {
        if (!state.on?.[outcome]) problems.push({ pointer: `${at}/on`, reason: `no transition for outcome ${outcome} of ${state.step}` });
      }
    }
    for (const [outcome, target] of Object.entries(state.on ?? {})) {
      if (!states[target]) problems.push({ pointer: `${at}/on/${outcome}`, reason: `goes to no state: ${target}` });
    }
  }
  const reached = reachable(machine);
  for (const name of Object.keys(states)) {
    if (!reached.has(name)) problems.push({ pointer: `/states/${name}`, reason: 'no transition reaches this state' });
  }
  return problems;
}

function reachable(machine: StatusMachine): Set<string> {
  const seen = new Set<string>();
  const queue = [machine.initial];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name) || !machine.states[name]) continue;
    seen.add(name);
    queue.push(...Object.values(machine.states[name]!.on ?? {}));
  }
  return seen;
}

/** A status machine file: its schema, then its graph; every problem at once. */
export function parseStatusMachine(value: unknown): ParseResult<StatusMachine> {
  const shape = schemaProblems(validateStatusMachine, value);
  if (shape.length) return { ok: false, problems: shape };
  const machine = value as StatusMachine;
  const problems = machineProblems(machine);
  return problems.length ? { ok: false, problems } : { ok: true, value: machine, problems: [] };
}

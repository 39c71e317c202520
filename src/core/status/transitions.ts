// A state's `on` entries read in their long form: a target, a target with a guard and actions, or
// a list of such candidates (xstate's guarded transitions), taken in order.
import type { StatusMachine } from '../../generated/types/status-machine';

export interface TransitionDef {
  target: string;
  guard?: string;
  actions: string[];
}

type OnEntry = NonNullable<StatusMachine['states'][string]['on']>[string];
type LongEntry = Exclude<OnEntry, string | unknown[]>;
const long = (def: string | LongEntry): TransitionDef =>
  typeof def === 'string' ? { target: def, actions: [] } : { target: def.target, guard: def.guard, actions: def.actions ?? [] };

/** A state's `on` entry as its candidates in order (one unless the entry is a list of guarded ones); none when it does not take the event. */
export function transitionDefs(machine: StatusMachine, status: string, event: string): TransitionDef[] {
  const on = machine.states[status]?.on;
  const def = on && Object.hasOwn(on, event) ? on[event] : undefined;
  if (def === undefined) return [];
  return Array.isArray(def) ? def.map(long) : [long(def)];
}

/** A state's `on` entry in its long form (its first candidate): enough to say whether the status takes the event. */
export function transitionDef(machine: StatusMachine, status: string, event: string): TransitionDef | undefined {
  return transitionDefs(machine, status, event)[0];
}


// The legal-order proof: every path through the machine, from its initial status, is explored with
// the facts recorded along it (by actions, or made sure of by a passed guard). A step that runs, or
// an event that is taken, before a fact its order rule needs is a problem, named with the path.
import type { StatusMachine } from '../../generated/types/status-machine';
import type { Problem } from '../flow/analyse';
import { actions, isActionName } from './actions';
import { guardOf } from './guards';
import { transitionDefs } from './transitions';

interface Node {
  status: string;
  facts: Set<string>;
  path: string[];
}

const keyOf = (n: Node) => `${n.status}|${[...n.facts].sort().join(',')}`;

export function orderProblems(machine: StatusMachine): Problem[] {
  const rules = machine.order ?? [];
  if (rules.length === 0) return [];
  const problems = new Map<string, Problem>();
  const seen = new Set<string>();
  const stack: Node[] = [{ status: machine.initial, facts: new Set(), path: [machine.initial] }];
  const need = (node: Node, kind: 'step' | 'event', name: string, facts: Set<string>, pointer: string) => {
    for (const rule of rules) {
      if (rule.before[kind] !== name || facts.has(rule.fact)) continue;
      const key = `${pointer}:${rule.fact}`;
      if (!problems.has(key)) problems.set(key, { pointer, reason: `${kind} ${name} can happen before ${rule.fact} (path: ${node.path.join(' → ')})` });
    }
  };
  while (stack.length) {
    const node = stack.shift()!; // breadth first: the path named in a problem is a shortest one
    if (seen.has(keyOf(node))) continue;
    seen.add(keyOf(node));
    const state = machine.states[node.status]!;
    if (state.step) need(node, 'step', state.step, node.facts, `/states/${node.status}/step`);
    for (const [event, long] of Object.keys(state.on ?? {}).flatMap((e) => transitionDefs(machine, node.status, e).map((d) => [e, d] as const))) {
      const assured = new Set([...node.facts, ...(long.guard ? (guardOf(long.guard)?.requires ?? []) : [])]);
      need(node, 'event', event, assured, `/states/${node.status}/on/${event}`);
      const recorded = long.actions.flatMap((a) => (isActionName(a) ? actions[a].records : []));
      stack.push({ status: long.target, facts: new Set([...assured, ...recorded]), path: [...node.path, `${event} → ${long.target}`].slice(-8) });
    }
  }
  return [...problems.values()];
}

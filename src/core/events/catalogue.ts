// The event catalogue: every event any application status machine knows, derived from the machine
// files (flows/<product>/*.status-machine.json) — who may send it, what validates its input (a flow
// or an API schema), the guards any transition on it runs and the refusal each guard answers. Step
// outcomes are the pipeline's events. `npm run gen` writes it with a type of every event name
// (src/generated/events.ts), so code that names an event the machines do not know does not compile.
import type { StatusMachine } from '../../generated/types/status-machine';
import type { ErrorCode } from '../contract/errors';
import { guardOf } from '../status/guards';
import { isStepName, pipelineSteps } from '../status/steps';

/** Who sends an event: the applicant's screens, a co-signer's, a broker's, staff, the pipeline's steps, a provider's callback. */
export const EVENT_SENDERS = ['applicant', 'co-signer', 'broker', 'staff', 'pipeline', 'provider'] as const;
export type EventSender = (typeof EVENT_SENDERS)[number];

export interface CatalogueEntry {
  name: string;
  senders: EventSender[];
  /** The flow whose steps validate the input, or the API schema ($id) that does. */
  input?: { flow: string } | { schema: string };
  /** Guards a transition on the event runs in any machine, each with its refusal's error code. */
  guards: Array<{ name: string; refusal: ErrorCode | undefined }>;
  /** The machines (ids) that know it. */
  machines: string[];
}

export type EventCatalogue = Record<string, CatalogueEntry>;

const sendersOf = (by: unknown): EventSender[] => (Array.isArray(by) ? by : [by]).filter((s): s is EventSender => EVENT_SENDERS.includes(s as EventSender));

export function eventCatalogue(machines: readonly StatusMachine[]): EventCatalogue {
  const catalogue: EventCatalogue = {};
  const entry = (name: string): CatalogueEntry => (catalogue[name] ??= { name, senders: [], guards: [], machines: [] });
  const add = <T>(list: T[], value: T) => void (list.includes(value) || list.push(value));
  for (const machine of machines) {
    for (const [name, def] of Object.entries(machine.events)) {
      const e = entry(name);
      for (const s of sendersOf(def.by)) add(e.senders, s);
      if (def.flow) e.input = { flow: def.flow };
      else if (def.schema) e.input = { schema: def.schema };
      add(e.machines, machine.id);
    }
    for (const state of Object.values(machine.states)) {
      const outcomes: readonly string[] = state.step && isStepName(state.step) ? pipelineSteps[state.step] : [];
      for (const [name, def] of Object.entries(state.on ?? {})) {
        const e = entry(name);
        if (outcomes.includes(name) && !Object.hasOwn(machine.events, name)) add(e.senders, 'pipeline');
        add(e.machines, machine.id);
        for (const candidate of Array.isArray(def) ? def : [def]) {
          const guard = typeof candidate === 'string' ? undefined : candidate.guard;
          if (guard && !e.guards.some((g) => g.name === guard)) e.guards.push({ name: guard, refusal: guardOf(guard)?.refusal });
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
}

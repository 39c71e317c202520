// What a status machine names outside itself must exist: an event's flow (a form screen of the
// product) and API schema, and each form screen's event must be the machine's, checking that flow
// (or, for a flow that hands over to a bespoke screen with `finishTo`, checked by a schema).
import type { Flow } from '../flow/types';
import type { Problem } from '../flow/analyse';
import type { StatusMachine } from './machine';

/**
 * `drawnHere` says which form screens this machine's products can show (default: all); only their
 * flows' events must be this machine's.
 */
export function machineReferenceProblems(machine: StatusMachine, flows: Flow[], schemaIds: ReadonlySet<string>, drawnHere: (flow: Flow) => boolean = () => true): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(flows.map((f) => [f.id, f]));
  for (const [name, event] of Object.entries(machine.events)) {
    const at = `/events/${name}`;
    if (event.flow && event.schema) problems.push({ pointer: at, reason: 'an event is checked by a flow or by a schema, not both' });
    if (event.flow && !byId.get(event.flow)?.screen) problems.push({ pointer: `${at}/flow`, reason: `no form screen flow "${event.flow}" in this product's folder` });
    if (event.schema && !schemaIds.has(event.schema)) problems.push({ pointer: `${at}/schema`, reason: `no schema with $id "${event.schema}" in schemas/` });
  }
  for (const flow of flows) {
    if (!flow.screen || !flow.event || !drawnHere(flow)) continue;
    const event = Object.hasOwn(machine.events, flow.event) ? machine.events[flow.event] : undefined;
    const reason = !event
      ? `flow "${flow.id}" sends ${flow.event}, which ${machine.id} does not declare`
      : event.by !== 'applicant'
        ? `flow "${flow.id}" sends ${flow.event}, which is not an applicant event`
        : flow.finishTo
          ? undefined
          : event.flow !== flow.id
            ? `flow "${flow.id}" sends ${flow.event}, whose answers ${machine.id} checks with ${event.flow ? `flow "${event.flow}"` : 'a schema'}`
            : undefined;
    if (reason) problems.push({ pointer: `/events/${flow.event}`, reason });
  }
  return problems;
}

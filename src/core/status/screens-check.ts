// Parsing a status-to-screen table at the edge (npm run check): its schema, then that it covers a
// status machine, so a status the server can produce never lands on the unknown screen.
import type { StatusMachine } from '../../generated/types/status-machine';
import { validateStatusScreens } from '../../generated/validators/schemas';
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { isInProgress, type StatusScreens } from './screens';

export function parseStatusScreens(value: unknown): ParseResult<StatusScreens> {
  const problems = schemaProblems(validateStatusScreens, value);
  return problems.length ? { ok: false, problems } : { ok: true, value: value as StatusScreens, problems: [] };
}

/**
 * Problems of a table against one machine: a status with no row of its own, or a row that
 * disagrees with the machine on whether the status is in progress (the client would stop
 * polling too early, or poll a status that never changes by itself).
 */
export function coverageProblems(table: StatusScreens, machine: StatusMachine, machineFile: string): Problem[] {
  const problems: Problem[] = [];
  for (const [status, state] of Object.entries(machine.states)) {
    const pointer = `/statuses/${status}`;
    if (!Object.hasOwn(table.statuses, status)) {
      problems.push({ pointer: '/statuses', reason: `no row for status ${status} of ${machineFile}` });
    } else if ((state.kind === 'in-progress') !== isInProgress(table, status)) {
      problems.push({ pointer, reason: `${machineFile} says ${status} is ${state.kind}; the row must ${state.kind === 'in-progress' ? '' : 'not '}be inProgress` });
    }
  }
  return problems;
}

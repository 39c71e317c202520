// The status-to-screen table (flows/<product>/status-screens.json) read as data: which screen a
// status shows, and how long to wait before re-reading a status that is in progress. The client
// routes by this alone; it holds no copy of the server's transitions.
import type { StatusScreens } from '../../generated/types/status-screens';
import { isTruthy } from '../logic';

export type { StatusScreens };
export type Polling = StatusScreens['polling'];

/** Where a status sends the applicant: the waiting screen (keep polling) or a screen path. */
export type StatusRoute = { kind: 'wait' } | { kind: 'screen'; screen: string; known: boolean };

/** The screen path of the site root: the application is over (COMPLETE, CANCELLED). */
export const ROOT_SCREEN = '/';

const rowOf = (table: StatusScreens, status: string) => (Object.hasOwn(table.statuses, status) ? table.statuses[status] : undefined);

/** A status with its own in-progress row, or no row and a name starting with an in-progress prefix. */
export function isInProgress(table: StatusScreens, status: string): boolean {
  const row = rowOf(table, status);
  if (row) return 'inProgress' in row;
  return table.inProgressPrefixes.some((prefix) => status.startsWith(prefix));
}

/** The application data a row's `when` reads (the status answer's `routing`). */
export type RoutingFacts = Record<string, unknown>;

/** A row's screen: the first `when` whose condition holds over the routing facts, else its own. */
function screenOf(table: StatusScreens, status: string, routing: RoutingFacts): string | undefined {
  const row = rowOf(table, status);
  if (!row) return undefined;
  const picked = 'when' in row ? row.when?.find((w) => isTruthy(w.if, { routing })) : undefined;
  return picked?.screen ?? row.screen;
}

/** The route for a status as just read; an unknown one goes to the table's unknown screen. */
export function resolveStatusRoute(table: StatusScreens, status: string, routing: RoutingFacts = {}): StatusRoute {
  if (isInProgress(table, status)) return { kind: 'wait' };
  // An open condition holds a stable status (the server sets routing.condition only then).
  if (table.conditionScreen && routing.condition === true) return { kind: 'screen', screen: table.conditionScreen, known: true };
  const screen = screenOf(table, status, routing);
  return screen ? { kind: 'screen', screen, known: true } : { kind: 'screen', screen: table.unknownScreen, known: false };
}

/**
 * The screen once polling gives up on an in-progress status: the row's own screen if it names one
 * (spec: 'GEN_NOTE_SIGNING stays'), else the status counts as UNKNOWN.
 */
export function screenAfterPolling(table: StatusScreens, status: string): string {
  return rowOf(table, status)?.screen ?? table.unknownScreen;
}

/** How many reads of a status the client makes before it stops waiting for a change. */
export function maxTriesFor(table: StatusScreens, status: string): number {
  if (!isInProgress(table, status)) return table.polling.maxTries;
  const row = rowOf(table, status);
  return (row && 'maxTries' in row ? row.maxTries : undefined) ?? table.polling.maxTriesInProgress;
}

/** The wait after read number `attempt` (0-based): base × 2^attempt, capped (1000, 2000, 4000, 5000 …). */
export function pollDelayMs(polling: Polling, attempt: number): number {
  return Math.min(polling.baseDelayMs * 2 ** attempt, polling.maxDelayMs);
}

/** Every wait of a status's polling, in order: one fewer than its tries. */
export function pollSchedule(table: StatusScreens, status: string): number[] {
  return Array.from({ length: maxTriesFor(table, status) - 1 }, (_, i) => pollDelayMs(table.polling, i));
}

/** What to do after read number `attempt` (0-based) of a status: go to a screen, or wait and read again. */
export type PollDecision = { kind: 'route'; screen: string; known: boolean } | { kind: 'wait'; delayMs: number };

export function decideAfterRead(table: StatusScreens, status: string, attempt: number, routing: RoutingFacts = {}): PollDecision {
  const route = resolveStatusRoute(table, status, routing);
  if (route.kind === 'screen') return { kind: 'route', screen: route.screen, known: route.known };
  if (attempt + 1 >= maxTriesFor(table, status)) {
    const screen = screenAfterPolling(table, status);
    return { kind: 'route', screen, known: screen !== table.unknownScreen };
  }
  return { kind: 'wait', delayMs: pollDelayMs(table.polling, attempt) };
}

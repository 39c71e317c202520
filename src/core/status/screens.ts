// The status-to-screen table (flows/<product>/status-screens.json) read as data: which screen a
// status shows, and how long to wait before re-reading a status that is in progress. The client
// routes by this alone; it holds no copy of the server's transitions.
import type { StatusScreens } from '../../generated/types/status-screens';
import { isTruthy } from '../logic';

export type { StatusScreens };
export type Polling = StatusScreens['polling'];

/**
 * Where a status sends the applicant: the waiting screen (keep polling) or a screen path. `known`
 * is false for an unrecognised status (spec section 4: 'warning logged, then error/timeout').
 */
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

/** The first of the table's overrides (a DECLINE decision) that holds, unless the page shown now is one it spares. */
function overrideOf(table: StatusScreens, routing: RoutingFacts, current: string | undefined): string | undefined {
  const rule = table.overrides?.find((o) => isTruthy(o.if, { routing }) && !(current !== undefined && o.exceptOn?.includes(current)));
  return rule?.screen;
}

/**
 * The route for a status as just read. `current` is the page shown now (below the application),
 * for the overrides' exceptOn. A status with no row and no in-progress prefix is a 'no match'
 * (spec section 4: start/profile, the table's noMatchScreen).
 */
export function resolveStatusRoute(table: StatusScreens, status: string, routing: RoutingFacts = {}, current?: string): StatusRoute {
  // Spec section 4: 'An application with DECLINE underwriting decision is routed on', whatever its status.
  const override = overrideOf(table, routing, current);
  if (override) return { kind: 'screen', screen: override, known: true };
  if (isInProgress(table, status)) return { kind: 'wait' };
  // An open condition holds a stable status (the server sets routing.condition only then).
  if (table.conditionScreen && routing.condition === true) return { kind: 'screen', screen: table.conditionScreen, known: true };
  const screen = screenOf(table, status, routing);
  if (screen) return { kind: 'screen', screen, known: true };
  return table.noMatchScreen ? { kind: 'screen', screen: table.noMatchScreen, known: true } : { kind: 'screen', screen: table.unknownScreen, known: false };
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

export function decideAfterRead(table: StatusScreens, status: string, attempt: number, routing: RoutingFacts = {}, current?: string): PollDecision {
  const route = resolveStatusRoute(table, status, routing, current);
  if (route.kind === 'screen') return { kind: 'route', screen: route.screen, known: route.known };
  if (attempt + 1 >= maxTriesFor(table, status)) {
    // Spec section 9: 'GEN_NOTE_SIGNING stays, else UNKNOWN': an unrecognised status, logged.
    const screen = screenAfterPolling(table, status);
    return { kind: 'route', screen, known: screen !== table.unknownScreen };
  }
  return { kind: 'wait', delayMs: pollDelayMs(table.polling, attempt) };
}

/**
 * While a status's screen shows, the wait before reading it again after `reads` reads (the first,
 * which routed, included), or undefined once it is not read again. Spec section 4: a status that is
 * not in flight 'is re-read until it changes or 10 tries' (polling.maxTries, at stableDelayMs),
 * except the terminal or stable ones that are not polled at all (rows with reread false).
 */
export function rereadDelayMs(table: StatusScreens, status: string, reads: number): number | undefined {
  // An in-progress status routes only once its polling gave up; a screen that waits on it watches by itself.
  if (isInProgress(table, status)) return undefined;
  const row = rowOf(table, status);
  if (row && 'reread' in row && row.reread === false) return undefined;
  if (reads >= maxTriesFor(table, status)) return undefined;
  return table.polling.stableDelayMs ?? table.polling.maxDelayMs;
}

/** Every wait of a routed status's re-reads, in order (empty for a status read once). */
export function rereadSchedule(table: StatusScreens, status: string): number[] {
  const waits: number[] = [];
  for (let reads = 1, wait = rereadDelayMs(table, status, reads); wait !== undefined; wait = rereadDelayMs(table, status, ++reads)) waits.push(wait);
  return waits;
}

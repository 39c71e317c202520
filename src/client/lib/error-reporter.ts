// Error reports from the browser (issue 29 item 7), loaded on the first error: noise dropped (the
// network, browser extensions, cross-origin 'Script error.', ResizeObserver loops), the report
// scrubbed by the core's function (src/core/monitoring/client-errors.ts; the server runs it again),
// identical reports sent once per page load and at most CLIENT_ERROR_LIMITS.perPage in all. Sent
// with fetch and keepalive, never through ./api.ts (a failed report must not report itself).
import { apiRoutes } from '../../core/contract/routes';
import { CLIENT_ERROR_LIMITS, fingerprintOf, isNoise, normaliseStack, reportableStatus, routePatternOf, scrubReport, type ClientErrorKind, type ClientErrorReport } from '../../core/monitoring/client-errors';
import { RELEASE } from './release';

export interface ReportInput {
  kind: ClientErrorKind;
  error?: unknown;
  /** The window's own message when there is no error object (a cross-origin script). */
  message?: string;
  call?: { method: string; path: string; status: number };
}

const seen = new Set<string>();
let sent = 0;

function describe(input: ReportInput): { message: string; stack: string | undefined } {
  const { error } = input;
  if (input.call) return { message: `Call failed: ${input.call.method.toUpperCase()} ${routePatternOf(input.call.path)}`, stack: undefined };
  if (error instanceof Error) return { message: error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  return { message: input.message ?? (error === undefined ? '' : Object.prototype.toString.call(error)), stack: undefined };
}

/** The report of an error, or undefined for noise. Exported for its unit test. */
export function toReport(input: ReportInput, pathname: string): ClientErrorReport | undefined {
  if (input.call && !reportableStatus(input.call.status)) return undefined;
  const { message, stack } = describe(input);
  if (!input.call && isNoise(message, stack)) return undefined;
  return scrubReport({
    release: RELEASE,
    kind: input.kind,
    message,
    frames: normaliseStack(stack),
    route: routePatternOf(pathname),
    ...(input.call ? { call: { route: routePatternOf(input.call.path), method: input.call.method, status: input.call.status } } : {}),
  });
}

/** Sends a report once per page load (by its fingerprint), at most perPage; never throws. */
export function report(orgCode: string, input: ReportInput): void {
  try {
    if (sent >= CLIENT_ERROR_LIMITS.perPage) return;
    const body = toReport(input, location.pathname);
    if (!body) return;
    const key = fingerprintOf(body);
    if (seen.has(key)) return;
    seen.add(key);
    sent++;
    void fetch(apiRoutes.clientErrorReport.path({}), {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      referrerPolicy: 'no-referrer',
      headers: { 'content-type': 'application/json', 'x-org': orgCode },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Reporting never stops a journey.
  }
}


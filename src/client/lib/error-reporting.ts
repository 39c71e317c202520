// Error reports from the browser (issue 29 item 7), the part in the first render: the shell installs
// the window's handlers once the page is hydrated, for the share of page loads the brand's sample
// rate gives (page data: brand.errorReporting). The work (noise, scrubbing, dedupe, sending) is in
// ./error-reporter.ts, loaded on the first error only, so a page without errors never fetches it.
// Reporting never stops a journey: every failure here is dropped.
import type { ClientErrorKind } from '../../core/monitoring/client-errors';
import type { ReportInput } from './error-reporter';

let state: { orgCode: string } | undefined;
let decided = false;

const load = () => import('./error-reporter');
function forward(input: ReportInput): void {
  if (!state) return;
  const { orgCode } = state;
  load().then((m) => m.report(orgCode, input), () => undefined);
}

/** Installs the handlers for this page load, if it falls within the sample rate (0 to 1). Once per page load. */
export function installErrorReporting(options: { orgCode: string; sampleRate: number }, random: () => number = Math.random): void {
  if (decided) return;
  decided = true;
  if (!(random() < options.sampleRate)) return;
  state = { orgCode: options.orgCode };
  addEventListener('error', (event) => forward({ kind: 'uncaught', error: event.error, message: event.message }));
  addEventListener('unhandledrejection', (event) => forward({ kind: 'unhandledrejection', error: event.reason }));
}

/** An error a boundary caught (a screen that threw while rendering): React reports it to no window handler. */
export function reportCaughtError(error: unknown, kind: ClientErrorKind = 'uncaught'): void {
  forward({ kind, error });
}

/** A call of ours that failed with a status the page does not handle (5xx, unexpected): its route pattern, method and status only. */
export function reportFailedCall(method: string, path: string, status: number): void {
  // The 4xx answers a page reads (validation, not signed in, not found, conflicts) are not errors of ours.
  if (status >= 400 && status < 500 && status !== 405 && status !== 413 && status !== 415) return;
  forward({ kind: 'failed-call', call: { method, path, status } });
}

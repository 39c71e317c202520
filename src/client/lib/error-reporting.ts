// Error reports from the browser (issue 29 item 7), the part in the first render: the shell installs
// the window's handlers once the page is hydrated, for the share of page loads the brand's sample
// rate gives (page data: brand.errorReporting). The work (noise, scrubbing, dedupe, sending) is in
// ./error-reporter.ts, loaded on the first error only, so a page without errors never fetches it.
// What comes before the install (a screen that threw in the first commit) waits for it. Reporting
// never stops a journey: every failure here is dropped.
import type { ReportInput } from './error-reporter';

/** Reports waiting for the install (a few: a page that throws shows the error page); undefined once it ran. */
let early: ReportInput[] | undefined = [];
/** The page's organisation, once this page load is sampled in. */
let orgCode: string | undefined;

function forward(input: ReportInput): void {
  const org = orgCode;
  if (early) early.push(input);
  else if (org) import('./error-reporter').then((m) => m.report(org, input), () => undefined);
}

/** Installs the handlers for this page load if it falls within the sample rate (0 to 1); once per page load. */
export function installErrorReporting(org: string, sampleRate: number): void {
  const waiting = early;
  early = undefined;
  if (!waiting || !(Math.random() < sampleRate)) return;
  orgCode = org;
  addEventListener('error', (event) => forward({ kind: 'uncaught', error: event.error, message: event.message }));
  addEventListener('unhandledrejection', (event) => forward({ kind: 'unhandledrejection', error: event.reason }));
  waiting.forEach(forward);
}

/** An error a boundary caught (a screen that threw while rendering): React hands it to no window handler. */
export const reportCaughtError = (error: unknown): void => forward({ kind: 'uncaught', error });

/** A call of ours that failed with a 5xx or an unexpected status; the 4xx answers a page reads are not errors of ours. */
export function reportFailedCall(method: string, path: string, status: number): void {
  if (status < 400 || status > 499) forward({ kind: 'failed-call', call: { method, path, status } });
}

// What the server prints once it listens: its address, then the two pages a person opens first
// (the applicant's registration and the staff console), since the bare address lands on a
// sign-in page with no way to apply. The paths come from the route table.
import { pageRoutes } from '../core/contract/routes';
import { staffPageRoutes } from '../core/contract/staff-routes';

/** A host a browser can open: a wildcard address is not one, and an IPv6 literal needs brackets. */
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * One string, printed with one write: a supervisor (or a test) that waits for the `Listening on`
 * line finds the page lines with it.
 */
export function startBanner(host: string, port: number, database: string): string {
  const origin = `http://${browsableHost(host)}:${port}`;
  return [
    `Listening on http://${host}:${port} (database: ${database})`,
    `  Apply (the applicant's registration): ${origin}${pageRoutes.registerV2}`,
    `  Staff console: ${origin}${staffPageRoutes.signIn}`,
  ].join('\n');
}

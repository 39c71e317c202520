// Error reports from the browser (issue 29 item 7): scrubbed again here with the browser's own
// function (a client that skipped it still stores nothing personal), counted in their group per
// brand and release, and pruned once not seen for the retention days (the hourly maintenance job).
import { CLIENT_ERROR_LIMITS, fingerprintOf, scrubReport, type ClientErrorReport } from '../../core/monitoring/client-errors';
import type { Queryable } from '../store/db';
import { pruneClientErrors, recordClientError } from '../store/client-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function reportClientError(db: Queryable, orgCode: string, report: ClientErrorReport, at: Date): Promise<void> {
  const clean = scrubReport(report);
  await recordClientError(db, { orgCode, fingerprint: fingerprintOf(clean), report: clean, maxGroups: CLIENT_ERROR_LIMITS.groupsPerBrand, at });
}

export async function pruneOldClientErrors(db: Queryable, now: Date): Promise<number> {
  return pruneClientErrors(db, new Date(now.getTime() - CLIENT_ERROR_LIMITS.retentionDays * DAY_MS));
}

// Checking a dashboard status table at the edge (npm run check), kept apart from dashboard.ts so the
// web page, which reads the checked data, ships no validator.
import type { DashboardStages } from '../../generated/types/dashboard-stages';
import { validateDashboardStages } from '../../generated/validators/schemas';
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';

/** The schema, then: every status of `statuses` has a row, rows and unknownStage name stages, words are copy keys. */
export function parseDashboardStages(value: unknown, hasCopyKey: (key: string) => boolean, statuses: readonly string[]): ParseResult<DashboardStages> {
  const problems = schemaProblems(validateDashboardStages, value);
  if (problems.length) return { ok: false, problems };
  const table = value as DashboardStages;
  const more: Problem[] = [];
  const isStage = (name: string) => Object.hasOwn(table.stages, name);
  for (const status of statuses) if (!Object.hasOwn(table.statuses, status)) more.push({ pointer: '/statuses', reason: `no row for status ${status}` });
  for (const [status, stage] of Object.entries(table.statuses)) if (!isStage(stage)) more.push({ pointer: `/statuses/${status}`, reason: `names no stage: "${stage}"` });
  if (!isStage(table.unknownStage)) more.push({ pointer: '/unknownStage', reason: `names no stage: "${table.unknownStage}"` });
  for (const [name, stage] of Object.entries(table.stages)) {
    for (const part of ['chip', 'status', 'action'] as const) {
      const key = stage[part];
      if (key !== undefined && !hasCopyKey(key)) more.push({ pointer: `/stages/${name}/${part}`, reason: `missing copy key "${key}"` });
    }
  }
  return more.length ? { ok: false, problems: more } : { ok: true, value: table, problems: [] };
}

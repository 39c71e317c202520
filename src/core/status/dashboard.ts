// The dashboard's view of an application (flows/<product>/dashboard-stages.json): its status as a
// stage, whose words and next action are data. A status the table does not name (newer than the
// page) shows as the table's unknown stage rather than breaking the list.
import type { DashboardStages } from '../../generated/types/dashboard-stages';

export type DashboardStage = DashboardStages['stages'][string] & { name: string };

/** The stage of `status`, or undefined when the table names no such status (the unit test's check). */
export function namedStage(table: DashboardStages, status: string): DashboardStage | undefined {
  const name = Object.hasOwn(table.statuses, status) ? table.statuses[status] : undefined;
  const stage = name !== undefined && Object.hasOwn(table.stages, name) ? table.stages[name] : undefined;
  return stage && name ? { ...stage, name } : undefined;
}

/** The stage the dashboard shows for `status`. */
export function dashboardStage(table: DashboardStages, status: string): DashboardStage {
  return namedStage(table, status) ?? { ...table.stages[table.unknownStage]!, name: table.unknownStage };
}

// The dashboard's status tables, bundled from flows/<folder>/dashboard-stages.json (data, checked by
// tests/core/dashboard-stages.test.ts against its schema, the status machine and copy/en, so the
// page ships no validator for it), picked by the application's product as the other tables are.
// Shared: the dashboard shows the stage, and registration asks whether an application has ended.
import { tableForProduct } from '../../core/status/by-product';
import { dashboardStage, type DashboardStage } from '../../core/status/dashboard';
import type { DashboardStages } from '../../generated/types/dashboard-stages';

const tables = Object.values(import.meta.glob('../../../flows/*/dashboard-stages.json', { eager: true, import: 'default' })) as DashboardStages[];

/** The stage a listed application shows; the list answer names no product, only whether it is crypto-backed. */
export function stageOf(application: { isCrypto: boolean; status: { status: string } }): DashboardStage {
  return dashboardStage(tableForProduct(tables, application.isCrypto ? 'crypto-heloc' : 'heloc'), application.status.status);
}

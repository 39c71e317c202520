// The dashboard's status tables, bundled from flows/<folder>/dashboard-stages.json (data, checked by
// tests/core/dashboard-stages.test.ts against its schema, the status machine and copy/en, so the
// page ships no validator for it), picked by the application's product as the other tables are.
// Shared: the dashboard shows the stage, and registration asks whether an application has ended.
import { tableForProduct } from '../../core/status/by-product';
import { products } from './products';
import { dashboardStage, type DashboardStage } from '../../core/status/dashboard';
import type { DashboardStages } from '../../generated/types/dashboard-stages';

const tables = Object.values(import.meta.glob('../../../flows/*/dashboard-stages.json', { eager: true, import: 'default' })) as DashboardStages[];

/**
 * The stage a listed application shows, by its product's table. The list answer names the product
 * (`product`); an answer from before it did names only whether it is crypto-backed, so the product
 * is the first one whose manifest says the same.
 */
export function stageOf(application: { product?: string; isCrypto: boolean; status: { status: string } }): DashboardStage {
  const product = application.product ?? products.all().find((m) => m.isCrypto === application.isCrypto)!.id;
  return dashboardStage(tableForProduct(products, tables, product, 'dashboardStages'), application.status.status);
}

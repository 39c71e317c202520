import { describe, expect, it } from 'vitest';
import { tableForProduct } from '../../src/core/status/by-product';
import { createProductRegistry, type ProductManifest } from '../../src/core/product/registry';

const manifest = (id: string, screens: string): ProductManifest => ({
  id, nameKey: `product.${id}.name`, telemetryProductType: id.toUpperCase(), apiBasePath: `/p/${id}`, isCrypto: false,
  entry: { flow: 'register' },
  tables: { statusMachine: 'm', statusScreens: screens, applicationProgress: 'p', dashboardStages: 'd', conditionCategories: 'c', statusNotifications: 'n', participants: 'x', featureFlags: 'f' },
  strategies: { pricing: 'equity-income', eligibility: 'equity-income' },
});
const products = createProductRegistry([manifest('heloc', 'heloc-status-screens'), manifest('crypto-heloc', 'heloc-status-screens'), manifest('dscr', 'dscr-status-screens')]);
const helocTable = { id: 'heloc-status-screens' };
const dscrTable = { id: 'dscr-status-screens' };

describe('tables chosen by product', () => {
  it('picks the table the product\'s manifest names by id', () => {
    expect(tableForProduct(products, [helocTable, dscrTable], 'crypto-heloc', 'statusScreens')).toBe(helocTable);
    expect(tableForProduct(products, [helocTable, dscrTable], 'dscr', 'statusScreens')).toBe(dscrTable);
  });

  it('names a manifest whose table is missing, and a product no folder holds', () => {
    expect(() => tableForProduct(products, [helocTable], 'dscr', 'statusScreens')).toThrow('dscr names statusScreens "dscr-status-screens", which no table has');
    expect(() => tableForProduct(products, [helocTable], 'nope', 'statusScreens')).toThrow('no product manifest for nope');
  });
});

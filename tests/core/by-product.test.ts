import { describe, expect, it } from 'vitest';
import { productCoverageProblems, tableForProduct } from '../../src/core/status/by-product';

const helocTable = { file: 'flows/heloc/status-screens.json', products: ['heloc', 'crypto-heloc'] };
const dscrTable = { file: 'flows/dscr/status-screens.json', products: ['dscr'] };

describe('tables chosen by product', () => {
  it('picks the table that names the product', () => {
    expect(tableForProduct([helocTable, dscrTable], 'crypto-heloc')).toBe(helocTable);
    expect(tableForProduct([helocTable, dscrTable], 'dscr')).toBe(dscrTable);
  });

  it('names a product no table serves', () => {
    expect(() => tableForProduct([helocTable], 'dscr')).toThrow('no table serves dscr applications');
  });

  it('is content when each product a machine runs has exactly one table', () => {
    expect(productCoverageProblems([helocTable, dscrTable], ['heloc', 'crypto-heloc', 'dscr'], 'status-to-screen table')).toEqual([]);
  });

  it('reports a product with no table, one with two, and a table for a product no machine runs', () => {
    const twice = { file: 'flows/crypto/status-screens.json', products: ['crypto-heloc'] };
    expect(productCoverageProblems([helocTable, twice, dscrTable], ['heloc', 'crypto-heloc'], 'status-to-screen table')).toEqual([
      { file: twice.file, pointer: '/products', reason: 'crypto-heloc is already served by flows/heloc/status-screens.json' },
      { file: dscrTable.file, pointer: '/products/0', reason: 'no status machine runs dscr' },
    ]);
    expect(productCoverageProblems([dscrTable], ['heloc'], 'application progress')).toEqual([
      { file: dscrTable.file, pointer: '/products', reason: 'no application progress serves heloc, which a status machine runs' },
      { file: dscrTable.file, pointer: '/products/0', reason: 'no status machine runs dscr' },
    ]);
  });
});

// Tables chosen by an application's product (issue 11: product is a dimension; issue 24: the
// manifest says which). A product's manifest (flows/<product>/product.json) names each table it
// uses by the table's id; the page picks the one its application's product names, and
// `npm run check` makes sure every named table exists and covers its machine's statuses.
import { tableFor, type ProductRegistry, type TableKind } from '../product/registry';

/** The table of a kind serving a product, through its manifest; a product naming no such table is a bug `npm run check` reports. */
export function tableForProduct<T extends { id: string }>(registry: ProductRegistry, tables: readonly T[], product: string, kind: TableKind): T {
  return tableFor(registry, tables, product, kind);
}

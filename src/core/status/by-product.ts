// Tables chosen by an application's product (issue 11: product is a dimension). Each status-to-screen
// table and progress sidebar (flows/<folder>/*.json) lists the `products` it serves; the page picks
// the one naming the status answer's product, and `npm run check` makes sure every product a status
// machine runs is named by exactly one of each kind.
import type { Problem } from '../flow/analyse';

export interface ForProducts {
  products: readonly string[];
}

/** The table serving a product; a product no table names is a bug `npm run check` reports. */
export function tableForProduct<T extends ForProducts>(tables: readonly T[], product: string): T {
  const table = tables.find((t) => t.products.includes(product));
  if (!table) throw new Error(`no table serves ${product} applications`);
  return table;
}

/** Problems of one kind of table (`what`, e.g. 'status-to-screen table'): a product with none or two, a product no machine runs. */
export function productCoverageProblems(tables: ReadonlyArray<{ file: string } & ForProducts>, machineProducts: readonly string[], what: string): Array<Problem & { file: string }> {
  const problems: Array<Problem & { file: string }> = [];
  for (const product of machineProducts) {
    const serving = tables.filter((t) => t.products.includes(product));
    if (serving.length === 0) problems.push({ file: tables[0]?.file ?? 'flows', pointer: '/products', reason: `no ${what} serves ${product}, which a status machine runs` });
    for (const extra of serving.slice(1)) problems.push({ file: extra.file, pointer: '/products', reason: `${product} is already served by ${serving[0]!.file}` });
  }
  for (const table of tables) {
    table.products.forEach((product, i) => {
      if (!machineProducts.includes(product)) problems.push({ file: table.file, pointer: `/products/${i}`, reason: `no status machine runs ${product}` });
    });
  }
  return problems;
}

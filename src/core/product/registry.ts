// Products as data (issue 24): every fact about a product lives in its manifest,
// flows/<id>/product.json (schemas/product.schema.json). The server and the page each load the
// manifests in one module (src/server/products.ts, src/client/lib/products.ts) and ask this one;
// no other code names a product. Pure: no file, DOM or network.
import type { ProductManifest } from '../../generated/types/product';

export type { ProductManifest };
export type TableKind = keyof ProductManifest['tables'];

export interface ProductRegistry {
  all(): readonly ProductManifest[];
  /** The manifest of a product; undefined for an id no folder holds. */
  get(id: string): ProductManifest | undefined;
  /** Like get, but a product no folder holds is a bug (an application row always names one). */
  require(id: string): ProductManifest;
}

export function createProductRegistry(manifests: readonly ProductManifest[]): ProductRegistry {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  return {
    all: () => manifests,
    get: (id) => byId.get(id),
    require(id) {
      const manifest = byId.get(id);
      if (!manifest) throw new Error(`no product manifest for ${id}`);
      return manifest;
    },
  };
}

/** Whether the product's line is backed by crypto assets (an unknown product is not). */
export const isCrypto = (registry: ProductRegistry, product: string): boolean => registry.get(product)?.isCrypto === true;

/** The productType telemetry events carry for an application of this product. */
export const telemetryProductType = (registry: ProductRegistry, product: string): string => registry.require(product).telemetryProductType;

/** The named pricing and eligibility strategies a product's applications are priced and qualified with (src/core/strategies). */
export const strategiesOf = (registry: ProductRegistry, product: string): ProductManifest['strategies'] => registry.require(product).strategies;

/** The id of the table of one kind a product's applications use. */
export const tableIdOf = (registry: ProductRegistry, product: string, kind: TableKind): string => registry.require(product).tables[kind];

/** The table of one kind serving a product, looked up by the id its manifest names. */
export function tableFor<T extends { id: string }>(registry: ProductRegistry, tables: readonly T[], product: string, kind: TableKind): T {
  const id = tableIdOf(registry, product, kind);
  const table = tables.find((t) => t.id === id);
  if (!table) throw new Error(`${product} names ${kind} "${id}", which no table has`);
  return table;
}

/** Every product whose applications use the table `id` of a kind (e.g. the products one machine runs). */
export const productsUsing = (registry: ProductRegistry, kind: TableKind, id: string): string[] =>
  registry.all().filter((m) => m.tables[kind] === id).map((m) => m.id);

/** The product whose API base path is `path` (spec section 7), if any. */
export const productAtBasePath = (registry: ProductRegistry, path: string): ProductManifest | undefined => registry.all().find((m) => m.apiBasePath === path);

/** The entry an applicant arrives on: the flow's id and the product its file names. */
export interface EntryFlow {
  id: string;
  product: string;
}

/**
 * The product an applicant arriving on `entryFlow` with `query` applies for (spec section 2: a link
 * with utm_source=cloc is a crypto-backed HELOC). A manifest recognises arrivals on its entry flow
 * and on every flow of the product that enters by the same flow; of those whose `when` the query
 * satisfies, the one asking most wins; none means the entry flow's own product.
 */
export function productOf(registry: ProductRegistry, entryFlow: EntryFlow, query: Readonly<Record<string, string | null | undefined>>): string {
  const family = registry.get(entryFlow.product)?.entry.flow;
  const candidates = registry
    .all()
    .filter((m) => m.entry.when && (m.entry.flow === entryFlow.id || m.entry.flow === family))
    .filter((m) => Object.entries(m.entry.when!).every(([key, value]) => query[key] === value))
    .sort((a, b) => Object.keys(b.entry.when!).length - Object.keys(a.entry.when!).length);
  return candidates[0]?.id ?? entryFlow.product;
}

/** The query of a URL's search part as productOf reads it. */
export const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

// The page's one loader of product data (issue 24): every flows/<id>/product.json, bundled
// (`npm run check` has checked each against its schema). Code that needs a product fact asks this
// registry; none names a product.
import { APPLICATION_BASE_PATH } from '../../core/contract/routes';
import { flowRoutes } from '../../generated/flow-routes';
import { createProductRegistry, isCrypto, productOf, queryOf, telemetryProductType, type EntryFlow, type ProductManifest } from '../../core/product/registry';

const manifests = Object.values(import.meta.glob('../../../flows/*/product.json', { eager: true, import: 'default' })) as ProductManifest[];

export const products = createProductRegistry(manifests);

/** Whether an application of this product is crypto-backed. */
export const isCryptoProduct = (product: string): boolean => isCrypto(products, product);

/** The productType telemetry names this product by. */
export const telemetryTypeOf = (product: string): string => telemetryProductType(products, product);

/** The copy key of a product's name (the raw id for a product no folder holds, so nothing breaks). */
export const productNameKey = (product: string): string => products.get(product)?.nameKey ?? product;

/** The product an applicant arriving on a flow with this URL search applies for. */
export const productAtEntry = (flow: EntryFlow, search: string): string => productOf(products, flow, queryOf(search));

// The page's brand's offered products (its view's `products`), set once at start by main.tsx.
let brandProducts: readonly string[] = [];

/** Names the products the page's brand offers, in its manifest's order (the first is its default). */
export function configureProducts(offered: readonly string[]): void {
  brandProducts = offered;
}

/** The product the page serves when nothing names another: its brand's first offered (a page without a brand: the first product entered without a condition). */
export const defaultPageProduct = (): string => brandProducts[0] ?? (manifests.find((m) => !m.entry.when) ?? manifests[0]!).id;

/** The products whose entry condition a page's query meets (utm_source=cloc: crypto HELOC), whatever the flow. */
export const productsNamedBy = (query: URLSearchParams): string[] =>
  products
    .all()
    .filter((m) => m.entry.when && Object.entries(m.entry.when).every(([key, value]) => query.get(key) === value))
    .map((m) => m.id);

/**
 * Where the logo leads on a brand offering `offered`: the app's start (`appStart`, registration) when
 * the brand's default product enters under the application area, else that product's own entry (a
 * brand offering DSCR alone starts at DSCR's registration, not at a HELOC entry it refuses).
 */
export function startPathFor(offered: readonly string[], appStart: string): string {
  const entry = flowRoutes.find((r) => r.id === products.get(offered[0] ?? '')?.entry.flow)?.basePath;
  return entry === undefined || entry.startsWith(`${APPLICATION_BASE_PATH}/`) ? appStart : entry;
}

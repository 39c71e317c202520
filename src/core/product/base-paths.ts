// Spec section 7: each product's applications are served under its own API base path (the HELOC's
// /service-application/api/v1/application/heloc, crypto HELOC's .../crypto-heloc), named by its
// manifest's apiBasePath. The route table writes the application routes once, under APPLICATION;
// these move a pattern or a path between base paths. Pure.
import type { ProductManifest, ProductRegistry } from './registry';

const isUnder = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/** The product whose base path holds `path` (a route pattern or a called path), if any. */
export const productServedAt = (registry: ProductRegistry, path: string): ProductManifest | undefined =>
  registry.all().find((m) => isUnder(path, m.apiBasePath));

/** `path` moved from under `from` to under `to`; a path not under `from` is returned as it is. */
export const rebase = (path: string, from: string, to: string): string => (isUnder(path, from) ? `${to}${path.slice(from.length)}` : path);

// Issue 24: a brand offering several products asks, at its generic entry, which one the applicant
// wants. The generic entry is the entry flow of the brand's default product (flows/heloc's
// `register`, where the old /account/register leads) opened at its first address; a link that
// already picks a product skips the question: a product's own entry path (/account/dscr/register),
// a query its manifest recognises (utm_source=cloc), or ?product=<id> (the chooser's own answer).
// Only products with an entry of their own are offered: one recognised only by a link's query (the
// crypto HELOC's utm_source=cloc, spec section 2) is the product of that link, not a choice here.
import type { Flow } from '../../../core/flow/types';
import type { ProductManifest } from '../../../core/product/registry';
import { flowRoutes } from '../../../generated/flow-routes';
import { products, productsNamedBy } from '../../lib/products';
import { PRODUCT_PARAM } from './resolve-entry';

export type ProductChoice = { kind: 'ask'; choices: ProductManifest[] } | { kind: 'go'; to: string };

/** The products the chooser offers: the brand's, in its manifest's order, each entered by its own flow. */
export const choosableProducts = (offered: readonly string[]): ProductManifest[] =>
  offered.flatMap((id) => products.get(id) ?? []).filter((m) => !m.entry.when);

/** Where choosing `product` leads: its entry flow's first page, the link's query kept, the choice named. */
export function entryHref(product: ProductManifest, query: URLSearchParams): string {
  const base = flowRoutes.find((r) => r.id === product.entry.flow)?.basePath ?? '';
  const next = new URLSearchParams(query);
  next.set(PRODUCT_PARAM, product.id);
  return `${base}?${next.toString()}`;
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * What the entry of `flow` at `pathname` with `query` does on a brand offering `offered`: ask which
 * product, go to the chosen product's own entry, or (undefined) go on into this flow's steps.
 */
export function productChoice(flow: Pick<Flow, 'id' | 'basePath'>, pathname: string, query: URLSearchParams, offered: readonly string[]): ProductChoice | undefined {
  // Only the generic entry's first address asks: a step, an app id in the path or a reload mid-way has chosen.
  if (withoutTrailingSlash(pathname) !== flow.basePath) return undefined;
  if (products.get(offered[0] ?? '')?.entry.flow !== flow.id) return undefined;
  if (productsNamedBy(query).length > 0) return undefined;
  const choices = choosableProducts(offered);
  if (choices.length < 2) return undefined;
  const chosen = choices.find((m) => m.id === query.get(PRODUCT_PARAM));
  if (!chosen) return { kind: 'ask', choices };
  return chosen.entry.flow === flow.id ? undefined : { kind: 'go', to: entryHref(chosen, query) };
}

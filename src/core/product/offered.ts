// Which products a brand offers (issue 24): the keys of its manifest's `products`, in the order it
// lists them, each offered unless `enabled: false`. The first is the brand's default product: the
// one an entry serves when nothing in the link names another (the spec's Create HELOC for every
// brand today). Pure.
import type { Brand } from '../../generated/types/brand';
import type { Problem } from '../flow/problem';

/** The products a brand offers, in its manifest's order. */
export const offeredProducts = (brand: Pick<Brand, 'products'>): string[] =>
  Object.entries(brand.products)
    .filter(([, settings]) => settings?.enabled !== false)
    .map(([id]) => id);

/** Whether a brand offers a product. */
export const offers = (brand: Pick<Brand, 'products'>, product: string): boolean => offeredProducts(brand).includes(product);

/** The brand's default product (its first offered); a brand offering none is refused by parseBrand. */
export function defaultProductOf(brand: Pick<Brand, 'products'>): string {
  const first = offeredProducts(brand)[0];
  if (first === undefined) throw new Error('a brand offers no product');
  return first;
}

/** A brand's products that no folder holds (flows/<id>/product.json): npm run check. */
export const brandProductProblems = (brand: Pick<Brand, 'products'>, productIds: readonly string[]): Problem[] =>
  Object.keys(brand.products)
    .filter((id) => !productIds.includes(id))
    .map((id) => ({ pointer: `/products/${id}`, reason: `no product folder holds "${id}" (flows/${id}/product.json)` }));

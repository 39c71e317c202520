// A brand's settings per product (issue 11: product is a dimension). Each application reads the
// pricing and age rule of its own product, `org.products[application.product]`. A product the brand
// does not configure but whose applications the brand takes anyway (crypto-heloc: a HELOC
// application arriving with utm_source=cloc) falls back to the product it runs on: the first
// product of its status machine's `products` list that the brand does configure. So a brand
// without crypto-heloc settings prices a crypto-backed HELOC as its HELOC, and one with them prices
// it its own way; no product name is written in code.
import type { Brand } from '../../generated/types/brand';
import type { Pricing } from '../../generated/types/pricing';

export type ProductId = keyof Brand['products'];

export interface ProductSettings {
  pricing: Pricing;
  ageRule: Brand['ageRule'];
}

export type ProductSettingsMap = Partial<Record<ProductId, ProductSettings>>;

/**
 * The brand's settings with every product of each machine filled in from the product it runs on.
 * `machines` lists each status machine's `products` (its own product first). A machine none of whose
 * products the brand configures adds nothing: the brand does not lend on it.
 */
export function withRunsOnFallback(products: ProductSettingsMap, machines: ReadonlyArray<readonly string[]>): ProductSettingsMap {
  const filled: ProductSettingsMap = { ...products };
  for (const family of machines) {
    const runsOn = family.find((p) => products[p as ProductId]);
    if (!runsOn) continue;
    for (const product of family) filled[product as ProductId] ??= products[runsOn as ProductId];
  }
  return filled;
}

/** An application's product settings; a product the brand neither configures nor runs on is a configuration error, named. */
export function requireProductSettings(products: ProductSettingsMap, product: string, orgCode: string): ProductSettings {
  const settings = products[product as ProductId];
  if (!settings) throw new Error(`${orgCode} has no settings for product ${product}`);
  return settings;
}

/** What a brand allows in a product's journey besides its prices (a flow reads it as context.product). */
export interface ProductOptions {
  /** The borrower may be a company (the flow asks borrower-type and the entity). */
  entityBorrower: boolean;
}

/** A product's options on a brand; a product it does not configure allows nothing extra. */
export function productOptionsOf(brand: Pick<Brand, 'products'>, product: string): ProductOptions {
  const settings = brand.products[product];
  return { entityBorrower: settings?.entityBorrower === true };
}

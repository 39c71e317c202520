// Which product an application is (spec section 2: utm_source=cloc marks a crypto-backed HELOC),
// and how telemetry names it. One rule for the server that stores the application and the page
// that reports its start events.
import type { Flow } from '../flow/types';

export type Product = Flow['product'];

export function productOf(base: Product, utmSource: string | null | undefined): Product {
  return base === 'heloc' && utmSource === 'cloc' ? 'crypto-heloc' : base;
}

export const TELEMETRY_PRODUCT_TYPE = { heloc: 'HELOC', 'crypto-heloc': 'CRYPTO_HELOC', dscr: 'DSCR' } as const satisfies Record<Product, string>;

/** Whether the line is backed by crypto assets (the status answer's isCrypto; routing.isCrypto in the status tables). */
export const CRYPTO_BACKED = { heloc: false, 'crypto-heloc': true, dscr: false } as const satisfies Record<Product, boolean>;

export function isCryptoBacked(product: string): boolean {
  return Object.hasOwn(CRYPTO_BACKED, product) && CRYPTO_BACKED[product as Product];
}

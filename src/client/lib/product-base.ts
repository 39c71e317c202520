// Spec section 7: an application is served under its product's API base path, and another
// product's base path answers 404. The route table writes application paths under APPLICATION; the
// page learns each application's product from the answers that name it (its status, the list, the
// create answer: `{ uuid, product }`) and every call goes through atProductBase, so no screen needs
// to know which product it serves.
import { APPLICATION } from '../../core/contract/routes';
import { rebase } from '../../core/product/base-paths';
import { products } from './products';

const productByApplication = new Map<string, string>();

const UUID_AFTER_BASE = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$|\?)/i;

/** Remembers the product of every application an answer names (an object or a list of them). */
export function learnProducts(body: unknown): void {
  for (const item of Array.isArray(body) ? body : [body]) {
    const { uuid, product } = (item ?? {}) as { uuid?: unknown; product?: unknown };
    if (typeof uuid === 'string' && typeof product === 'string') productByApplication.set(uuid.toLowerCase(), product);
  }
}

/** `path` under the base path of the product of the application it names (unchanged otherwise). */
export function atProductBase(path: string): string {
  const uuid = UUID_AFTER_BASE.exec(path.startsWith(APPLICATION) ? path.slice(APPLICATION.length) : '')?.[1];
  const product = uuid ? productByApplication.get(uuid.toLowerCase()) : undefined;
  const base = product ? products.get(product)?.apiBasePath : undefined;
  return base ? rebase(path, APPLICATION, base) : path;
}

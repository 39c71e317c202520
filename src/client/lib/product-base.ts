// Spec section 7: an application is served under its product's API base path, and another
// product's base path answers 404. The route table writes application paths under APPLICATION; the
// page learns each application's product from the answers that name it (its status, the list, the
// create answer: `{ uuid, product }`) and every call goes through atProductBase, so no screen needs
// to know which product it serves. A page opened on an application it has not seen (a reload, a
// provider's return) reads its status first (a product-neutral route), once, so no call goes to
// another product's base path and meets its 404.
import { APPLICATION, apiRoutes } from '../../core/contract/routes';
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

const learning = new Map<string, Promise<void>>();

/** The application a path under APPLICATION names, when the page does not know its product yet. */
function unlearned(path: string): string | undefined {
  const uuid = UUID_AFTER_BASE.exec(path.startsWith(APPLICATION) ? path.slice(APPLICATION.length) : '')?.[1];
  return uuid && !productByApplication.has(uuid.toLowerCase()) ? uuid : undefined;
}

/**
 * Before a call under an application whose product the page does not know: `readStatus` (the
 * caller's own client, which learns from the answer) once per application; a failed read leaves
 * the call as written (its own answer tells).
 */
export async function learnProductFor(path: string, readStatus: (statusPath: string) => Promise<unknown>): Promise<void> {
  const uuid = unlearned(path);
  if (uuid) await learnProductOf(uuid, readStatus);
}

/** The product of application `uuid`, read once (`readStatus`, as above) unless an answer already named it. */
export async function learnProductOf(uuid: string, readStatus: (statusPath: string) => Promise<unknown>): Promise<string | undefined> {
  const key = uuid.toLowerCase();
  if (!productByApplication.has(key)) {
    if (!learning.has(key)) learning.set(key, readStatus(apiRoutes.status.path({ uuid })).then(() => undefined, () => undefined));
    await learning.get(key);
  }
  return productByApplication.get(key);
}

/** `path` under the base path of the product of the application it names (unchanged otherwise). */
export function atProductBase(path: string): string {
  const uuid = UUID_AFTER_BASE.exec(path.startsWith(APPLICATION) ? path.slice(APPLICATION.length) : '')?.[1];
  const product = uuid ? productByApplication.get(uuid.toLowerCase()) : undefined;
  const base = product ? products.get(product)?.apiBasePath : undefined;
  return base ? rebase(path, APPLICATION, base) : path;
}

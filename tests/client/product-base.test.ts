// The page calls an application under its own product's base path (spec section 7): it learns the
// product from an answer that names it (the status, the list) and sends every later call of that
// application there; an application it has not seen yet, and every other path, go out as written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../src/client/lib/api';
import { applicationApi } from '../../src/client/lib/application-events';
import { products } from '../../src/client/lib/products';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';

const crypto = products.all().find((m) => m.isCrypto)!;
const UUID = '0b7c6f0e-8a51-4c1e-9a55-3f4f7a1d2c01';
const OTHER = '6d1b2f7e-1111-4c1e-9a55-3f4f7a1d2c02';
const FRESH = '9a3c1d2e-2222-4c1e-9a55-3f4f7a1d2c03';
const plain = products.all().find((m) => m.apiBasePath === APPLICATION)!;
/** Each application's product as the server would answer its status. */
const productOf: Record<string, string> = { [UUID]: crypto.id, [OTHER]: plain.id, [FRESH]: crypto.id };
let urls: string[] = [];

beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const uuid = Object.keys(productOf).find((u) => url.includes(u));
    const body = uuid ? { uuid, product: productOf[uuid] } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('atProductBase', () => {
  it('sends an application’s calls to its product’s base path once an answer named the product', async () => {
    expect(crypto.apiBasePath).not.toBe(APPLICATION);
    await apiCall('GET', applicationApi.status(UUID));
    await apiCall('GET', applicationApi.offers(UUID));
    await apiCall('GET', applicationApi.offers(OTHER));
    await apiCall('GET', apiRoutes.list.path({}));
    expect(urls).toEqual([
      apiRoutes.status.path({ uuid: UUID }),
      `${crypto.apiBasePath}/${UUID}/offers`,
      apiRoutes.status.path({ uuid: OTHER }),
      `${APPLICATION}/${OTHER}/offers`,
      `${APPLICATION}/all`,
    ]);
  });

  it('reads the status of an application it has not seen once, before its first calls (a reload, a provider’s return)', async () => {
    await Promise.all([apiCall('GET', applicationApi.application(FRESH)), apiCall('GET', applicationApi.offers(FRESH))]);
    expect(urls).toEqual([apiRoutes.status.path({ uuid: FRESH }), `${crypto.apiBasePath}/${FRESH}`, `${crypto.apiBasePath}/${FRESH}/offers`]);
  });
});

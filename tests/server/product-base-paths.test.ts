// Spec section 7's other base paths, on each database: every application route is served under each
// product's apiBasePath (flows/<id>/product.json), and an application is read only under its own
// product's: another product's base path answers the same 404 as a missing application.
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { rebase } from '../../src/core/product/base-paths';
import { readProductManifests } from '../../src/server/products';
import { createUrl, helocRequest, pollUntilSettled, registerUser } from './harness';
import { describeOnEachDatabase } from './api-contract';

const manifests = readProductManifests(join(import.meta.dirname, '../../flows')).map((m) => m.manifest);
const crypto = manifests.find((m) => m.isCrypto)!;
const plain = manifests.find((m) => m.apiBasePath === APPLICATION)!;
const at = (base: string, path: string) => rebase(path, APPLICATION, base);
const applicationPatterns = Object.values({ ...apiRoutes, ...closingRoutes, ...signerApiRoutes })
  .map((r) => r.pattern)
  .filter((p) => p.startsWith(`${APPLICATION}/`));

describeOnEachDatabase('product base paths', (app) => {

  async function applicationOf(user: Awaited<ReturnType<typeof registerUser>>, utm_source?: string): Promise<string> {
    const payload = { ...helocRequest(), ...(utm_source ? { utmParameters: { utm_source } } : {}) };
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    return uuid;
  }

  it('registers every application route under each product’s base path', () => {
    expect(applicationPatterns.length).toBeGreaterThan(10);
    for (const m of manifests) {
      const missing = applicationPatterns.filter((p) => !app().app.hasRoute({ method: 'GET', url: at(m.apiBasePath, p) }) && !app().app.hasRoute({ method: 'POST', url: at(m.apiBasePath, p) }) && !app().app.hasRoute({ method: 'PUT', url: at(m.apiBasePath, p) }) && !app().app.hasRoute({ method: 'PATCH', url: at(m.apiBasePath, p) }));
      expect([m.id, missing]).toEqual([m.id, []]);
    }
  });

  it('serves a crypto HELOC application at its base path as a HELOC one is served at its own', async () => {
    const user = await registerUser(app().app);
    const uuid = await applicationOf(user, 'cloc');
    const read = await app().app.inject({ method: 'GET', url: at(crypto.apiBasePath, apiRoutes.application.path({ uuid })), headers: user.auth });
    expect([read.statusCode, read.json().product, read.json().isCrypto]).toEqual([200, crypto.id, true]);
    const offers = await app().app.inject({ method: 'GET', url: at(crypto.apiBasePath, apiRoutes.offers.path({ uuid })), headers: user.auth });
    expect(offers.statusCode).toBe(200);
    expect((offers.json() as { offers: unknown[] }).offers.length).toBeGreaterThan(0);
    const list = await app().app.inject({ method: 'GET', url: at(crypto.apiBasePath, apiRoutes.list.path({})), headers: user.auth });
    expect((list.json() as Array<{ uuid: string }>).map((a) => a.uuid)).toContain(uuid);
  });

  it('answers 404 for an application read at another product’s base path, never its data', async () => {
    const user = await registerUser(app().app);
    const cryptoUuid = await applicationOf(user, 'cloc');
    const other = await registerUser(app().app);
    const helocUuid = await applicationOf(other);
    const reads = [
      { user, url: at(plain.apiBasePath, apiRoutes.application.path({ uuid: cryptoUuid })) },
      { user, url: at(plain.apiBasePath, apiRoutes.offers.path({ uuid: cryptoUuid })) },
      { user: other, url: at(crypto.apiBasePath, apiRoutes.application.path({ uuid: helocUuid })) },
      { user: other, url: at(crypto.apiBasePath, closingRoutes.closing.path({ uuid: helocUuid })) },
      { user, url: at(crypto.apiBasePath, apiRoutes.application.path({ uuid: randomUUID() })) },
    ];
    for (const { user: who, url } of reads) {
      const res = await app().app.inject({ method: 'GET', url, headers: who.auth });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'NOT_FOUND']);
      expect(res.body).not.toContain('loanNumber');
    }
    const own = await app().app.inject({ method: 'GET', url: apiRoutes.application.path({ uuid: helocUuid }), headers: other.auth });
    expect([own.statusCode, own.json().product]).toEqual([200, plain.id]);
  });
});

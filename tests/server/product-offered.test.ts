// A brand offers the products its manifest lists (brands/<org>/brand.json `products`, each unless
// `enabled: false`): the create route refuses an application of any other with PRODUCT_NOT_OFFERED
// and the copy's words, records nothing, and the page leaves for the not-accepting page on that code.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOutcome } from '../../src/core/contract/registration-outcome';
import { defaultProductOf, offeredProducts } from '../../src/core/product/offered';
import type { Brand } from '../../src/generated/types/brand';
import { loadCopy } from '../../src/server/flows';
import { createUrl, databaseTargets, helocRequest, registerUser, startTestApp, type TestApp } from './harness';

const repo = join(import.meta.dirname, '../..');
const copy = loadCopy(join(repo, 'copy/en')) as unknown as { refusals: Record<string, string> };
const brand = (org: string) => JSON.parse(readFileSync(join(repo, 'brands', org, 'brand.json'), 'utf8')) as Brand;
// A brand without crypto HELOC, and one with it.
const WITHOUT = 'cmg-mortgage';
const WITH = 'fairway';

describe('offeredProducts', () => {
  it('lists a manifest’s products in its order, leaving out those with enabled false; the first is the default', () => {
    const products = { heloc: {}, 'crypto-heloc': { enabled: false }, dscr: { enabled: true } } as Brand['products'];
    expect(offeredProducts({ products })).toEqual(['heloc', 'dscr']);
    expect(defaultProductOf({ products: { dscr: {}, heloc: {} } as Brand['products'] })).toBe('dscr');
    expect(offeredProducts(brand(WITHOUT))).not.toContain('crypto-heloc');
    expect(offeredProducts(brand(WITH))).toContain('crypto-heloc');
  });

  it('sends the applicant to the not-accepting page on PRODUCT_NOT_OFFERED', () => {
    expect(registrationOutcome({ status: 400, code: 'PRODUCT_NOT_OFFERED', message: 'x', fields: [] }, 'u')).toEqual({ kind: 'leave', to: 'not-accepting-apps', message: 'x' });
  });
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`the create route and the brand's products (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const create = async (org: string, utm_source?: string) => {
      const user = await registerUser(t.app);
      const payload = { ...helocRequest(), ...(utm_source ? { utmParameters: { utm_source } } : {}) };
      return { user, res: await t.app.inject({ method: 'POST', url: createUrl(), headers: { ...user.auth, 'x-org': org }, payload }) };
    };

    it('refuses a crypto HELOC link on a brand that does not offer it, in the copy’s words, recording nothing', async () => {
      const { user, res } = await create(WITHOUT, 'cloc');
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'PRODUCT_NOT_OFFERED', messageKey: 'refusals.productNotOffered', errors: [copy.refusals.productNotOffered] }]);
      const { rows } = await t.db.query('select uuid from applications where identity_uuid = $1', [user.uuid]);
      expect(rows).toEqual([]);
    });

    it('creates the brand’s own products: a HELOC there, a crypto HELOC where it is offered', async () => {
      expect((await create(WITHOUT)).res.statusCode).toBe(201);
      const crypto = (await create(WITH, 'cloc')).res;
      expect([crypto.statusCode, crypto.json().product]).toEqual([201, 'crypto-heloc']);
    });
  });
}

// Entry to registration over HTTP: the direct-mail offer code lookup (spec section 7,
// GET {host}/offercode/{code}) and utm_source=cloc marking a crypto HELOC, on each database.
import { describe, expect, it } from 'vitest';
import { parseOfferCodes } from '../../src/server/providers/sandbox/offer-codes';
import { createProductRegistry, productOf } from '../../src/core/product/registry';
import { readProductManifests } from '../../src/server/products';
import { describeOnEachDatabase, expectAnswer, expectError } from './api-contract';
import { createUrl, helocRequest, registerUser } from './harness';

/** Crypto HELOC's base path (spec section 7): its applications are read there. */
const CRYPTO_HELOC = '/service-application/api/v1/application/crypto-heloc';

describeOnEachDatabase('entry', (app) => {
  it("answers a known offer code with the letter's ZIP code with its prefill, in any letter case", async () => {
    for (const code of ['PRESCREEN2026', 'prescreen2026']) {
      const body = await expectAnswer(app(), { method: 'GET', url: `/offercode/${code}?zip=95814` }, 200, 'api-offer-code');
      expect(body).toMatchObject({ offerCode: 'PRESCREEN2026', firstName: 'Morgan', lastName: 'Mailer', street1: '250 Oak Ave', state: 'CA', zip: '95814' });
    }
  });

  it('answers 404 for an unknown or malformed offer code, and for a known one without its ZIP code or with another', async () => {
    for (const code of ['NOSUCHCODE', '%00', 'A'.repeat(60)]) {
      await expectError(app(), { method: 'GET', url: `/offercode/${code}?zip=95814` }, 404, ['Not Found']);
    }
    for (const query of ['', '?zip=', '?zip=95815', '?zip=80202', '?zip[]=95814']) {
      await expectError(app(), { method: 'GET', url: `/offercode/PRESCREEN2026${query}` }, 404, ['Not Found']);
    }
  });

  it('creates a crypto HELOC when utm_source is cloc, and keeps the offer code and utm parameters', async () => {
    const crypto = await registerUser(app().app);
    const body = { ...helocRequest(), offerCode: 'PRESCREEN2026', utmParameters: { utm_source: 'cloc', utm_campaign: 'spring' } };
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: crypto.auth, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const read = await app().app.inject({ method: 'GET', url: `${CRYPTO_HELOC}/${created.json().uuid}`, headers: crypto.auth });
    expect(read.json().isCrypto).toBe(true);
    const { rows } = await app().db.query<{ product: string; request: { offerCode: string; utmParameters: unknown } }>(
      'select product, request from applications where uuid = $1',
      [created.json().uuid],
    );
    expect(rows[0]!.product).toBe('crypto-heloc');
    expect(rows[0]!.request.offerCode).toBe('PRESCREEN2026');
    expect(rows[0]!.request.utmParameters).toEqual({ utm_source: 'cloc', utm_campaign: 'spring' });
  });

  it('creates a plain HELOC for any other utm_source', async () => {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: { ...helocRequest(), utmParameters: { utm_source: 'mail' } } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().isCrypto).toBe(false);
  });
});

describe('offer codes and products', () => {
  it('refuse a sandbox offer file with a bad entry, naming it', () => {
    expect(() => parseOfferCodes({ offers: [{ offerCode: 'X' }] }, 'f.json')).toThrow('f.json#/offers/0');
  });
  it('name crypto-heloc only for utm_source cloc', () => {
    const products = createProductRegistry(readProductManifests('flows').map((m) => m.manifest));
    for (const id of ['register', 'register-v2']) {
      expect(productOf(products, { id, product: 'heloc' }, { utm_source: 'cloc' })).toBe('crypto-heloc');
      expect(productOf(products, { id, product: 'heloc' }, {})).toBe('heloc');
      expect(productOf(products, { id, product: 'heloc' }, { utm_source: 'mail' })).toBe('heloc');
    }
  });
});

// The brands as the server loads them: each product of a status machine has settings, its own or
// those of the product it runs on (crypto-heloc on heloc), read from the product manifests' status machines.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCopy } from '../../src/server/flows';
import { loadOrgs } from '../../src/server/orgs';
import { loadStatusMachines } from '../../src/server/status-machines';
import { loadProducts } from '../../src/server/products';

const root = join(__dirname, '../..');
const machines = loadStatusMachines(join(root, 'flows'), loadProducts(join(root, 'flows')));
const orgs = loadOrgs(join(root, 'brands'), 'acme-lending', loadCopy(join(root, 'copy/en')), machines.all().map((m) => machines.productsOf(m)));

describe('brand product settings as the server loads them', () => {
  it('prices a crypto HELOC at a brand without crypto-heloc settings as its HELOC', () => {
    const harbor = orgs.require('harbor-cu');
    expect(harbor.manifest.products['crypto-heloc']).toBeUndefined();
    expect(harbor.products['crypto-heloc']).toBe(harbor.products.heloc);
    expect(harbor.products['crypto-heloc']!.pricing.maxLine).toBe(250000);
  });

  it("keeps a brand's own crypto-heloc settings", () => {
    const acme = orgs.require('acme-lending');
    expect(acme.manifest.products['crypto-heloc']).toEqual({});
    expect(acme.products['crypto-heloc']).not.toBe(acme.products.heloc);
  });

  it('gives no settings for a product on no machine the brand does not configure', () => {
    expect(orgs.require('harbor-cu').products.dscr).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { requireProductSettings, withRunsOnFallback, type ProductSettings } from '../../src/core/brand/product-settings';
import type { Pricing } from '../../src/generated/types/pricing';
import defaultPricingJson from '../fixtures/pricing/default.json';
import helocProduct from '../../flows/heloc/product.json';
import cryptoProduct from '../../flows/crypto-heloc/product.json';

const pricing = defaultPricingJson as Pricing;
const heloc: ProductSettings = { pricing, ageRule: { minimum: 18 } };
const crypto: ProductSettings = { pricing: { ...pricing, baseRate: 0.09 }, ageRule: { minimum: 21 } };
const dscr: ProductSettings = { pricing: { ...pricing, maxLine: 1_000_000 }, ageRule: { minimum: 18 } };
const machines = [['heloc', 'crypto-heloc'], ['dscr']];

describe('a brand product settings, per product', () => {
  it('gives a product the brand does not configure the settings of the product it runs on', () => {
    const filled = withRunsOnFallback({ heloc }, machines);
    expect(filled['crypto-heloc']).toBe(heloc);
    expect(filled.heloc).toBe(heloc);
  });

  it("keeps a product's own settings when the brand configures it", () => {
    const filled = withRunsOnFallback({ heloc, 'crypto-heloc': crypto }, machines);
    expect(filled['crypto-heloc']).toBe(crypto);
    expect(filled.heloc).toBe(heloc);
  });

  it('adds nothing for a machine none of whose products the brand configures', () => {
    expect(withRunsOnFallback({ heloc }, machines)).toEqual({ heloc, 'crypto-heloc': heloc });
    expect(withRunsOnFallback({ dscr }, machines)).toEqual({ dscr });
  });

  it('falls back to the first configured product of the machine, in its order', () => {
    expect(withRunsOnFallback({ 'crypto-heloc': crypto }, machines).heloc).toBe(crypto);
  });

  it('crypto-heloc runs on the HELOC machine (the manifests the fallback reads)', () => {
    expect(cryptoProduct.tables.statusMachine).toBe(helocProduct.tables.statusMachine);
  });

  it('names the brand and product it has no settings for', () => {
    expect(requireProductSettings({ heloc }, 'heloc', 'acme')).toBe(heloc);
    expect(() => requireProductSettings({ heloc }, 'dscr', 'acme')).toThrow('acme has no settings for product dscr');
  });
});

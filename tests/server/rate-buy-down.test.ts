// rate-buy-down (issue 29): off, pricing withholds the fee options that lower the rate (rateAdd < 0,
// LOWEST_RATE and BALANCED in brands/defaults.json) and prices the rest as before; on, or not
// answered, every option is offered. Read by the pricing step over the application's flags.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offeredPricing } from '../../src/core/offer/fee-options';
import type { Pricing } from '../../src/generated/types/pricing';
import { createClosingClock } from '../../src/server/closing-clock';
import { loadCopy } from '../../src/server/flows';
import { createStepRunners } from '../../src/server/jobs/steps';
import { loadOrgs } from '../../src/server/orgs';
import { createSandboxProviders } from '../../src/server/providers/sandbox/create-sandbox';
import type { Db } from '../../src/server/store/db';
import { databaseTargets } from './harness';
import { applicationRecord, applicationRows, cipher, key, withMigratedDb } from './steps-helpers';

const root = join(import.meta.dirname, '../..');
const orgs = loadOrgs(join(root, 'brands'), 'acme-lending', loadCopy(join(root, 'copy/en')));

describe('offeredPricing', () => {
  const sheet = { feeOptions: [{ type: 'LOWEST_RATE', originationFee: 0.0499, rateAdd: -0.0075 }, { type: 'BALANCED', originationFee: 0.0299, rateAdd: -0.0025 }, { type: 'NO_FEE', originationFee: 0, rateAdd: 0 }] } as unknown as Pricing;
  it('withholds only the options that lower the rate, and only while the flag is off', () => {
    expect(offeredPricing(sheet, { 'rate-buy-down': false }).feeOptions.map((o) => o.type)).toEqual(['NO_FEE']);
    expect(offeredPricing(sheet, { 'rate-buy-down': true })).toBe(sheet);
    expect(offeredPricing(sheet, {})).toBe(sheet);
  });
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`the pricing step reads rate-buy-down (${target.kind})`, () => {
    let db: Db;
    withMigratedDb(target, (opened) => (db = opened));

    for (const orgCode of ['acme-lending', 'fairway']) {
      it(`on ${orgCode}: off, only the options that do not lower the rate are offered, at the same rates; on, all three`, async () => {
        const now = () => new Date('2025-03-15T12:00:00Z');
        const priced = async (flags: Record<string, boolean>) => {
          const steps = createStepRunners({ db: applicationRows(new Map()), providers: createSandboxProviders({ db, clock: now, slowMs: 0 }), brandOf: orgs.require, now, closingClock: createClosingClock(now), sensitive: cipher, flagsOf: async () => flags });
          const record = { ...applicationRecord(), organizationCode: orgCode };
          const pulled = await steps.run('softCredit', record, key(record));
          return steps.run('pricing', { ...record, facts: { ...pulled.facts, propertyValue: 650000 } }, key(record));
        };
        const all = (await priced({ 'rate-buy-down': true })).offerSet!.offers;
        const without = (await priced({ 'rate-buy-down': false })).offerSet!.offers;
        const fees = (offers: typeof all) => [...new Set(offers.map((o) => o.originationFee))].sort();
        expect(fees(all)).toEqual([0, 0.0299, 0.0499]);
        expect(fees(without)).toEqual([0]);
        // The option kept is priced as before.
        expect(without).toEqual(all.filter((o) => o.originationFee === 0));
      });
    }
  });
}

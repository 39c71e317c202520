import { describe, expect, it } from 'vitest';
import { createClosingClock } from '../../src/server/closing-clock';
import { countLedgerRows } from '../../src/server/providers/sandbox/ledger';
import type { Db } from '../../src/server/store/db';
import { pipelineSteps } from '../../src/core/status/steps';
import { databaseTargets } from './harness';
import { join } from 'node:path';
import { loadCopy } from '../../src/server/flows';
import { loadOrgs } from '../../src/server/orgs';
import { createStepRunners, pricingOutcome } from '../../src/server/jobs/steps';
import { createSandboxProviders } from '../../src/server/providers/sandbox/create-sandbox';
import { applicationRecord, applicationRows, cipher, key, runners, withMigratedDb } from './steps-helpers';

const root = join(import.meta.dirname, '../..');
const orgs = loadOrgs(join(root, 'brands'), 'acme-lending', loadCopy(join(root, 'copy/en')));

/** The runners with the brands loaded (pricing reads the organisation's pricing data). */
function pricingRunners(db: Db) {
  const now = () => new Date('2025-03-15T12:00:00Z');
  return createStepRunners({ db: applicationRows(new Map()), providers: createSandboxProviders({ db, clock: now, slowMs: 0 }), brandOf: orgs.require, now, closingClock: createClosingClock(now), sensitive: cipher });
}

const defaultCredit = { creditScore: 740, monthlyDebt: 1800, lienBalance: 250000 };

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`credit steps after pre-qualification (${target.kind})`, () => {
    let db: Db;
    withMigratedDb(target, (opened) => (db = opened));

    it('softCreditWithSsn: Nomatch matches with the SSN, not with one ending 9999; ssnLast4 kept', async () => {
      const found = applicationRecord({ lastName: 'Nomatch' });
      const unknown = applicationRecord({ lastName: 'Nomatch' });
      const steps = runners(db, new Map([[found.uuid, '123456789'], [unknown.uuid, '123459999']]));
      expect(await steps.run('softCreditWithSsn', found, key(found))).toEqual({
        outcome: 'MATCH',
        facts: { ...defaultCredit, ssnLast4: '6789' },
        detail: { outcome: 'MATCH' },
      });
      expect(await steps.run('softCreditWithSsn', unknown, key(unknown))).toEqual({
        outcome: 'NO_MATCH_SSN',
        facts: { ssnLast4: '9999' },
        detail: { outcome: 'NO_MATCH_SSN' },
      });
    });

    it('softCreditWithSsn: a bureau that still finds no file says NO_MATCH_SSN; a frozen file FROZEN', async () => {
      const nossn = applicationRecord({ lastName: 'Nossn' });
      const frozen = applicationRecord({ lastName: 'Frozen' });
      const steps = runners(db, new Map([[nossn.uuid, '111223333'], [frozen.uuid, '111223333']]));
      expect((await steps.run('softCreditWithSsn', nossn, key(nossn))).outcome).toBe('NO_MATCH_SSN');
      expect((await steps.run('softCreditWithSsn', frozen, key(frozen))).outcome).toBe('FROZEN');
    });

    it('softCreditWithSsn fails (and is retried) when no SSN was stored', async () => {
      const record = applicationRecord({ lastName: 'Nomatch' });
      await expect(runners(db).run('softCreditWithSsn', record, key(record))).rejects.toThrow('has no SSN');
    });

    it('softCreditRetry: Thawing is frozen at first and matches on the retry; Frozen stays frozen', async () => {
      const thawing = applicationRecord({ lastName: 'Thawing' });
      const steps = runners(db);
      expect((await steps.run('softCredit', thawing, key(thawing, 'IN_PROGRESS'))).outcome).toBe('FROZEN');
      expect(await steps.run('softCreditRetry', thawing, key(thawing, 'WAITING_FOR_CREDIT_RETRY'))).toEqual({
        outcome: 'MATCH',
        facts: defaultCredit,
        detail: { outcome: 'MATCH' },
      });
      const frozen = applicationRecord({ lastName: 'Frozen' });
      await steps.run('softCredit', frozen, key(frozen, 'IN_PROGRESS'));
      expect(await steps.run('softCreditRetry', frozen, key(frozen))).toEqual({ outcome: 'FROZEN', facts: {}, detail: { outcome: 'FROZEN' } });
    });

    it('hardCredit: liabilities become liens; delinquent; frozen; a clean file is CLEAR', async () => {
      const steps = runners(db);
      const liens = applicationRecord({ lastName: 'Liens' });
      expect(await steps.run('hardCredit', liens, key(liens))).toEqual({
        outcome: 'LIENS',
        facts: {
          liens: [
            { id: 'tradeline-1', creditor: 'SANDBOX CARD SERVICES', monetaryBalance: 8400, monetaryCalculatedNextPaymentMinimumAmount: 210, payOff: { status: 'NOT_REQUESTED' } },
            { id: 'tradeline-2', creditor: 'SANDBOX AUTO FINANCE', monetaryBalance: 15200, monetaryCalculatedNextPaymentMinimumAmount: 395, payOff: { status: 'NOT_REQUESTED' } },
          ],
          hardCreditScore: 738,
          delinquent: false,
        },
        detail: { outcome: 'MATCH', delinquent: false, liabilities: 2 },
      });
      const late = applicationRecord({ lastName: 'Delinquent' });
      expect((await steps.run('hardCredit', late, key(late))).outcome).toBe('DELINQUENT');
      const frozen = applicationRecord({ lastName: 'Hardfrozen' });
      expect(await steps.run('hardCredit', frozen, key(frozen))).toEqual({ outcome: 'FROZEN', facts: {}, detail: { outcome: 'FROZEN' } });
      const clean = applicationRecord();
      expect(await steps.run('hardCredit', clean, key(clean))).toMatchObject({ outcome: 'CLEAR', facts: { liens: [], hardCreditScore: 738 } });
    });

    it('hardCredit: Lienposition shows a lien pre-qualification did not see, so the applicant requalifies (REQUALIFY)', async () => {
      const steps = runners(db);
      const moved = applicationRecord({ lastName: 'Lienposition' });
      expect(await steps.run('hardCredit', moved, key(moved))).toEqual({
        outcome: 'REQUALIFY',
        facts: { liens: [], hardCreditScore: 738, delinquent: false },
        detail: { outcome: 'MATCH', delinquent: false, liabilities: 0 },
      });
    });

    it('pricing: Assets\' file supports the line only on assets (ASSETS, offers kept); everyone else is priced as before', async () => {
      const steps = pricingRunners(db);
      const priced = async (lastName?: string) => {
        const record = applicationRecord(lastName ? { lastName } : {});
        const pulled = await steps.run('softCredit', record, key(record));
        // The AVM's value, as the valuation step leaves it.
        return steps.run('pricing', { ...record, facts: { ...pulled.facts, propertyValue: 650000 } }, key(record));
      };
      const assets = await priced('Assets');
      expect(assets.outcome).toBe('ASSETS');
      expect(assets.offerSet?.offers.length).toBeGreaterThan(0);
      const plain = await priced();
      expect(plain.outcome).toBe('OFFERS');
      expect(plain.offerSet).toEqual(assets.offerSet);
      expect((await priced('Lowscore')).outcome).toBe('NO_OFFERS');
      expect([pricingOutcome(false, { assetDepletion: true }), pricingOutcome(true, {}), pricingOutcome(true, { assetDepletion: true })]).toEqual(['NO_OFFERS', 'OFFERS', 'ASSETS']);
    });

    it('pulls once per idempotency key: the same key again gives the same answer and no new ledger row', async () => {
      const record = applicationRecord({ lastName: 'Liens' });
      const steps = runners(db);
      const same = key(record, 'HARD_CREDIT_PULL');
      const first = await steps.run('hardCredit', record, same);
      expect(await steps.run('hardCredit', record, same)).toEqual(first);
      expect(await countLedgerRows(db, 'hardCredit', same)).toBe(1);
    });

    it('every outcome a credit runner returns is one src/core/status/steps.ts declares', () => {
      expect(pipelineSteps.softCreditWithSsn).toEqual(['MATCH', 'NO_MATCH_SSN', 'FROZEN']);
      expect(pipelineSteps.softCreditRetry).toEqual(['MATCH', 'FROZEN']);
      expect(pipelineSteps.hardCredit).toEqual(['CLEAR', 'LIENS', 'DELINQUENT', 'FROZEN', 'REQUALIFY']);
      expect(pipelineSteps.pricing).toEqual(['OFFERS', 'NO_OFFERS', 'ASSETS']);
    });
  });
}

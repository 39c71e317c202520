import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLinkSession, markLinked } from '../../src/server/providers/sandbox/income-link';
import { countLedgerRows } from '../../src/server/providers/sandbox/ledger';
import type { Db } from '../../src/server/store/db';
import type { ApplicationRecord } from '../../src/server/services/application-records';
import { databaseTargets } from './harness';
import { applicationRecord, key, runners, withMigratedDb } from './steps-helpers';

// The stated income of steps-helpers' records: 120,000 + 6,000.
const STATED = 126000;

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`income and employment steps (${target.kind})`, () => {
    let db: Db;
    withMigratedDb(target, (opened) => (db = opened));

    /** An application whose applicant linked an account on the sandbox's hosted page. */
    async function linked(lastName: string, method: 'PAYROLL' | 'BANK', connect = true): Promise<ApplicationRecord> {
      const uuid = randomUUID();
      const session = await createLinkSession(db, { applicationUuid: uuid, method, returnUrl: `/account/heloc/${uuid}/income/pointserv-callback` });
      if (connect) await markLinked(db, session.linkSessionId);
      return { ...applicationRecord({ lastName, answers: { 'api-link-income': { method, linkSessionId: session.linkSessionId } } }), uuid };
    }

    it('incomeVerification per persona: verified (payroll or bank), needs employer, reduced, failed', async () => {
      const steps = runners(db);
      const cases: [string, 'PAYROLL' | 'BANK', unknown][] = [
        ['Smith', 'PAYROLL', { outcome: 'VERIFIED', facts: { incomeVerified: STATED, verifiedIncomeSource: 'POINTSERV_PAYROLL' } }],
        ['Smith', 'BANK', { outcome: 'VERIFIED', facts: { incomeVerified: STATED, verifiedIncomeSource: 'PLAID_TRANSACTIONS' } }],
        ['Needsemployer', 'PAYROLL', { outcome: 'NEEDS_EMPLOYER', facts: { verifiedIncomeSource: 'POINTSERV_PAYROLL' } }],
        ['Reduced', 'BANK', { outcome: 'REDUCED', facts: { incomeVerified: 94500, verifiedIncomeSource: 'PLAID_TRANSACTIONS' } }],
        ['Nopay', 'PAYROLL', { outcome: 'FAILED', facts: { verifiedIncomeSource: 'POINTSERV_PAYROLL' } }],
      ];
      for (const [lastName, method, expected] of cases) {
        const record = await linked(lastName, method);
        expect(await steps.run('incomeVerification', record, key(record)), `${lastName} ${method}`).toMatchObject(expected as object);
      }
    });

    it('a link never connected on the hosted page, or another application\'s, verifies nothing', async () => {
      const steps = runners(db);
      const unconnected = await linked('Smith', 'PAYROLL', false);
      expect(await steps.run('incomeVerification', unconnected, key(unconnected))).toMatchObject({ outcome: 'FAILED', facts: {} });
      const someone = await linked('Smith', 'PAYROLL');
      const thief = applicationRecord({ answers: { 'api-link-income': someone.answers['api-link-income']! } });
      expect((await steps.run('incomeVerification', thief, key(thief))).outcome).toBe('FAILED');
    });

    it('pay stubs: Paystub verifies by upload (MANUAL_PAYSTUB) after its link failed; only its own documents count', async () => {
      const mine = randomUUID();
      const record = {
        ...(await linked('Paystub', 'PAYROLL')),
        answersUpdatedAt: { 'api-link-income': '2025-03-15T12:00:00.000Z', 'api-upload-paystubs': '2025-03-15T12:05:00.000Z' },
      };
      record.answers = { ...record.answers, 'api-upload-paystubs': { documentIds: [mine, randomUUID()] } };
      const documents = new Map([[record.uuid, [{ uuid: mine, documentType: 'PAYSTUB', contentType: 'application/pdf', size: 2048 }]]]);
      const steps = runners(db, new Map(), documents);
      expect(await steps.run('incomeVerification', record, key(record))).toEqual({
        outcome: 'VERIFIED',
        facts: { incomeVerified: STATED, verifiedIncomeSource: 'MANUAL_PAYSTUB' },
        detail: { outcome: 'VERIFIED', via: 'PAYSTUBS', paystubs: 1 },
      });
      // The link came last: the failed link answers again.
      const relinked = { ...record, answersUpdatedAt: { ...record.answersUpdatedAt, 'api-link-income': '2025-03-15T12:10:00.000Z' } };
      expect((await steps.run('incomeVerification', relinked, key(relinked))).outcome).toBe('FAILED');
    });

    it('employmentVerification: the employer confirms (EMPINFO) or cannot be verified', async () => {
      const steps = runners(db);
      const employer = { 'employer-verification': { employerName: 'Sandbox Widgets', jobTitle: 'Engineer' } };
      const ok = applicationRecord({ lastName: 'Needsemployer', answers: employer });
      expect(await steps.run('employmentVerification', ok, key(ok))).toEqual({
        outcome: 'VERIFIED',
        facts: { incomeVerified: STATED, verifiedIncomeSource: 'EMPINFO' },
        detail: { outcome: 'VERIFIED' },
      });
      const no = applicationRecord({ lastName: 'Unverifiable', answers: employer });
      expect(await steps.run('employmentVerification', no, key(no))).toEqual({ outcome: 'FAILED', facts: {}, detail: { outcome: 'FAILED' } });
    });

    it('the same idempotency key verifies once: one ledger row', async () => {
      const record = await linked('Reduced', 'PAYROLL');
      const steps = runners(db);
      const same = key(record, 'WAITING_FOR_INCOME_VERIFICATION');
      const first = await steps.run('incomeVerification', record, same);
      expect(await steps.run('incomeVerification', record, same)).toEqual(first);
      expect(await countLedgerRows(db, 'income', same)).toBe(1);
    });
  });
}

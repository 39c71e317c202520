import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countLedgerRows } from '../../src/server/providers/sandbox/ledger';
import type { Db } from '../../src/server/store/db';
import { databaseTargets } from './harness';
import { ID_DOCUMENT_ANSWERS } from '../../src/server/jobs/steps-closing';
import { pipelineSteps } from '../../src/core/status/steps';
import { applicationRecord, key, runners, withMigratedDb } from './steps-helpers';

const idDocument = () => ({ [ID_DOCUMENT_ANSWERS]: { documentType: 'US_DRIVERS_LICENSE', frontDocumentId: randomUUID(), backDocumentId: randomUUID() } });

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`identity, BPO and closing steps (${target.kind})`, () => {
    let db: Db;
    withMigratedDb(target, (opened) => (db = opened));

    it('identityCheck per persona: verified, failed verification', async () => {
      const steps = runners(db);
      const ok = applicationRecord({ answers: idDocument() });
      expect(await steps.run('identityCheck', ok, key(ok))).toEqual({
        outcome: 'VERIFIED',
        facts: { identityVerification: 'VERIFIED' },
        detail: { outcome: 'VERIFIED' },
      });
      const failed = applicationRecord({ lastName: 'Idfail', answers: idDocument() });
      expect((await steps.run('identityCheck', failed, key(failed))).facts).toEqual({ identityVerification: 'FAILED_VERIFICATION' });
    });

    it('identityCheck: Idreview is pending review, then verified on a later check (a new key); the same key replays', async () => {
      const steps = runners(db);
      const record = applicationRecord({ lastName: 'Idreview', answers: idDocument() });
      const first = key(record, 'WAITING_FOR_ID_VERIFICATION');
      expect((await steps.run('identityCheck', record, first)).outcome).toBe('PENDING_REVIEW');
      expect((await steps.run('identityCheck', record, first)).outcome).toBe('PENDING_REVIEW');
      expect(await countLedgerRows(db, 'identity', first)).toBe(1);
      expect((await steps.run('identityCheck', record, key(record, 'WAITING_FOR_ID_VERIFICATION'))).outcome).toBe('VERIFIED');
    });

    it('identityCheck: Pinreview\'s PIN did not match: PIN_REVIEW, a reviewer calls (pending review)', async () => {
      const steps = runners(db);
      const record = applicationRecord({ lastName: 'Pinreview', answers: idDocument() });
      expect(await steps.run('identityCheck', record, key(record))).toEqual({
        outcome: 'PIN_REVIEW',
        facts: { identityVerification: 'PENDING_REVIEW' },
        detail: { outcome: 'PIN_REVIEW' },
      });
    });

    it('identityCheck sends only the applicant\'s own documents when the documents service answers', async () => {
      const answers = idDocument();
      const record = applicationRecord({ answers });
      const front = { uuid: answers[ID_DOCUMENT_ANSWERS].frontDocumentId, documentType: 'ID_FRONT', contentType: 'image/jpeg', size: 1000 };
      const steps = runners(db, new Map(), new Map([[record.uuid, [front]]]));
      const idempotencyKey = key(record);
      await steps.run('identityCheck', record, idempotencyKey);
      const { rows } = await db.query<{ request: { documents: unknown[] } }>(
        "select request from provider_ledger where provider = 'identity' and idempotency_key = $1",
        [idempotencyKey],
      );
      expect(rows[0]?.request.documents).toEqual([{ documentId: front.uuid, side: 'FRONT', contentType: 'image/jpeg' }]);
    });

    it('bpo: a Noavm home gets a value (BPO_COMPLETE) and the condition the valuer saw; Nobpo none', async () => {
      const steps = runners(db);
      const valued = applicationRecord({ street1: '5 Noavm Way', answers: { 'estimate-value': { estimatedValue: 600000 } } });
      expect(await steps.run('bpo', valued, key(valued))).toEqual({
        outcome: 'VALUE',
        facts: { bpo: 'BPO_COMPLETE', bpoValue: 610000, propertyValue: 610000, propertyCondition: 'GOOD' },
        detail: { outcome: 'VALUE', value: 610000, condition: 'GOOD' },
      });
      const none = applicationRecord({ street1: '1 Noavm Nobpo Rd' });
      expect(await steps.run('bpo', none, key(none))).toEqual({ outcome: 'NO_VALUE', facts: { bpo: 'UNKNOWN_BPO_STATUS' }, detail: { outcome: 'NO_VALUE' } });
    });

    it('bpo: an order still out (Bpowait) or held for review (Bpohold) is processing', async () => {
      const steps = runners(db);
      for (const [street1, outcome] of [['1 Noavm Bpowait Rd', 'PENDING'], ['1 Noavm Bpohold Rd', 'HELD']] as const) {
        const record = applicationRecord({ street1 });
        expect(await steps.run('bpo', record, key(record)), street1).toEqual({ outcome, facts: { bpo: 'BPO_PROCESSING' }, detail: { outcome } });
      }
      expect(pipelineSteps.bpo).toEqual(['VALUE', 'NO_VALUE', 'PENDING', 'HELD']);
    });

    it('closingDocuments: ready, or waiting on the flood certificate (Floodplain)', async () => {
      const steps = runners(db);
      const ready = applicationRecord();
      expect(await steps.run('closingDocuments', ready, key(ready))).toEqual({ outcome: 'READY', facts: { waitingOnFloodCert: false }, detail: { outcome: 'READY' } });
      const flood = applicationRecord({ street1: '8 Floodplain Rd' });
      const same = key(flood);
      expect(await steps.run('closingDocuments', flood, same)).toEqual({
        outcome: 'FLOOD_CERT_PENDING',
        facts: { waitingOnFloodCert: true },
        detail: { outcome: 'FLOOD_CERT_PENDING' },
      });
      await steps.run('closingDocuments', flood, same);
      expect(await countLedgerRows(db, 'closing', same)).toBe(1);
    });

    it('closingDocuments: Latedocs is still preparing, then ready on a later check (a new key); the same key replays', async () => {
      const steps = runners(db);
      const record = applicationRecord({ lastName: 'Latedocs' });
      const first = key(record, 'GEN_CLOSING_DISCLOSURE');
      expect((await steps.run('closingDocuments', record, first)).outcome).toBe('PREPARING');
      expect((await steps.run('closingDocuments', record, first)).outcome).toBe('PREPARING');
      expect(await countLedgerRows(db, 'closing', first)).toBe(1);
      expect((await steps.run('closingDocuments', record, key(record, 'GEN_CLOSING_DISCLOSURE'))).outcome).toBe('READY');
    });

    it('closingDocuments: the review holds by last name (the provider holds the documents for a person)', async () => {
      const steps = runners(db);
      const holds: Record<string, string> = {
        Underwrite: 'UW_REVIEW',
        Ownermismatch: 'OWNERSHIP_MISMATCH',
        Titledata: 'PROPERTY_DATA_REVIEW',
        Appraisal: 'APPRAISAL_REQUIRED',
        Payoffhold: 'PAYOFF_PENDING',
        Fraudalert: 'FRAUD_ALERT',
        Slowdocs: 'PREPARING',
      };
      for (const [lastName, outcome] of Object.entries(holds)) {
        const record = applicationRecord({ lastName });
        expect(await steps.run('closingDocuments', record, key(record)), lastName).toEqual({ outcome, facts: { waitingOnFloodCert: false }, detail: { outcome } });
      }
      expect([...pipelineSteps.closingDocuments].sort()).toEqual(['READY', 'FLOOD_CERT_PENDING', ...Object.values(holds)].sort());
    });
  });
}

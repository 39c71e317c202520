// The sandbox's closing providers per persona (src/server/providers/PERSONAS.md): the notary's
// documents, eNotary session and open slots, the bank-data link's accounts (routing numbers that
// pass the ABA checksum, or none), and settlement answering a retried funding once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAbaRoutingNumber } from '../../src/core/bank/aba';
import { isBankingBusinessDay, zonedDate, zonedParts } from '../../src/core/calendar/business-days';
import { createSandboxProviders } from '../../src/server/providers/sandbox/create-sandbox';
import { SANDBOX_QUIZ_ANSWERS } from '../../src/server/providers/sandbox/closing-sandbox';
import { countLedgerRows } from '../../src/server/providers/sandbox/ledger';
import type { Providers } from '../../src/server/providers/types';
import { migrate } from '../../src/server/store/migrate';
import { databaseTargets } from './harness';
import { NOTARY_LOCATION } from './closing-journey';

const [pglite] = databaseTargets();
const applicant = (lastName: string) => ({ firstName: 'Pat', lastName, dob: '1980-05-17' });
const address = { street1: '1 Main St', city: 'Springfield', state: 'CA', zip: '94105' };
let n = 0;
const key = () => `00000000-0000-4000-8000-000000000000:S:${++n}`;

describe('sandbox closing providers', () => {
  let sandbox: Providers;
  let opened: Awaited<ReturnType<NonNullable<typeof pglite>['open']>>;
  beforeAll(async () => {
    opened = await pglite!.open();
    await migrate(opened.db);
    sandbox = createSandboxProviders({ db: opened.db, slowMs: 0 });
  });
  afterAll(async () => {
    await opened?.db.close();
    await opened?.cleanup();
  });

  it('prepares notary documents, or holds them for an attorney (Attorney)', async () => {
    const uuid = '00000000-0000-4000-8000-000000000001';
    expect(await sandbox.notary.prepare({ idempotencyKey: key(), applicationUuid: uuid, applicant: applicant('Smith'), state: 'CA' })).toEqual({ outcome: 'READY' });
    expect(await sandbox.notary.prepare({ idempotencyKey: key(), applicationUuid: uuid, applicant: applicant('Attorney'), state: 'CA' })).toEqual({ outcome: 'ATTORNEY_REVIEW' });
  });

  it('signs when the quiz is answered right, and never for Quizfail', async () => {
    const uuid = '00000000-0000-4000-8000-000000000002';
    const session = await sandbox.notary.startSession({ idempotencyKey: key(), applicationUuid: uuid, applicant: applicant('Smith') });
    expect(session.videoUrl).toMatch(/^\/sandbox\/notary\/video\/enotary-\d{12}$/);
    const done = (lastName: string, quizAnswers: Record<string, string>) =>
      sandbox.notary.completeSession({ idempotencyKey: key(), applicationUuid: uuid, applicant: applicant(lastName), sessionId: session.sessionId, quizAnswers, location: NOTARY_LOCATION });
    expect(await done('Smith', SANDBOX_QUIZ_ANSWERS)).toEqual({ outcome: 'SIGNED' });
    expect(await done('Smith', { ...SANDBOX_QUIZ_ANSWERS, street: 'none' })).toEqual({ outcome: 'FAILED' });
    expect(await done('Quizfail', SANDBOX_QUIZ_ANSWERS)).toEqual({ outcome: 'FAILED' });
  });

  it('offers six slots at 10 am and 2 pm Pacific on banking days, none for Noslots', async () => {
    const slots = await sandbox.notary.openSlots({ applicationUuid: 'x', applicant: applicant('Smith'), from: '2026-07-02T18:00:00Z' });
    expect(slots).toHaveLength(6);
    for (const slot of slots) {
      expect(isBankingBusinessDay(zonedDate(new Date(slot.startsAt)))).toBe(true);
      expect([10, 14]).toContain(zonedParts(new Date(slot.startsAt)).hour);
    }
    // Friday 3 July 2026 is Independence Day observed: the first slot is Monday the 6th.
    expect(slots[0]!.slotId).toBe('slot-2026-07-06-10');
    expect(await sandbox.notary.openSlots({ applicationUuid: 'x', applicant: applicant('Noslots'), from: '2026-07-02T18:00:00Z' })).toEqual([]);
  });

  it('links accounts with valid routing numbers, without them (Norouting), or none (Nobankdata)', async () => {
    const uuid = '00000000-0000-4000-8000-000000000003';
    const link = await sandbox.bankData.link({ applicationUuid: uuid, applicant: applicant('Smith') });
    expect(link.accounts).toHaveLength(2);
    for (const a of link.accounts) expect(isAbaRoutingNumber(a.routingNumber)).toBe(true);
    expect((await sandbox.bankData.link({ applicationUuid: uuid, applicant: applicant('Norouting') })).accounts.every((a) => a.routingNumber === undefined)).toBe(true);
    expect((await sandbox.bankData.link({ applicationUuid: uuid, applicant: applicant('Nobankdata') })).accounts).toEqual([]);
  });

  it('funds once per idempotency key and keeps no account number in its ledger', async () => {
    const uuid = '00000000-0000-4000-8000-000000000004';
    const request = { idempotencyKey: `${uuid}:FUNDING_DECISION:9`, applicationUuid: uuid, address, amount: 1000, destination: { kind: 'BANK_ACCOUNT' as const, routingNumber: '011000015', accountNumber: '99988877766' } };
    const first = await sandbox.settlement.fund(request);
    expect(await sandbox.settlement.fund(request)).toEqual(first);
    expect(await countLedgerRows(opened.db, 'settlement', request.idempotencyKey)).toBe(1);
    const { rows } = await opened.db.query<{ request: string }>("select request::text as request from provider_ledger where provider = 'settlement'");
    expect(rows.map((r) => r.request).join('')).not.toContain('99988877766');
  });

  it('pays the exchange account with no bank numbers, once per key, and refuses a bank account whose routing number fails the checksum', async () => {
    const uuid = '00000000-0000-4000-8000-000000000005';
    const request = { idempotencyKey: `${uuid}:FUNDING_DECISION:9`, applicationUuid: uuid, address, amount: 2500, destination: { kind: 'EXCHANGE_ACCOUNT' as const, currency: 'USD' as const } };
    const first = await sandbox.settlement.fund(request);
    expect(first).toMatchObject({ outcome: 'FUNDED', amount: 2500, referenceId: expect.stringMatching(/^XFER-[0-9]{10}$/) });
    expect(await sandbox.settlement.fund(request)).toEqual(first);
    expect(await countLedgerRows(opened.db, 'settlement', request.idempotencyKey)).toBe(1);
    const bad = { ...request, idempotencyKey: `${uuid}:FUNDING_DECISION:10`, destination: { kind: 'BANK_ACCOUNT' as const, routingNumber: '011000016', accountNumber: '99988877766' } };
    await expect(sandbox.settlement.fund(bad)).rejects.toMatchObject({ name: 'ProviderError', retryable: false, status: 422 });
  });
});

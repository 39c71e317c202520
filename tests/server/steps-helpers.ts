// The step runners against the sandbox providers on a real database (the ledger), with the
// application's own rows (consents, the sealed SSN) answered by a stand-in: each test builds the
// ApplicationRecord it needs instead of walking an application there.
import { createClosingClock } from '../../src/server/closing-clock';
import { randomUUID } from 'node:crypto';
import { createSensitiveCipher } from '../../src/server/crypto/sensitive';
import { createStepRunners, type DocumentMeta, type StepRunners } from '../../src/server/jobs/steps';
import { createSandboxProviders } from '../../src/server/providers/sandbox/create-sandbox';
import type { ApplicationRecord } from '../../src/server/services/application-records';
import { afterAll, beforeAll } from 'vitest';
import type { Db, Queryable } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import type { DatabaseTarget } from './harness';

export const cipher = createSensitiveCipher([Buffer.alloc(32, 3)]);

export interface RecordOptions {
  lastName?: string;
  street1?: string;
  answers?: Record<string, Record<string, unknown>>;
  answersUpdatedAt?: Record<string, string>;
  facts?: Record<string, unknown>;
}

export function applicationRecord(options: RecordOptions = {}): ApplicationRecord {
  return {
    uuid: randomUUID(),
    loanNumber: '1000001',
    identityUuid: randomUUID(),
    organizationCode: 'acme-lending',
    product: 'heloc',
    status: 'TEST',
    version: 1,
    active: true,
    request: {
      propertyRequest: { street1: options.street1 ?? '1 Main St', city: 'Springfield', state: 'CA', zip: '94000', occupancyType: 'HOME' },
      profileRequest: { name: { firstName: 'Pat', lastName: options.lastName ?? 'Smith' }, dob: { year: 1980, month: 5, day: 17 } },
      income: { incomePrimary: 120000, incomeOther: 6000 },
    } as unknown as ApplicationRecord['request'],
    facts: options.facts ?? {},
    offerSet: null,
    answers: options.answers ?? {},
    answersUpdatedAt: options.answersUpdatedAt ?? Object.fromEntries(Object.keys(options.answers ?? {}).map((id) => [id, '2025-03-15T12:00:00.000Z'])),
    createdAt: '2025-03-15T12:00:00.000Z',
    updatedAt: '2025-03-15T12:00:00.000Z',
  };
}

/** The applications table as the runners read it: every application consented; SSNs by uuid. */
export function applicationRows(ssns: Map<string, string>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.includes('from consents')) return { rows: [{}] as T[] };
      if (sql.includes('ssn_encrypted')) {
        const uuid = String(params[0]);
        const ssn = ssns.get(uuid);
        return { rows: [{ ssn_encrypted: ssn ? cipher.encrypt(ssn, uuid) : null }] as T[] };
      }
      throw new Error(`unexpected query: ${sql}`);
    },
    exec: () => Promise.reject(new Error('not used')),
    executeSql: () => Promise.reject(new Error('not used')),
  };
}

export function runners(db: Db, ssns = new Map<string, string>(), documents?: Map<string, DocumentMeta[]>): StepRunners {
  const providers = createSandboxProviders({ db, clock: () => new Date('2025-03-15T12:00:00Z'), slowMs: 0 });
  return createStepRunners({
    db: applicationRows(ssns),
    providers,
    // The steps after the offer read no brand (eligibility and pricing do; tests/server/prequal.test.ts).
    brandOf: () => {
      throw new Error('not used');
    },
    now: () => new Date('2025-03-15T12:00:00Z'),
    closingClock: createClosingClock(() => new Date('2025-03-15T12:00:00Z')),
    sensitive: cipher,
    ...(documents ? { documentsOf: async (_db, uuid) => documents.get(uuid) ?? [] } : {}),
  });
}

let seq = 0;
export const key = (record: ApplicationRecord, status = 'S'): string => `${record.uuid}:${status}:${++seq}`;

/** A migrated database of `target` for the describe block it is called in, handed to `use` before its tests, closed after them. */
export function withMigratedDb(target: DatabaseTarget, use: (db: Db) => void): void {
  let opened: Awaited<ReturnType<DatabaseTarget['open']>> | undefined;
  beforeAll(async () => {
    opened = await target.open();
    await migrate(opened.db);
    use(opened.db);
  });
  afterAll(async () => {
    await opened?.db.close();
    await opened?.cleanup();
  });
}

// provider_ledger: every call a sandbox provider answered, keyed by (provider, idempotency key)
// (providers/sandbox/ledger.ts decides what is stored: the request redacted, its hash, the answer).
import type { Queryable } from './db';

/** Only queries: the ledger writes on its own connection, outside any job's transaction. */
type LedgerDb = Pick<Queryable, 'query'>;

export interface LedgerRow {
  request_hash: string;
  response: unknown;
}

export interface NewLedgerRow {
  provider: string;
  idempotencyKey: string;
  requestHash: string;
  /** The request as stored (JSON text, redacted). */
  requestJson: string;
  responseJson: string;
}

/** False when a row with the key exists already (a concurrent call stored its answer first). */
export async function insertLedgerRow(db: LedgerDb, row: NewLedgerRow): Promise<boolean> {
  const inserted = await db.query(
    `insert into provider_ledger (provider, idempotency_key, request_hash, request, response)
     values ($1, $2, $3, $4::jsonb, $5::jsonb)
     on conflict (provider, idempotency_key) do nothing
     returning 1`,
    [row.provider, row.idempotencyKey, row.requestHash, row.requestJson, row.responseJson],
  );
  return inserted.rows.length > 0;
}

export async function ledgerRow(db: LedgerDb, provider: string, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const { rows } = await db.query<LedgerRow>(
    'select request_hash, response from provider_ledger where provider = $1 and idempotency_key = $2',
    [provider, idempotencyKey],
  );
  return rows[0];
}

export async function countLedgerRows(db: LedgerDb, provider: string, idempotencyKey: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from provider_ledger where provider = $1 and idempotency_key = $2',
    [provider, idempotencyKey],
  );
  return rows[0]?.count ?? 0;
}

export interface EarlierCallQuery {
  provider: string;
  applicationUuid: string;
  /** The call itself, left out. */
  idempotencyKey: string;
  /** Only calls whose request has this field. */
  withField?: string;
}

/** Whether another call of the provider named this application. */
export async function hasOtherLedgerCall(db: LedgerDb, query: EarlierCallQuery): Promise<boolean> {
  const { withField } = query;
  const { rows } = await db.query(
    `select 1 from provider_ledger where provider = $1 and request->>'applicationUuid' = $2 and idempotency_key <> $3${withField ? ' and request->$4 is not null' : ''} limit 1`,
    [query.provider, query.applicationUuid, query.idempotencyKey, ...(withField ? [withField] : [])],
  );
  return rows.length > 0;
}

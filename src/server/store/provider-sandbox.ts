// What the sandbox providers keep: every call's answer by (provider, idempotency key) in
// provider_ledger, and the income provider's hosted link sessions (sandbox_link_sessions).
// Only queries: the ledger writes on its own connection, outside any job's transaction.
import type { Queryable } from './db';

type QueryOnly = Pick<Queryable, 'query'>;

export interface LedgerEntry {
  requestHash: string;
  response: unknown;
}

export async function findLedgerEntry(db: QueryOnly, provider: string, idempotencyKey: string): Promise<LedgerEntry | undefined> {
  const { rows } = await db.query<{ request_hash: string; response: unknown }>(
    'select request_hash, response from provider_ledger where provider = $1 and idempotency_key = $2',
    [provider, idempotencyKey],
  );
  const row = rows[0];
  return row && { requestHash: row.request_hash, response: row.response };
}

/** Stores the answer unless the key has one already; false then (a concurrent call stored first). */
export async function insertLedgerEntry(
  db: QueryOnly,
  entry: { provider: string; idempotencyKey: string; requestHash: string; requestJson: string; responseJson: string },
): Promise<boolean> {
  const inserted = await db.query(
    `insert into provider_ledger (provider, idempotency_key, request_hash, request, response)
     values ($1, $2, $3, $4::jsonb, $5::jsonb)
     on conflict (provider, idempotency_key) do nothing
     returning 1`,
    [entry.provider, entry.idempotencyKey, entry.requestHash, entry.requestJson, entry.responseJson],
  );
  return inserted.rows.length > 0;
}

export async function countLedgerEntries(db: QueryOnly, provider: string, idempotencyKey: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from provider_ledger where provider = $1 and idempotency_key = $2',
    [provider, idempotencyKey],
  );
  return rows[0]?.count ?? 0;
}

/** Whether the provider answered another key for the application (only requests holding `withField`, when named). */
export async function hasOtherLedgerCall(
  db: QueryOnly,
  call: { provider: string; applicationUuid: string; idempotencyKey: string; withField?: string },
): Promise<boolean> {
  const { withField } = call;
  const { rows } = await db.query(
    `select 1 from provider_ledger where provider = $1 and request->>'applicationUuid' = $2 and idempotency_key <> $3${withField ? ' and request->$4 is not null' : ''} limit 1`,
    [call.provider, call.applicationUuid, call.idempotencyKey, ...(withField ? [withField] : [])],
  );
  return rows.length > 0;
}

export type LinkSessionStatus = 'CREATED' | 'LINKED' | 'CANCELLED';

export interface StoredLinkSession<Method extends string = string> {
  linkSessionId: string;
  applicationUuid: string;
  method: Method;
  returnUrl: string;
  status: LinkSessionStatus;
}

export async function insertLinkSession(db: QueryOnly, session: Omit<StoredLinkSession, 'status'>): Promise<void> {
  await db.query('insert into sandbox_link_sessions (link_session_id, application_uuid, method, return_url) values ($1, $2, $3, $4)', [
    session.linkSessionId,
    session.applicationUuid,
    session.method,
    session.returnUrl,
  ]);
}

export async function findLinkSession<Method extends string>(db: QueryOnly, linkSessionId: string): Promise<StoredLinkSession<Method> | undefined> {
  const { rows } = await db.query<{ link_session_id: string; application_uuid: string; method: Method; return_url: string; status: LinkSessionStatus }>(
    'select link_session_id, application_uuid, method, return_url, status from sandbox_link_sessions where link_session_id = $1',
    [linkSessionId],
  );
  const row = rows[0];
  return row && { linkSessionId: row.link_session_id, applicationUuid: row.application_uuid, method: row.method, returnUrl: row.return_url, status: row.status };
}

export async function markLinkSessionLinked(db: QueryOnly, linkSessionId: string): Promise<void> {
  await db.query("update sandbox_link_sessions set status = 'LINKED' where link_session_id = $1 and status = 'CREATED'", [linkSessionId]);
}

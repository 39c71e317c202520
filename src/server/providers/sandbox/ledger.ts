// The sandbox keeps every call in provider_ledger, keyed by (provider, idempotency key), and
// honours the key as a real provider does: a repeat gets the first answer and adds no row.
import { createHash } from 'node:crypto';
import type { Db } from '../../store/db';
import { hasOtherLedgerCall, insertLedgerRow, ledgerRow, type LedgerRow } from '../../store/sandbox-ledger';
import { ProviderError } from '../types';
import type { ProviderName } from '../types';

export { countLedgerRows } from '../../store/sandbox-ledger';

// Only queries: the ledger writes on its own connection, outside any job's transaction.
type LedgerDb = Pick<Db, 'query'>;

// A sandbox still receives real applicants' data in a demo: keep the identifying fields out of
// the table (the hash below still tells a changed request apart).
// Account and routing numbers (funding) never rest in the ledger in clear either.
const REDACTED = new Set(['dob', 'ssnLast4', 'ssn', 'accountNumber', 'routingNumber']);

/** Answers `request` once per (provider, key): later calls with the key get the stored response. */
export async function answerOnce<T>(
  db: LedgerDb,
  provider: ProviderName,
  request: { idempotencyKey: string },
  respond: () => T,
): Promise<T> {
  const { idempotencyKey, ...body } = request;
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  const stored = await ledgerRow(db, provider, idempotencyKey);
  if (stored) return replay<T>(stored, provider, idempotencyKey, requestHash);
  const response = respond();
  const inserted = await insertLedgerRow(db, { provider, idempotencyKey, requestHash, requestJson: JSON.stringify(body, redact), responseJson: JSON.stringify(response) });
  if (inserted) return response;
  // A concurrent call with the same key stored its answer first: give the same one.
  const winner = await ledgerRow(db, provider, idempotencyKey);
  if (!winner) throw new Error(`provider_ledger lost the row for ${provider} ${idempotencyKey}`);
  return replay<T>(winner, provider, idempotencyKey, requestHash);
}

/**
 * Whether the provider already answered another call for this application (a retried pull, a
 * second identity check): how the sandbox plays a file unfrozen or a review decided meanwhile.
 */
export async function hasEarlierCall(
  db: LedgerDb,
  provider: ProviderName,
  request: { idempotencyKey: string; applicationUuid?: string },
  /** Only calls whose request has this field (one operation of a provider with several). */
  withField?: string,
): Promise<boolean> {
  if (request.applicationUuid === undefined) return false;
  return hasOtherLedgerCall(db, { provider, applicationUuid: request.applicationUuid, idempotencyKey: request.idempotencyKey, ...(withField ? { withField } : {}) });
}

function replay<T>(row: LedgerRow, provider: ProviderName, idempotencyKey: string, requestHash: string): T {
  if (row.request_hash !== requestHash) {
    throw new ProviderError(`${provider} sandbox: idempotency key ${idempotencyKey} was already used for a different request`, {
      provider,
      failure: 'idempotency_conflict',
      retryable: false,
    });
  }
  return row.response as T;
}

function redact(key: string, value: unknown): unknown {
  return REDACTED.has(key) && value !== undefined ? '[redacted]' : value;
}

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

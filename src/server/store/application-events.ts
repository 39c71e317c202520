// The SQL of an event's commit (src/server/events): the application's status, version and facts
// moved at the version read, the one application_events row of every source, the answers an event
// submitted, and the pipeline's own records (pipeline_steps) that sit beside a step's event.
import type { EventSender } from '../../core/events/catalogue';
import type { Answers } from '../../core/flow/types';
import { PROVIDER_FAILED } from '../../generated/events';
import type { Queryable } from './db';

export interface StatusMove {
  uuid: string;
  /** The version read: the move is refused (false) if anything moved the application since. */
  version: number;
  status: string;
  facts: Record<string, unknown>;
  /** A pipeline step's new offers; the old ones stay when absent. */
  offerSet?: unknown;
}

/** Moves the application at the version read; false when another change got there first. */
export async function moveStatus(tx: Queryable, move: StatusMove): Promise<boolean> {
  const { rows } = await tx.query<{ uuid: string }>(
    `update applications set status = $3, version = version + 1, facts = facts || $4::jsonb,
            offer_set = coalesce($5::jsonb, offer_set), updated_at = now()
      where uuid = $1 and version = $2 returning uuid`,
    [move.uuid, move.version, move.status, JSON.stringify(move.facts), move.offerSet === undefined ? null : JSON.stringify(move.offerSet)],
  );
  return rows.length > 0;
}

export interface EventRow {
  applicationUuid: string;
  event: string;
  versionBefore: number;
  statusBefore: string;
  statusAfter: string;
  source: EventSender;
  /** The applicant's or co-signer's identity; null for staff, the pipeline and a provider. */
  identityUuid: string | null;
  staffUuid: string | null;
  idempotencyKey: string | null;
  requestHash: string;
}

/** The event's one row; the unique index on (application, version_before) refuses a second at one version (23505). */
export async function insertEventRow(tx: Queryable, row: EventRow): Promise<void> {
  await tx.query(
    `insert into application_events (application_uuid, event, version_before, status_before, status_after, source, identity_uuid, staff_uuid, idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [row.applicationUuid, row.event, row.versionBefore, row.statusBefore, row.statusAfter, row.source, row.identityUuid, row.staffUuid, row.idempotencyKey, row.requestHash],
  );
}

/** The request hash of the event accepted with this Idempotency-Key, if any. */
export async function requestHashByKey(db: Queryable, applicationUuid: string, idempotencyKey: string): Promise<string | undefined> {
  const { rows } = await db.query<{ request_hash: string }>('select request_hash from application_events where application_uuid = $1 and idempotency_key = $2', [
    applicationUuid,
    idempotencyKey,
  ]);
  return rows[0]?.request_hash;
}

/** An event's checked answers, kept per flow (or schema); the flow's draft is done with. */
export async function saveEventAnswers(tx: Queryable, applicationUuid: string, flowId: string, answers: Answers): Promise<void> {
  await tx.query(
    `insert into application_answers (application_uuid, flow_id, answers) values ($1, $2, $3)
     on conflict (application_uuid, flow_id) do update set answers = excluded.answers, updated_at = now()`,
    [applicationUuid, flowId, JSON.stringify(answers)],
  );
  await tx.query('delete from application_drafts where application_uuid = $1 and flow_id = $2', [applicationUuid, flowId]);
}


/** The status a parked application's step failed in: its PROVIDER_FAILED row, written at the version before the park. */
export async function failedInStatus(db: Queryable, applicationUuid: string, parkedVersion: number): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>('select status from pipeline_steps where application_uuid = $1 and version = $2 and event = $3', [
    applicationUuid,
    parkedVersion - 1,
    PROVIDER_FAILED,
  ]);
  return rows[0]?.status;
}

export interface PipelineStepRow {
  applicationUuid: string;
  status: string;
  version: number;
  event: string;
  result: unknown;
}

/** The pipeline's record of a step's outcome (or of a resume), beside the event's row. */
export async function insertPipelineStep(tx: Queryable, row: PipelineStepRow): Promise<void> {
  await tx.query('insert into pipeline_steps (application_uuid, status, version, event, result) values ($1, $2, $3, $4, $5)', [
    row.applicationUuid,
    row.status,
    row.version,
    row.event,
    JSON.stringify(row.result ?? {}),
  ]);
}

/** Parked applications of `statuses` and `products` untouched for `seconds`, with the status each failed in. */
export async function parkedApplications(
  db: Queryable,
  options: { statuses: string[]; products: readonly string[]; seconds: number },
): Promise<Array<{ uuid: string; failedIn: string; version: number }>> {
  const { rows } = await db.query<{ uuid: string; failed_in: string; version: number }>(
    `select a.uuid, p.status as failed_in, a.version from applications a
       join pipeline_steps p on p.application_uuid = a.uuid and p.version = a.version - 1 and p.event = $3
      where a.status = any($1) and a.product = any($2) and a.updated_at <= now() - make_interval(secs => $4)`,
    [options.statuses, options.products, PROVIDER_FAILED, options.seconds],
  );
  return rows.map((r) => ({ uuid: r.uuid, failedIn: r.failed_in, version: r.version }));
}

/**
 * Counts one wrong E-SIGN code while the application is still in `status` with a code printed:
 * the count after it and the version, or undefined when the code is already spent. One row
 * update, so parallel guesses are counted one by one.
 */
export async function countWrongEsignCode(tx: Queryable, applicationUuid: string, status: string): Promise<{ failures: number; version: number } | undefined> {
  const { rows } = await tx.query<{ failures: number; version: number }>(
    `update applications set facts = jsonb_set(facts, '{esignCodeFailures}', to_jsonb(coalesce((facts->>'esignCodeFailures')::int, 0) + 1))
     where uuid = $1 and status = $2 and facts->>'esignCode' is not null
     returning (facts->>'esignCodeFailures')::int as failures, version`,
    [applicationUuid, status],
  );
  return rows[0];
}

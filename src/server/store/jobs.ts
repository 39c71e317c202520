// What the pipeline's step runners read besides the application record (jobs/steps-*.ts): the
// stored consents that gate a credit pull, and the sealed SSN (opened by the caller, never here).
import type { Queryable } from './db';

export type ConsentType = 'SOFT_CREDIT' | 'HARD_CREDIT';

/** Whether the applicant opted in to this consent. */
export async function hasConsent(db: Queryable, applicationUuid: string, type: ConsentType): Promise<boolean> {
  const consent = await db.query('select 1 from consents where application_uuid = $1 and consent_type = $2 and opt_in', [applicationUuid, type]);
  return consent.rows.length > 0;
}

/** The SSN as sealed in applications.ssn_encrypted, or undefined when none was given. */
export async function sealedSsn(db: Queryable, applicationUuid: string): Promise<string | undefined> {
  const { rows } = await db.query<{ ssn_encrypted: string | null }>('select ssn_encrypted from applications where uuid = $1', [applicationUuid]);
  return rows[0]?.ssn_encrypted ?? undefined;
}

/** Applications of these products in any of these statuses (the ones with a step, re-queued after a crash). */
export async function applicationsIn(db: Queryable, where: { statuses: string[]; products: string[] }): Promise<Array<{ uuid: string; status: string }>> {
  const { rows } = await db.query<{ uuid: string; status: string }>('select uuid, status from applications where status = any($1) and product = any($2)', [
    where.statuses,
    where.products,
  ]);
  return rows;
}

/** Moves the start of an application's queued pg-boss job (singleton key `<uuid>:...`) to now. */
export async function startQueuedJobNow(db: Queryable, job: { schema: string; queue: string; applicationUuid: string }): Promise<void> {
  await db.query(
    `update ${job.schema}.job set start_after = now() where name = $1 and state = 'created' and singleton_key like $2 and start_after > now()`,
    [job.queue, `${job.applicationUuid}:%`],
  );
}

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

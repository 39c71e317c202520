// Consents as evidence (append-only: the table refuses updates and deletes): what was agreed to,
// its version, and where from. A change of mind is a new row.
import type { Queryable } from './db';

export interface ConsentClient {
  ip: string;
  userAgent: string | null;
}

export interface ApplicationConsent {
  identityUuid: string;
  applicationUuid: string;
  consentType: string;
  version: string;
  optIn: boolean;
  client: ConsentClient;
}

/** A consent given for an application (registration's, or an event's). */
export async function insertApplicationConsent(db: Queryable, consent: ApplicationConsent): Promise<void> {
  await db.query(
    `insert into consents (identity_uuid, application_uuid, consent_type, version, opt_in, ip, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7)`,
    [consent.identityUuid, consent.applicationUuid, consent.consentType, consent.version, consent.optIn, consent.client.ip, consent.client.userAgent],
  );
}

/** An opt-in given by an event's action (always true). */
export function insertEventConsent(db: Queryable, consent: Omit<ApplicationConsent, 'optIn'>): Promise<void> {
  return insertApplicationConsent(db, { ...consent, optIn: true });
}

export interface PromptConsent {
  identityUuid: string;
  consentType: string;
  version: string;
  optIn: boolean;
  promptUuid: string;
  client: ConsentClient;
}

/** An answer to a consent prompt (SMS), not tied to an application. */
export async function insertPromptConsent(db: Queryable, consent: PromptConsent): Promise<void> {
  await db.query(
    `insert into consents (identity_uuid, consent_type, version, opt_in, prompt_uuid, ip, user_agent)
         values ($1, $2, $3, $4, $5, $6, $7)`,
    [consent.identityUuid, consent.consentType, consent.version, consent.optIn, consent.promptUuid, consent.client.ip, consent.client.userAgent],
  );
}

/** The newest answer of each prompt consent type (SMS, SMS_TRANSACTIONAL) the identity gave: what it chose last. */
export async function latestPromptConsents(db: Queryable, identityUuid: string): Promise<Array<{ consentType: string; version: string; optIn: boolean; promptUuid: string }>> {
  const { rows } = await db.query<{ consent_type: string; version: string; opt_in: boolean; prompt_uuid: string }>(
    `select distinct on (consent_type) consent_type, version, opt_in, prompt_uuid from consents
      where identity_uuid = $1 and prompt_uuid is not null and application_uuid is null
      order by consent_type, created_at desc, id desc`,
    [identityUuid],
  );
  return rows.map((r) => ({ consentType: r.consent_type, version: r.version, optIn: r.opt_in, promptUuid: r.prompt_uuid }));
}

/** The types among `types` whose latest answer for the application is an opt-in, in `types`' order. */
export async function optedInConsentTypes<T extends string>(db: Queryable, applicationUuid: string, types: readonly T[]): Promise<T[]> {
  const { rows } = await db.query<{ consent_type: string; opt_in: boolean }>(
    `select distinct on (consent_type) consent_type, opt_in from consents
      where application_uuid = $1 and consent_type = any($2) order by consent_type, id desc`,
    [applicationUuid, types],
  );
  return types.filter((type) => rows.some((r) => r.consent_type === type && r.opt_in));
}

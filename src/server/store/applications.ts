// The applications table: an application as the pipeline and the routes read it, and the writes of
// its creation (services/applications.ts keeps the rules; the create's transaction is the caller's).
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';
import type { OfferSet } from '../../generated/types/offer-set';
import { answersOf } from './answers';
import type { Queryable } from './db';

export interface ApplicationRecord {
  uuid: string;
  loanNumber: string;
  identityUuid: string;
  organizationCode: string;
  product: string;
  status: string;
  version: number;
  active: boolean;
  request: ApiCreateHelocRequest;
  facts: Record<string, unknown>;
  offerSet: OfferSet | null;
  /** The submitted answers of each application flow (or event schema id), by flow id; SSN never in clear. */
  answers: Record<string, Record<string, unknown>>;
  /** When each of `answers` was last submitted (ISO), e.g. to tell which income method came last. */
  answersUpdatedAt: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

interface ApplicationRow {
  uuid: string;
  loan_number: string | number;
  identity_uuid: string;
  organization_code: string;
  product: string;
  status: string;
  version: number;
  active: boolean;
  request: ApiCreateHelocRequest;
  facts: Record<string, unknown>;
  offer_set: OfferSet | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    uuid: row.uuid,
    // bigint: a string on PostgreSQL, a number on PGlite.
    loanNumber: String(row.loan_number),
    identityUuid: row.identity_uuid,
    organizationCode: row.organization_code,
    product: row.product,
    status: row.status,
    version: row.version,
    active: row.active,
    request: row.request,
    facts: row.facts ?? {},
    offerSet: row.offer_set,
    answers: {},
    answersUpdatedAt: {},
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function loadApplicationRecord(db: Queryable, uuid: string): Promise<ApplicationRecord | undefined> {
  const { rows } = await db.query<ApplicationRow>('select * from applications where uuid = $1', [uuid]);
  return rows[0] ? withAnswers(db, toApplicationRecord(rows[0])) : undefined;
}

/** The product an application is of, without loading it (the base-path check of every application route). */
export async function productOfApplication(db: Queryable, uuid: string): Promise<string | undefined> {
  const { rows } = await db.query<{ product: string }>('select product from applications where uuid = $1', [uuid]);
  return rows[0]?.product;
}

/** The record with its flows' submitted answers (application_answers). */
export async function withAnswers(db: Queryable, record: ApplicationRecord): Promise<ApplicationRecord> {
  const rows = await answersOf(db, record.uuid);
  const answers = Object.fromEntries(rows.map((row) => [row.flowId, row.answers]));
  const answersUpdatedAt = Object.fromEntries(rows.map((row) => [row.flowId, row.updatedAt]));
  return { ...record, answers, answersUpdatedAt };
}

/** Whose application, and the brand whose site asks: an application is read only on its own brand's site. */
export interface ApplicationOwner {
  identityUuid: string;
  organizationCode: string;
}

/** The application if `owner` may read it here; otherwise undefined (answered as 404). */
export async function loadOwnApplication(db: Queryable, uuid: string, owner: ApplicationOwner): Promise<ApplicationRecord | undefined> {
  const { rows } = await db.query<ApplicationRow>('select * from applications where uuid = $1 and identity_uuid = $2 and organization_code = $3', [
    uuid,
    owner.identityUuid,
    owner.organizationCode,
  ]);
  return rows[0] ? withAnswers(db, toApplicationRecord(rows[0])) : undefined;
}

/** The owner's applications on one brand, newest first (without their answers). */
export async function listApplicationsOf(db: Queryable, owner: ApplicationOwner): Promise<ApplicationRecord[]> {
  const { rows } = await db.query<ApplicationRow>('select * from applications where identity_uuid = $1 and organization_code = $2 order by created_at desc', [
    owner.identityUuid,
    owner.organizationCode,
  ]);
  return rows.map(toApplicationRecord);
}

export interface NewApplication {
  uuid: string;
  owner: ApplicationOwner;
  product: string;
  status: string;
  request: ApiCreateHelocRequest;
  referralUuid: string | null;
  /** What the registration answers already tell (the flow's `facts`). */
  facts?: Record<string, unknown>;
}

/** Inserts the application unless the owner has an active one on the brand (the unique index): then false. */
export async function insertApplicationRow(tx: Queryable, application: NewApplication): Promise<boolean> {
  const { owner } = application;
  const inserted = await tx.query<{ uuid: string }>(
    `insert into applications (uuid, identity_uuid, organization_code, product, status, request, referral_uuid, facts)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (identity_uuid, organization_code) where active do nothing returning uuid`,
    [application.uuid, owner.identityUuid, owner.organizationCode, application.product, application.status, JSON.stringify(application.request), application.referralUuid, JSON.stringify(application.facts ?? {})],
  );
  return inserted.rows.length > 0;
}

/** The uuid of the owner's active application on the brand. */
export async function activeApplicationUuid(tx: Queryable, owner: ApplicationOwner): Promise<string | undefined> {
  const { rows } = await tx.query<{ uuid: string }>('select uuid from applications where identity_uuid = $1 and organization_code = $2 and active', [
    owner.identityUuid,
    owner.organizationCode,
  ]);
  return rows[0]?.uuid;
}

/** The owner's active application on the brand stops being active if its status is one of `terminal`. */
export async function retireEndedApplications(tx: Queryable, owner: ApplicationOwner, terminal: string[]): Promise<void> {
  await tx.query('update applications set active = false where identity_uuid = $1 and organization_code = $2 and active and status = any($3::text[])', [
    owner.identityUuid,
    owner.organizationCode,
    terminal,
  ]);
}

/** The brands other than `orgCode` where the identity has an active application, by code. */
export async function activeOrganizationsElsewhere(db: Queryable, identityUuid: string, orgCode: string): Promise<string[]> {
  const { rows } = await db.query<{ organization_code: string }>(
    'select distinct organization_code from applications where identity_uuid = $1 and active and organization_code <> $2 order by 1',
    [identityUuid, orgCode],
  );
  return rows.map((r) => r.organization_code);
}

/** Whether any application of the identity was funded after `sinceIso`. */
export async function hasFundedSince(db: Queryable, identityUuid: string, sinceIso: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from applications where identity_uuid = $1 and funded_at > $2 limit 1', [identityUuid, sinceIso]);
  return rows.length > 0;
}

/** Stores the sealed SSN of an application. */
export async function setSsnEncrypted(db: Queryable, applicationUuid: string, sealed: string): Promise<void> {
  await db.query('update applications set ssn_encrypted = $2 where uuid = $1', [applicationUuid, sealed]);
}

export interface IdempotencyKey {
  requestHash: string;
  applicationUuid: string;
}

export async function findIdempotencyKey(db: Queryable, identityUuid: string, key: string): Promise<IdempotencyKey | undefined> {
  const { rows } = await db.query<{ request_hash: string; application_uuid: string }>(
    'select request_hash, application_uuid from idempotency_keys where identity_uuid = $1 and key = $2',
    [identityUuid, key],
  );
  const row = rows[0];
  return row && { requestHash: row.request_hash, applicationUuid: row.application_uuid };
}

/** Keeps the key unless one is stored already (the stored one decides). */
export async function insertIdempotencyKey(db: Queryable, identityUuid: string, key: string, stored: IdempotencyKey): Promise<void> {
  await db.query(
    `insert into idempotency_keys (identity_uuid, key, request_hash, application_uuid) values ($1, $2, $3, $4)
     on conflict (identity_uuid, key) do nothing`,
    [identityUuid, key, stored.requestHash, stored.applicationUuid],
  );
}

// An application as the pipeline and the routes read it from the database.
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';
import type { OfferSet } from '../../generated/types/offer-set';
import type { Queryable } from '../store/db';

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

/** The record with its flows' submitted answers (application_answers). */
export async function withAnswers(db: Queryable, record: ApplicationRecord): Promise<ApplicationRecord> {
  const { rows } = await db.query<{ flow_id: string; answers: Record<string, unknown>; updated_at: Date | string }>(
    'select flow_id, answers, updated_at from application_answers where application_uuid = $1',
    [record.uuid],
  );
  const answers = Object.fromEntries(rows.map((row) => [row.flow_id, row.answers]));
  const answersUpdatedAt = Object.fromEntries(rows.map((row) => [row.flow_id, new Date(row.updated_at).toISOString()]));
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

// Conditions of an application (migration 0015): raised by staff, answered by the applicant,
// cleared by staff. Every column is named: the borrower's view never selects staff notes.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';
import type { ApiConditions } from '../../generated/types/api-conditions';
import type { ApiStaffConditions } from '../../generated/types/api-staff-conditions';
import type { ApiStaffConditionRequest } from '../../generated/types/api-staff-condition-request';
import type { ApiDocumentType } from '../../generated/types/api-document-type';
import type { OwnershipType } from '../../generated/types/ownership-type';
import { knownCategoryEnums, type ConditionCategories } from '../../core/conditions/categories';
import { productTables } from '../products';

interface Row {
  uuid: string;
  category_enum: string;
  created_at: Date | string;
  request_documents: ApiDocumentType[];
  comments_to_borrower: string | null;
  notes: string | null;
  action_needed: string | null;
  xtra_data: XtraData;
  answered_at: Date | string | null;
  cleared_at: Date | string | null;
}

/** What a condition keeps besides its columns: how many documents, the ownership type to confirm. */
export type XtraData = { numDocsRequired?: number; ownershipType?: OwnershipType };

const iso = (value: Date | string) => new Date(value).toISOString();

/** The xtra data as stored and as answered: only the fields a condition of its kind has. */
function xtraDataOf(source: { numDocsRequired?: number | undefined; ownershipType?: OwnershipType | undefined }): XtraData {
  return {
    ...(typeof source.numDocsRequired === 'number' ? { numDocsRequired: source.numDocsRequired } : {}),
    ...(source.ownershipType !== undefined ? { ownershipType: source.ownershipType } : {}),
  };
}
const BORROWER_COLUMNS = 'uuid, category_enum, created_at, request_documents, comments_to_borrower, action_needed, xtra_data, answered_at, cleared_at';
// Every category some product's table knows (a row names its application, not its product).
const KNOWN = JSON.stringify([...new Set(productTables<ConditionCategories>('conditionCategories').flatMap(knownCategoryEnums))]);

/** What the borrower and staff both see of a condition. */
function borrowerFields(r: Row) {
  return {
    uuid: r.uuid,
    categoryEnum: r.category_enum,
    created: iso(r.created_at),
    requestDocuments: r.request_documents,
    commentsToBorrower: r.comments_to_borrower,
    actionNeeded: r.action_needed,
    xtraData: xtraDataOf(r.xtra_data),
  };
}

/** The open (not cleared) conditions, oldest first, as the borrower sees them. */
export async function openConditions(db: Queryable, applicationUuid: string): Promise<ApiConditions> {
  const { rows } = await db.query<Row>(
    `select ${BORROWER_COLUMNS} from conditions where application_uuid = $1 and cleared_at is null order by created_at, uuid`,
    [applicationUuid],
  );
  return rows.map((r) => ({
    ...borrowerFields(r),
    answered: r.answered_at !== null,
  }));
}

/** Whether a condition of a known category is open: it holds the application (applicant events wait). */
export async function holdsApplication(db: Queryable, applicationUuid: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from conditions where application_uuid = $1 and cleared_at is null and category_enum in (select jsonb_array_elements_text($2::jsonb))',
    [applicationUuid, KNOWN],
  );
  return Number(rows[0]!.n) > 0;
}

export async function staffConditions(db: Queryable, applicationUuid: string): Promise<ApiStaffConditions> {
  const { rows } = await db.query<Row & { documents: string[] | null }>(
    `select ${BORROWER_COLUMNS}, notes,
       (select coalesce(jsonb_agg(d.document_uuid::text order by d.document_uuid), '[]'::jsonb) from condition_documents d where d.condition_uuid = c.uuid) as documents
     from conditions c where application_uuid = $1 order by created_at, uuid`,
    [applicationUuid],
  );
  return rows.map((r) => ({
    ...borrowerFields(r),
    notes: r.notes,
    state: r.cleared_at ? 'CLEARED' : r.answered_at ? 'ANSWERED' : 'OPEN',
    documents: r.documents ?? [],
  }));
}

/** A condition raised by staff, or by the machine on entering a status (no staff member: raised_by null). */
export async function raiseCondition(db: Queryable, applicationUuid: string, staffUuid: string | null, input: ApiStaffConditionRequest): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `insert into conditions (uuid, application_uuid, category_enum, request_documents, notes, comments_to_borrower, action_needed, xtra_data, raised_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      uuid,
      applicationUuid,
      input.categoryEnum,
      JSON.stringify(input.requestDocuments ?? []),
      input.notes ?? null,
      input.commentsToBorrower ?? null,
      input.actionNeeded ?? null,
      JSON.stringify(xtraDataOf(input)),
      staffUuid,
    ],
  );
  return uuid;
}

/** Clears an open condition; false when it is not this application's or is cleared already. */
export async function clearCondition(db: Queryable, applicationUuid: string, conditionUuid: string, staffUuid: string): Promise<boolean> {
  const { rows } = await db.query<{ uuid: string }>(
    'update conditions set cleared_at = now(), cleared_by = $3 where uuid = $2 and application_uuid = $1 and cleared_at is null returning uuid',
    [applicationUuid, conditionUuid, staffUuid],
  );
  return rows.length === 1;
}

/** Whether a condition of the category is open (not cleared) on the application. */
export async function hasOpenCondition(db: Queryable, applicationUuid: string, categoryEnum: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from conditions where application_uuid = $1 and category_enum = $2 and cleared_at is null', [applicationUuid, categoryEnum]);
  return rows.length > 0;
}

/** Clears the open conditions of these categories (a status's own, as it is left); by staff or by no one. */
export async function clearConditionsOf(db: Queryable, applicationUuid: string, categories: readonly string[], staffUuid: string | null): Promise<number> {
  const { rows } = await db.query<{ uuid: string }>(
    'update conditions set cleared_at = now(), cleared_by = $3 where application_uuid = $1 and cleared_at is null and category_enum in (select jsonb_array_elements_text($2::jsonb)) returning uuid',
    [applicationUuid, JSON.stringify(categories), staffUuid],
  );
  return rows.length;
}

export interface OpenCondition {
  uuid: string;
  categoryEnum: string;
  requestDocuments: ApiDocumentType[];
  xtraData: XtraData;
}

/** One open, unanswered condition of the application. */
export async function openCondition(db: Queryable, applicationUuid: string, conditionUuid: string): Promise<OpenCondition | undefined> {
  const { rows } = await db.query<Row>(
    `select ${BORROWER_COLUMNS} from conditions where uuid = $2 and application_uuid = $1 and cleared_at is null and answered_at is null`,
    [applicationUuid, conditionUuid],
  );
  const r = rows[0];
  return r ? { uuid: r.uuid, categoryEnum: r.category_enum, requestDocuments: r.request_documents, xtraData: r.xtra_data } : undefined;
}

/** Records the answer once (a second answer of the same condition finds it answered). */
export async function recordAnswer(db: Queryable, conditionUuid: string, answer: Record<string, unknown>, documentUuids: readonly string[]): Promise<boolean> {
  const { rows } = await db.query<{ uuid: string }>(
    'update conditions set answered_at = now(), answer = $2 where uuid = $1 and answered_at is null and cleared_at is null returning uuid',
    [conditionUuid, JSON.stringify(answer)],
  );
  if (rows.length === 0) return false;
  for (const documentUuid of documentUuids) await db.query('insert into condition_documents (condition_uuid, document_uuid) values ($1, $2)', [conditionUuid, documentUuid]);
  return true;
}

/** The ownership type the applicant confirmed, kept with the application's facts (facts.ownershipType). */
export async function recordOwnershipType(db: Queryable, applicationUuid: string, ownershipType: OwnershipType): Promise<void> {
  await db.query("update applications set facts = facts || jsonb_build_object('ownershipType', $2::text) where uuid = $1", [applicationUuid, ownershipType]);
}

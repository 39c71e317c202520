// The document store: uploaded files and their metadata in the database (migration 0005), behind
// put/get/list so routes and pipeline steps never write SQL for them. Every read is scoped to an
// application: a document id alone never finds a document of another application.
import { createHash, randomUUID } from 'node:crypto';
import type { ApiDocument } from '../../generated/types/api-document';
import type { ApiDocumentType } from '../../generated/types/api-document-type';
import { quotaExceeded, type UploadQuota, type UploadUsage } from '../../core/documents/upload-quota';
import type { Db, Queryable } from './db';

export type DocumentMeta = ApiDocument & { applicationUuid: string; sha256: string };
export type StoredDocument = DocumentMeta & { content: Buffer };

export interface NewDocument {
  applicationUuid: string;
  documentType: ApiDocumentType;
  /** Safe to show (displayFileName). */
  fileName: string;
  /** As the client sent it, kept for the record. */
  originalName: string;
  contentType: ApiDocument['contentType'];
  content: Buffer;
  /** An additional signer's upload (their own identity documents); absent: the applicant's. */
  participantUuid?: string;
}

/**
 * Reads are scoped to one uploader too: the applicant's documents (no participant), or one
 * additional signer's, so a signer never sees the applicant's files nor the other way round.
 */
export interface DocumentStore {
  /**
   * Stores the document unless it passes a quota (answered by the quota's name, nothing stored).
   * The check and the insert hold the applicant's row: parallel uploads are counted one by one.
   */
  putWithinQuota(document: NewDocument, quota: UploadQuota): Promise<DocumentMeta | 'files' | 'bytes'>;
  get(applicationUuid: string, documentUuid: string, participantUuid?: string): Promise<StoredDocument | undefined>;
  list(applicationUuid: string, participantUuid?: string): Promise<DocumentMeta[]>;
}

/** The uploader clause: `participant_uuid is null` for the applicant, `= $n` for a signer. */
const uploader = (participantUuid: string | undefined, n: number) => (participantUuid ? `participant_uuid = $${n}` : 'participant_uuid is null');

// The name as given is bounded too: it is evidence, not an unbounded blob.
const MAX_ORIGINAL_NAME = 1000;
const META_COLUMNS = 'uuid, application_uuid, document_type, file_name, content_type, size, sha256, created_at';

interface DocumentRow {
  uuid: string;
  application_uuid: string;
  document_type: ApiDocumentType;
  file_name: string;
  content_type: ApiDocument['contentType'];
  size: number;
  sha256: string;
  created_at: Date | string;
  content?: Uint8Array;
}

function toMeta(row: DocumentRow): DocumentMeta {
  return {
    uuid: row.uuid,
    applicationUuid: row.application_uuid,
    documentType: row.document_type,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The API's view of a document: no application id or hash. */
export function toApiDocument(meta: DocumentMeta): ApiDocument {
  const { uuid, documentType, fileName, contentType, size, createdAt } = meta;
  return { uuid, documentType, fileName, contentType, size, createdAt };
}

async function insertDocument(db: Queryable, document: NewDocument): Promise<DocumentMeta> {
  const { rows } = await db.query<DocumentRow>(
    `insert into documents (uuid, application_uuid, document_type, file_name, original_name, content_type, size, sha256, content, participant_uuid)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${META_COLUMNS}`,
    [
      randomUUID(),
      document.applicationUuid,
      document.documentType,
      document.fileName,
      document.originalName.slice(0, MAX_ORIGINAL_NAME),
      document.contentType,
      document.content.length,
      createHash('sha256').update(document.content).digest('hex'),
      document.content,
      document.participantUuid ?? null,
    ],
  );
  return toMeta(rows[0]!);
}

export function documentStore(db: Db): DocumentStore {
  return {
    putWithinQuota: (document, quota) =>
      db.transaction(async (tx) => {
        await lockApplicant(tx, document.applicationUuid);
        return quotaExceeded(quota, await uploadUsage(tx, document.applicationUuid), document.content.length) ?? insertDocument(tx, document);
      }),
    async get(applicationUuid, documentUuid, participantUuid) {
      const { rows } = await db.query<DocumentRow>(
        `select ${META_COLUMNS}, content from documents where application_uuid = $1 and uuid = $2 and ${uploader(participantUuid, 3)}`,
        [applicationUuid, documentUuid, ...(participantUuid ? [participantUuid] : [])],
      );
      const row = rows[0];
      // bytea: a Buffer from pg, a Uint8Array from PGlite.
      return row ? { ...toMeta(row), content: Buffer.from(row.content ?? new Uint8Array()) } : undefined;
    },
    list: (applicationUuid, participantUuid) => documentsOf(db, applicationUuid, participantUuid),
  };
}

/** One document of an application whoever uploaded it (the applicant or a signer): what staff open. */
export async function applicationDocument(db: Queryable, applicationUuid: string, documentUuid: string): Promise<StoredDocument | undefined> {
  const { rows } = await db.query<DocumentRow>(`select ${META_COLUMNS}, content from documents where application_uuid = $1 and uuid = $2`, [applicationUuid, documentUuid]);
  const row = rows[0];
  return row ? { ...toMeta(row), content: Buffer.from(row.content ?? new Uint8Array()) } : undefined;
}

/** An application's documents (metadata only, oldest first): the applicant's (what pipeline steps read) or one signer's. */
export async function documentsOf(db: Queryable, applicationUuid: string, participantUuid?: string): Promise<DocumentMeta[]> {
  const { rows } = await db.query<DocumentRow>(
    `select ${META_COLUMNS} from documents where application_uuid = $1 and ${uploader(participantUuid, 2)} order by created_at, uuid`,
    [applicationUuid, ...(participantUuid ? [participantUuid] : [])],
  );
  return rows.map(toMeta);
}

/**
 * The uploads kept for an application (every uploader's) and for its applicant (every application
 * of the identity that owns it).
 */
export async function uploadUsage(db: Queryable, applicationUuid: string): Promise<UploadUsage> {
  const { rows } = await db.query<{ application_files: number; application_bytes: string; applicant_files: number; applicant_bytes: string }>(
    `select count(*) filter (where d.application_uuid = $1)::int as application_files,
            coalesce(sum(d.size) filter (where d.application_uuid = $1), 0)::text as application_bytes,
            count(d.uuid)::int as applicant_files,
            coalesce(sum(d.size), 0)::text as applicant_bytes
       from applications a join documents d on d.application_uuid = a.uuid
      where a.identity_uuid = (select identity_uuid from applications where uuid = $1)`,
    [applicationUuid],
  );
  const row = rows[0]!;
  return {
    application: { files: row.application_files, bytes: Number(row.application_bytes) },
    applicant: { files: row.applicant_files, bytes: Number(row.applicant_bytes) },
  };
}

// The owner's identity row, held to the end of the transaction: a second upload of the same
// applicant (to any of their applications) waits here and then counts the first one's file.
// FOR NO KEY UPDATE leaves foreign-key checks (a new application of theirs) unblocked.
async function lockApplicant(tx: Queryable, applicationUuid: string): Promise<void> {
  await tx.query('select 1 from identities where uuid = (select identity_uuid from applications where uuid = $1) for no key update', [applicationUuid]);
}

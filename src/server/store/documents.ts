// The document store: uploaded files and their metadata in the database (migration 0005), behind
// put/get/list so routes and pipeline steps never write SQL for them. Every read is scoped to an
// application: a document id alone never finds a document of another application.
import { createHash, randomUUID } from 'node:crypto';
import type { ApiDocument } from '../../generated/types/api-document';
import type { ApiDocumentType } from '../../generated/types/api-document-type';
import type { Queryable } from './db';

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
  put(document: NewDocument): Promise<DocumentMeta>;
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

export function documentStore(db: Queryable): DocumentStore {
  return {
    async put(document) {
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
    },
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

/** An application's documents (metadata only, oldest first): the applicant's (what pipeline steps read) or one signer's. */
export async function documentsOf(db: Queryable, applicationUuid: string, participantUuid?: string): Promise<DocumentMeta[]> {
  const { rows } = await db.query<DocumentRow>(
    `select ${META_COLUMNS} from documents where application_uuid = $1 and ${uploader(participantUuid, 2)} order by created_at, uuid`,
    [applicationUuid, ...(participantUuid ? [participantUuid] : [])],
  );
  return rows.map(toMeta);
}

// The closing documents' store (migration 0011): generated PDFs with their hash and the versions
// that produced them, and the append-only evidence of every E-SIGN consent and signature. Reads
// are scoped to an application: a document id alone never finds another application's document.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from './db';

export interface ClosingDocumentMeta {
  uuid: string;
  applicationUuid: string;
  generation: string;
  kind: string;
  copyNumber: number;
  title: string;
  requiresSignature: boolean;
  size: number;
  sha256: string;
  locale: string;
  flowId: string;
  flowVersion: string;
  organizationCode: string;
  brandVersion: string;
  createdAt: string;
}

export interface NewClosingDocument {
  applicationUuid: string;
  generation: string;
  kind: string;
  copyNumber: number;
  title: string;
  requiresSignature: boolean;
  content: Buffer;
  locale: string;
  flowId: string;
  flowVersion: string;
  organizationCode: string;
  brandVersion: string;
  confirmationCode?: string;
}

export interface EvidenceRow {
  kind: 'ESIGN_CONSENT' | 'SIGNATURE';
  documentUuid: string | null;
  documentSha256: string | null;
  textSha256: string;
  signatureName: string | null;
  organizationCode: string;
  brandVersion: string;
  locale: string;
  flowId: string;
  flowVersion: string;
  at: string;
  clientIp: string | null;
  userAgent: string | null;
  /** The additional signer who gave it (issue 31); absent or null: the applicant. */
  participantUuid?: string | null;
}

export const sha256Hex = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

const META = `uuid, application_uuid, generation, kind, copy_number, title, requires_signature, size, sha256, locale,
  flow_id, flow_version, organization_code, brand_version, created_at`;

interface Row {
  uuid: string;
  application_uuid: string;
  generation: string;
  kind: string;
  copy_number: number;
  title: string;
  requires_signature: boolean;
  size: number;
  sha256: string;
  locale: string;
  flow_id: string;
  flow_version: string;
  organization_code: string;
  brand_version: string;
  created_at: Date | string;
  content?: Uint8Array;
}

const toMeta = (r: Row): ClosingDocumentMeta => ({
  uuid: r.uuid,
  applicationUuid: r.application_uuid,
  generation: r.generation,
  kind: r.kind,
  copyNumber: Number(r.copy_number),
  title: r.title,
  requiresSignature: r.requires_signature,
  size: Number(r.size),
  sha256: r.sha256,
  locale: r.locale,
  flowId: r.flow_id,
  flowVersion: r.flow_version,
  organizationCode: r.organization_code,
  brandVersion: r.brand_version,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Stores a generated document once per generation: a retried job's second insert changes nothing. */
export async function putClosingDocument(db: Queryable, doc: NewClosingDocument): Promise<void> {
  await db.query(
    `insert into closing_documents (uuid, application_uuid, generation, kind, copy_number, title, requires_signature, content, size, sha256,
       locale, flow_id, flow_version, organization_code, brand_version, confirmation_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (application_uuid, generation, kind, copy_number) do nothing`,
    [
      randomUUID(),
      doc.applicationUuid,
      doc.generation,
      doc.kind,
      doc.copyNumber,
      doc.title,
      doc.requiresSignature,
      doc.content,
      doc.content.length,
      sha256Hex(doc.content),
      doc.locale,
      doc.flowId,
      doc.flowVersion,
      doc.organizationCode,
      doc.brandVersion,
      doc.confirmationCode ?? null,
    ],
  );
}

/** The confirmation code stored with a generation's E-SIGN consent (the first insert's, kept on a retry). */
export async function storedConfirmationCode(db: Queryable, applicationUuid: string, generation: string): Promise<string | undefined> {
  const { rows } = await db.query<{ confirmation_code: string | null }>(
    `select confirmation_code from closing_documents where application_uuid = $1 and generation = $2 and kind = 'ESIGN_CONSENT'`,
    [applicationUuid, generation],
  );
  return rows[0]?.confirmation_code ?? undefined;
}

/** The application's documents of its latest generation, in the order they were made (E-SIGN first). */
export async function listClosingDocuments(db: Queryable, applicationUuid: string): Promise<ClosingDocumentMeta[]> {
  const { rows } = await db.query<Row>(
    `select ${META} from closing_documents
     where application_uuid = $1
       and generation = (select generation from closing_documents where application_uuid = $1 order by created_at desc, generation desc limit 1)
     order by case kind when 'ESIGN_CONSENT' then 0 when 'HELOC_AGREEMENT' then 1 when 'TIL_DISCLOSURES' then 2 else 3 end, copy_number`,
    [applicationUuid],
  );
  return rows.map(toMeta);
}

/** Every stored row of the application, every generation (tests and the record). */
export async function countClosingDocuments(db: Queryable, applicationUuid: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('select count(*) as n from closing_documents where application_uuid = $1', [applicationUuid]);
  return Number(rows[0]?.n ?? 0);
}

export async function getClosingDocument(db: Queryable, applicationUuid: string, documentUuid: string): Promise<(ClosingDocumentMeta & { content: Buffer }) | undefined> {
  const { rows } = await db.query<Row>(`select ${META}, content from closing_documents where application_uuid = $1 and uuid = $2`, [applicationUuid, documentUuid]);
  const row = rows[0];
  return row ? { ...toMeta(row), content: Buffer.from(row.content!) } : undefined;
}

export async function insertEvidence(db: Queryable, applicationUuid: string, identityUuid: string, e: EvidenceRow): Promise<void> {
  await db.query(
    `insert into signing_evidence (application_uuid, identity_uuid, kind, document_uuid, document_sha256, text_sha256, signature_name,
       organization_code, brand_version, locale, flow_id, flow_version, at, client_ip, user_agent, participant_uuid)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      applicationUuid,
      identityUuid,
      e.kind,
      e.documentUuid,
      e.documentSha256,
      e.textSha256,
      e.signatureName,
      e.organizationCode,
      e.brandVersion,
      e.locale,
      e.flowId,
      e.flowVersion,
      e.at,
      e.clientIp,
      e.userAgent,
      e.participantUuid ?? null,
    ],
  );
}

/** When an additional signer gave their E-SIGN consent on the application (ISO time), if they did. */
export async function signerConsentAt(db: Queryable, applicationUuid: string, participantUuid: string): Promise<string | undefined> {
  const { rows } = await db.query<{ at: Date | string }>(
    `select at from signing_evidence where application_uuid = $1 and participant_uuid = $2 and kind = 'ESIGN_CONSENT' order by id limit 1`,
    [applicationUuid, participantUuid],
  );
  return rows[0] ? new Date(rows[0].at).toISOString() : undefined;
}

export async function listEvidence(db: Queryable, applicationUuid: string): Promise<EvidenceRow[]> {
  const { rows } = await db.query<Record<string, unknown>>('select * from signing_evidence where application_uuid = $1 order by id', [applicationUuid]);
  return rows.map((r) => ({
    kind: r.kind as EvidenceRow['kind'],
    documentUuid: (r.document_uuid as string | null) ?? null,
    documentSha256: (r.document_sha256 as string | null) ?? null,
    textSha256: String(r.text_sha256),
    signatureName: (r.signature_name as string | null) ?? null,
    organizationCode: String(r.organization_code),
    brandVersion: String(r.brand_version),
    locale: String(r.locale),
    flowId: String(r.flow_id),
    flowVersion: String(r.flow_version),
    at: new Date(r.at as string).toISOString(),
    clientIp: (r.client_ip as string | null) ?? null,
    userAgent: (r.user_agent as string | null) ?? null,
    participantUuid: (r.participant_uuid as string | null) ?? null,
  }));
}

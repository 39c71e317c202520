// Reads of the closing's records that the services need beside store/closing-documents.ts: whether
// a generation of documents exists, and a signer's signatures (signing_evidence).
import type { Queryable } from './db';

export async function hasClosingGeneration(db: Queryable, applicationUuid: string, generation: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from closing_documents where application_uuid = $1 and generation = $2', [applicationUuid, generation]);
  return rows.length > 0;
}

/** When `identityUuid` signed each document of the application (document uuid -> ISO time). */
export async function signatureTimes(db: Queryable, applicationUuid: string, identityUuid: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ document_uuid: string; at: string | Date }>(
    `select document_uuid, at from signing_evidence where application_uuid = $1 and identity_uuid = $2 and kind = 'SIGNATURE'`,
    [applicationUuid, identityUuid],
  );
  return new Map(rows.map((r) => [r.document_uuid, new Date(r.at).toISOString()]));
}

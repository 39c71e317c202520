// Uploading an application document (contract: POST .../heloc/{uuid}/documents, multipart with one
// `file` part and a `documentType` field) with fetch and FormData, after the same checks the
// server makes (size and type), so a wrong file is refused before it is sent. The server still
// checks the bytes themselves; these checks only spare the applicant a useless upload.
import type { ApiDocumentType } from '../../generated/types/api-document-type';
import { ApiError, failureOf } from './api';
import { storedToken } from './auth-token';
import { atProductBase } from './product-base';
import { applicationApi } from './application-events';

/** 5 MB, 1024-based like every size the product shows (spec section 9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** PDF, JPEG, PNG, HEIC: the types the documents endpoint keeps; by Content-Type and by extension. */
const ACCEPTED = [
  { types: ['application/pdf'], extensions: ['pdf'] },
  { types: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg'] },
  { types: ['image/png'], extensions: ['png'] },
  { types: ['image/heic', 'image/heif'], extensions: ['heic', 'heif'] },
];

/** For the file input's accept attribute: the picker offers these first. */
export const UPLOAD_ACCEPT = ACCEPTED.flatMap((a) => [...a.types, ...a.extensions.map((e) => `.${e}`)]).join(',');

/** What an upload is (schemas/api/document-type.schema.json). */
export type DocumentType = ApiDocumentType;

/** Why a file is refused before upload: a copy key of the server's own refusal texts (copy/en/errors.json upload.*), so the page and the API say the same. */
export type FileProblem = 'errors.upload.empty' | 'errors.upload.tooLarge' | 'errors.upload.fileType';

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name.trim())?.[1]?.toLowerCase();

/**
 * The first problem of a file, or undefined. A browser that cannot name a type (HEIC on most
 * systems) sends an empty one: then the extension decides. A type it does name must agree.
 */
export function checkUploadFile(file: { name: string; size: number; type: string }): FileProblem | undefined {
  if (file.size === 0) return 'errors.upload.empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'errors.upload.tooLarge';
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const kind = type && type !== 'application/octet-stream' ? ACCEPTED.find((a) => a.types.includes(type)) : ACCEPTED.find((a) => extension !== undefined && a.extensions.includes(extension));
  if (!kind) return 'errors.upload.fileType';
  if (extension !== undefined && !kind.extensions.includes(extension)) return 'errors.upload.fileType';
  return undefined;
}

/** The documents endpoint's answer (contract). */
export interface UploadedDocument {
  uuid: string;
  documentType: DocumentType;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** Sends one file; answers the stored document or throws ApiError (the server's own message). */
export async function uploadDocument(uuid: string, file: File, documentType: DocumentType, orgCode?: string): Promise<UploadedDocument> {
  const form = new FormData();
  // The field first: a streaming parser knows the type before the file's bytes arrive.
  form.append('documentType', documentType);
  form.append('file', file, file.name);
  const token = storedToken();
  const response = await fetch(atProductBase(applicationApi.documents(uuid)), {
    method: 'POST',
    credentials: 'same-origin',
    // No content-type: the browser writes the multipart boundary itself.
    headers: { accept: 'application/json', ...(orgCode ? { 'x-org': orgCode } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(failureOf(response.status, body));
  return body as UploadedDocument;
}

/** Sizes as the product shows them: bytes, KB or MB, 1024-based (spec section 9). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

// Documents of an application (pay stubs, identity documents, bank statements): upload, list and
// download. Only the application's applicant sees them: every other caller gets the same 404 as
// for an application that does not exist (catalogue Z1, U3). Uploads stream through
// @fastify/multipart with tight limits: one file of at most 5 MB, refused with 413 as soon as the
// stream passes the limit (never buffered whole), and accepted only when its first bytes are a
// PDF, JPEG, PNG or HEIC that its name and Content-Type agree with (U1, U2). Quotas per application
// and per applicant (U4) are checked before the body is read, while it streams (what is left of the
// byte quota is the file's limit) and again with the insert.
import multipart from '@fastify/multipart';
import type { BusboyFileStream } from '@fastify/busboy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import { attachmentDisposition, displayFileName } from '../../core/documents/file-name';
import { declaredTypeAgrees, FILE_KINDS, MAX_DOCUMENT_BYTES, SNIFF_BYTES, sniffFileKind } from '../../core/documents/file-type';
import { validateApiDocumentUploadFields } from '../../generated/validators/schemas';
import type { ApiDocumentType } from '../../generated/types/api-document-type';
import type { AppContext } from '../app-context';
import { requireSession } from '../auth/session';
import { AppError, isAppError, notFound } from '../errors';
import { resourceForLog } from '../logging';
import { audit } from '../audit';
import { documentStore, toApiDocument, uploadUsage, type StoredDocument } from '../store/documents';
import { bytesLeft, quotaExceeded } from '../../core/documents/upload-quota';
import { apiRoutes } from '../../core/contract/routes';
import { participation } from '../auth/own-application';

// One file part `file` and the field `documentType`; a little room for a client that adds one more
// field, none for a second file. Header and name sizes are bounded as well as the file.
const LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 64,
  fieldSize: 256,
  headerPairs: 8,
};

// The download is never rendered by the browser as our page: a sandboxed, script-less document.
const DOWNLOAD_CSP = "sandbox; default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** A stored document as a download: an attachment of its own content type, never rendered as our page. */
export function sendDocument(reply: FastifyReply, document: StoredDocument): FastifyReply {
  return reply
    .code(200)
    .header('content-type', document.contentType)
    .header('content-disposition', attachmentDisposition(document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CSP)
    .header('cache-control', 'no-store')
    .send(document.content);
}

type UuidParams = { Params: { uuid: string } };
type DocumentParams = { Params: { uuid: string; documentUuid: string } };

interface Upload {
  documentType: ApiDocumentType;
  originalName: string;
  partContentType: string;
  content: Buffer;
}

// The stream ends the moment it passes the limit: what arrives after it is discarded, not kept, and
// the client is told to stop (Connection: close) instead of sending the rest.
const tooLarge = (): AppError => new AppError('UPLOAD_TOO_LARGE', { headers: { connection: 'close' } });
// A quota refused before or while the body arrives: the rest of it is not wanted either.
const overQuota = (which: 'files' | 'bytes'): AppError =>
  new AppError(which === 'files' ? 'UPLOAD_QUOTA_FILES' : 'UPLOAD_QUOTA_BYTES', { headers: { connection: 'close' } });

/** The file's bytes; past 5 MB it is too large, past `quotaBytes` (what the quota leaves) over quota. */
async function readWithinLimit(file: BusboyFileStream, quotaBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (file.truncated || size > MAX_DOCUMENT_BYTES) throw tooLarge();
    if (size > quotaBytes) throw overQuota('bytes');
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

// Browsers escape CR, LF and '"' in a part's filename as %0D, %0A and %22 (HTML's form encoding):
// undone here so the name as given is kept as given; displayFileName makes it safe to show.
const givenFileName = (filename: string): string =>
  filename.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%22/g, '"');

/** The multipart parser's refusals as catalogue errors (the parser's words go to the log only). */
function uploadError(request: FastifyRequest, error: unknown): AppError {
  if (isAppError(error)) return error;
  request.log.info({ err: error }, 'upload refused by the multipart parser');
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return new AppError('UPLOAD_ONE_FILE');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UPLOAD_FILE_MISSING');
  // Too many parts or fields, a prototype key, malformed or truncated multipart data.
  return new AppError('INVALID_REQUEST');
}

/** The form fields against their schema; refused like any other invalid body (400 with fields). */
function checkFields(fields: Record<string, unknown>): ApiDocumentType {
  if (!validateApiDocumentUploadFields(fields)) {
    throw Object.assign(new Error('invalid upload fields'), { statusCode: 400, validation: validateApiDocumentUploadFields.errors });
  }
  return (fields as { documentType: ApiDocumentType }).documentType;
}

/** Reads the one file and the fields of a multipart request, in either order. */
async function readUpload(request: FastifyRequest, quotaBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_FILE_MISSING');
  const fields: Record<string, unknown> = {};
  let file: Omit<Upload, 'documentType'> | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS, preservePath: true })) {
      if (part.type === 'field') {
        // A repeated field is not a form we sent.
        if (Object.hasOwn(fields, part.fieldname)) throw new AppError('INVALID_REQUEST');
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw new AppError('INVALID_REQUEST');
      if (file) throw new AppError('UPLOAD_ONE_FILE');
      file = { originalName: givenFileName(part.filename), partContentType: part.mimetype, content: await readWithinLimit(part.file, quotaBytes) };
    }
  } catch (error) {
    throw uploadError(request, error);
  }
  const documentType = checkFields(fields);
  if (!file) throw new AppError('UPLOAD_FILE_MISSING');
  return { documentType, ...file };
}

export function documentRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  const store = documentStore(ctx.db);

  // 'signer' routes: an additional signer uploads and reads only their own documents (their ID).
  const uploaderOf = async (request: FastifyRequest<UuidParams>) => {
    const part = await participation(ctx, request, 'signer');
    return { application: part.record, participantUuid: part.role === 'ADDITIONAL_SIGNER' ? part.participant.uuid : undefined };
  };

  return async (app) => {
    // Registered inside this plugin: multipart bodies are parsed on these routes only.
    await app.register(multipart, { limits: LIMITS });

    // An upload may take longer to arrive than other requests (connection-limits.ts).
    app.post<UuidParams>(apiRoutes.documents.pattern, { onRequest: secure, config: { upload: true, openToCoSigners: true } }, async (request, reply) => {
      // Ownership first: another applicant's upload is not even read.
      const { application, participantUuid } = await uploaderOf(request);
      // A full quota is refused before a byte of the file is read.
      const usage = await uploadUsage(ctx.db, application.uuid);
      const full = quotaExceeded(ctx.uploadQuota, usage, 1);
      if (full) throw overQuota(full);
      const upload = await readUpload(request, bytesLeft(ctx.uploadQuota, usage));
      if (upload.content.length === 0) throw new AppError('UPLOAD_EMPTY');
      const kind = sniffFileKind(upload.content.subarray(0, SNIFF_BYTES));
      if (!kind) throw new AppError('UPLOAD_FILE_TYPE');
      if (!declaredTypeAgrees(kind, upload.originalName, upload.partContentType)) throw new AppError('UPLOAD_TYPE_MISMATCH');
      const stored = await store.putWithinQuota({
        applicationUuid: application.uuid,
        documentType: upload.documentType,
        fileName: displayFileName(upload.originalName),
        originalName: upload.originalName,
        contentType: FILE_KINDS[kind].contentType,
        content: upload.content,
        ...(participantUuid ? { participantUuid } : {}),
      }, ctx.uploadQuota);
      // Another upload of this applicant took what was left while this one arrived.
      if (typeof stored === 'string') throw overQuota(stored);
      request.log.info({ application: application.uuid, document: stored.uuid, size: stored.size, kind }, 'document stored');
      return reply.code(201).send(toApiDocument(stored));
    });

    app.get<UuidParams>(apiRoutes.documents.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request) => {
      const { application, participantUuid } = await uploaderOf(request);
      return (await store.list(application.uuid, participantUuid)).map(toApiDocument);
    });

    app.get<DocumentParams>(apiRoutes.document.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request, reply) => {
      const { application, participantUuid } = await uploaderOf(request);
      const { documentUuid } = request.params;
      const document = isUuid(documentUuid) ? await store.get(application.uuid, documentUuid, participantUuid) : undefined;
      if (!document) {
        request.log.warn({ route: request.routeOptions.url, resource: resourceForLog(documentUuid) }, 'document not found for caller');
        // Another application's document (or none): refused like another applicant's application.
        audit(request, { refused: true });
        throw notFound();
      }
      return sendDocument(reply, document);
    });
  };
}

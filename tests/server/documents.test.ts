// Uploads over HTTP (catalogue U1, U2, U3, Z1): the 5 MB limit to the byte, empty files, the
// magic-bytes allow-list and the declared type, one file per request, who may read what, and the
// download's headers. Multipart bodies are built by hand. On PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText } from '../error-text';
import { attachmentDisposition, displayFileName } from '../../src/core/documents/file-name';
import { declaredTypeAgrees, sniffFileKind } from '../../src/core/documents/file-type';
import { documentsOf } from '../../src/server/store/documents';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectSchema } from './api-contract';
import { createUrl, helocRequest, registerUser, type TestApp } from './harness';
import { repoRoot } from '../core/helpers';

const HELOC = '/service-application/api/v1/application/heloc';
const MB5 = 5 * 1024 * 1024;
const BOUNDARY = '----uploads-test-boundary-7f3a';

// The smallest real files of each kind: their signatures, then filler.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR')]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);

/** A file of exactly `size` bytes that is a PDF (its signature, then spaces). */
const pdfOfSize = (size: number): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body: fields first, then files, as a browser's FormData sends them. */
function multipartBody(fields: Record<string, string>, files: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('file types and names (pure)', () => {
  it('tells the four allowed kinds by their first bytes and nothing else', () => {
    expect([PDF, JPEG, PNG, HEIC].map((b) => sniffFileKind(b))).toEqual(['pdf', 'jpeg', 'png', 'heic']);
    for (const brand of ['heix', 'mif1', 'msf1']) expect(sniffFileKind(Buffer.from(`\0\0\0\x18ftyp${brand}`))).toBe('heic');
    expect(sniffFileKind(Buffer.from('\0\0\0\x18ftypisom'))).toBeUndefined(); // an MP4
    expect(sniffFileKind(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffFileKind(Buffer.from('<svg onload=alert(1)>'))).toBeUndefined();
    expect(sniffFileKind(Buffer.from('MZ\x90\0'))).toBeUndefined(); // an EXE
    expect(sniffFileKind(Buffer.from('%PDF'))).toBeUndefined(); // cut short
  });

  it('requires the name and the Content-Type to agree with the bytes', () => {
    expect(declaredTypeAgrees('png', 'scan.pdf', 'image/png')).toBe(false);
    expect(declaredTypeAgrees('png', 'scan.png', 'application/pdf')).toBe(false);
    expect(declaredTypeAgrees('png', 'scan', 'application/octet-stream')).toBe(true);
    expect(declaredTypeAgrees('jpeg', 'IMG_0001.JPEG', 'image/jpeg')).toBe(true);
    expect(declaredTypeAgrees('heic', 'IMG_0002.HEIC', '')).toBe(true);
    expect(declaredTypeAgrees('jpeg', 'photo.exe', 'image/jpeg')).toBe(false);
    expect(declaredTypeAgrees('pdf', 'John.Smith paystub', 'application/pdf; charset=binary')).toBe(true);
  });

  it('shows a name without path, controls, bidi overrides or excess length', () => {
    expect(displayFileName('../../x\r\n.pdf')).toBe('x.pdf');
    expect(displayFileName('C:\\Users\\pat\\stub.pdf')).toBe('stub.pdf');
    expect(displayFileName('a\u0000b\u202Egpj.pdf')).toBe('abgpj.pdf');
    expect(displayFileName('..')).toBe('document');
    expect(displayFileName('"quoted" <name>.png')).toBe('_quoted_ _name_.png');
    const long = displayFileName(`${'é'.repeat(1000)}.pdf`);
    expect([[...long].length, long.endsWith('.pdf')]).toEqual([120, true]);
    expect(displayFileName('Relevé de compte.pdf')).toBe('Relevé de compte.pdf');
  });

  it('writes Content-Disposition with an ASCII filename and the real one in filename*', () => {
    expect(attachmentDisposition('Relevé (1).pdf')).toBe(`attachment; filename="Relev_ (1).pdf"; filename*=UTF-8''Relev%C3%A9%20%281%29.pdf`);
  });

  it('holds the upload texts in copy/en/errors.json as in the error catalogue', () => {
    const copy = JSON.parse(readFileSync(path.join(repoRoot, 'copy/en/errors.json'), 'utf8')).upload;
    expect(copy).toMatchObject({
      empty: errorText('UPLOAD_EMPTY'),
      tooLarge: errorText('UPLOAD_TOO_LARGE'),
      fileType: errorText('UPLOAD_FILE_TYPE'),
      typeMismatch: errorText('UPLOAD_TYPE_MISMATCH'),
      fileMissing: errorText('UPLOAD_FILE_MISSING'),
      oneFile: errorText('UPLOAD_ONE_FILE'),
      someTooLarge: 'Some files were not added because they exceed the 5MB size limit.',
    });
  });
});

describeOnEachDatabase('documents', (app) => {
  /** The app on a real socket (for what inject cannot show: a body that is still arriving). */
  async function listening(t: TestApp): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    return `http://127.0.0.1:${address.port}`;
  }

  const documentsUrl = (uuid: string) => `${HELOC}/${uuid}/documents`;

  async function applicant(t: TestApp) {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
    expect(res.statusCode, res.body).toBe(201);
    return { ...user, applicationUuid: res.json().uuid as string };
  }

  const upload = (t: TestApp, auth: Record<string, string>, applicationUuid: string, files: FilePart[], fields: Record<string, string> = { documentType: 'PAYSTUB' }) => ({
    method: 'POST' as const,
    url: documentsUrl(applicationUuid),
    headers: { ...auth, ...multipartHeaders },
    payload: multipartBody(fields, files),
  });

  it('accepts a real PDF, JPEG, PNG and HEIC, stores the type their bytes are and lists them oldest first', async () => {
    const t = app();
    const user = await applicant(t);
    const files: Array<[FilePart, string, string]> = [
      [{ filename: 'stub.pdf', contentType: 'application/pdf', content: PDF }, 'PAYSTUB', 'application/pdf'],
      [{ filename: 'front.jpg', contentType: 'image/jpeg', content: JPEG }, 'ID_FRONT', 'image/jpeg'],
      [{ filename: 'back.png', contentType: 'image/png', content: PNG }, 'ID_BACK', 'image/png'],
      [{ filename: 'IMG_0001.HEIC', contentType: 'application/octet-stream', content: HEIC }, 'OTHER', 'image/heic'],
    ];
    const created = [];
    for (const [file, documentType, contentType] of files) {
      const body = await expectAnswer(t, upload(t, user.auth, user.applicationUuid, [file], { documentType }), 201, 'api-document');
      expect(body).toEqual({ uuid: expect.any(String), documentType, fileName: file.filename, contentType, size: file.content.length, createdAt: expect.any(String) });
      created.push(body);
    }
    const list = await expectAnswer(t, { method: 'GET', url: documentsUrl(user.applicationUuid), headers: user.auth }, 200, 'api-document-list');
    expect(list).toEqual(created);
    // What the pipeline's steps read.
    expect((await documentsOf(t.db, user.applicationUuid)).map((d) => [d.documentType, d.contentType, d.size])).toEqual(
      files.map(([file, documentType, contentType]) => [documentType, contentType, file.content.length]),
    );
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413, storing nothing', async () => {
    const t = app();
    const user = await applicant(t);
    const exact = await t.app.inject(upload(t, user.auth, user.applicationUuid, [{ filename: 'big.pdf', content: pdfOfSize(MB5) }]));
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().size).toBe(MB5);
    const download = await t.app.inject({ method: 'GET', url: `${documentsUrl(user.applicationUuid)}/${exact.json().uuid}`, headers: user.auth });
    expect(download.rawPayload.equals(pdfOfSize(MB5))).toBe(true);

    const over = await t.app.inject(upload(t, user.auth, user.applicationUuid, [{ filename: 'big.pdf', content: pdfOfSize(MB5 + 1) }]));
    expect([over.statusCode, over.json()]).toEqual([413, { code: 'UPLOAD_TOO_LARGE', messageKey: 'errors.upload.tooLarge', errors: ['Files must be 5 MB or smaller.'] }]);
    expect(over.headers.connection).toBe('close');
    expect(await countRows(t, 'documents', 'application_uuid = $1', [user.applicationUuid])).toBe(1);
  });

  it('answers 413 while an oversized body is still arriving, over a socket, without waiting for its end', async () => {
    const t = app();
    const user = await applicant(t);
    const origin = await listening(t);
    const request = http.request(new URL(documentsUrl(user.applicationUuid), origin), { method: 'POST', headers: { ...user.auth, ...multipartHeaders } });
    // After the answer the server closes the connection: the rest of our writes may fail.
    request.on('error', () => undefined);
    const answered = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve) => {
      request.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
    });
    request.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPAYSTUB\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    // 64 KB past the limit, chunked (no Content-Length), and the request is never ended: an answer
    // can only come from a server that stops at the limit.
    request.write(pdfOfSize(MB5 + 64 * 1024));
    const answer = await answered;
    request.destroy();
    expect(answer).toEqual({ status: 413, connection: 'close', body: JSON.stringify({ code: 'UPLOAD_TOO_LARGE', messageKey: 'errors.upload.tooLarge', errors: ['Files must be 5 MB or smaller.'] }) });
    expect(await countRows(t, 'documents', 'application_uuid = $1', [user.applicationUuid])).toBe(0);
  }, 30_000);

  it('stores nothing when the client aborts mid-upload, and keeps serving', async () => {
    const t = app();
    const user = await applicant(t);
    const origin = await listening(t);
    const request = http.request(new URL(documentsUrl(user.applicationUuid), origin), { method: 'POST', headers: { ...user.auth, ...multipartHeaders } });
    request.on('error', () => undefined);
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPAYSTUB\r\n`);
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n\r\n`);
    await new Promise<void>((resolve) => request.write(pdfOfSize(256 * 1024), () => resolve()));
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await t.app.inject(upload(t, user.auth, user.applicationUuid, [{ filename: 'whole.pdf', content: PDF }]));
    expect(next.statusCode, next.body).toBe(201);
    expect((await documentsOf(t.db, user.applicationUuid)).map((d) => d.fileName)).toEqual(['whole.pdf']);
  }, 30_000);

  it('refuses an empty file, a file of another type, a PNG named .pdf or sent as application/pdf, no file and two files', async () => {
    const t = app();
    const user = await applicant(t);
    const refuse = (files: FilePart[], status: number, text: string, fields?: Record<string, string>) =>
      expectError(t, upload(t, user.auth, user.applicationUuid, files, fields), status, [text]);
    await refuse([{ filename: 'empty.pdf', content: Buffer.alloc(0) }], 400, 'The file is empty.');
    await refuse([{ filename: 'page.html', content: Buffer.from('<html><script>alert(1)</script>') }], 415, 'Upload a PDF, JPEG, PNG or HEIC file.');
    await refuse([{ filename: 'photo.jpg', content: Buffer.from('MZ\x90\0\x03\0\0\0') }], 415, 'Upload a PDF, JPEG, PNG or HEIC file.');
    const mismatch = "This file's contents do not match its name or type. Upload a PDF, JPEG, PNG or HEIC file.";
    await refuse([{ filename: 'stub.pdf', contentType: 'image/png', content: PNG }], 415, mismatch);
    await refuse([{ filename: 'stub.png', contentType: 'application/pdf', content: PNG }], 415, mismatch);
    await refuse([], 400, 'Choose a file to upload.');
    await refuse(
      [
        { filename: 'a.pdf', content: PDF },
        { filename: 'b.pdf', content: PDF },
      ],
      400,
      'Upload one file at a time.',
    );
    // A JSON body on the upload route has no file.
    await expectError(t, { method: 'POST', url: documentsUrl(user.applicationUuid), headers: user.auth, payload: { documentType: 'PAYSTUB' } }, 400, ['Choose a file to upload.']);
    expect(await countRows(t, 'documents', 'application_uuid = $1', [user.applicationUuid])).toBe(0);
  });

  it('refuses a missing or unknown documentType with the field message, and too many parts', async () => {
    const t = app();
    const user = await applicant(t);
    const file = { filename: 'stub.pdf', content: PDF };
    const missing = await expectAnswer(t, upload(t, user.auth, user.applicationUuid, [file], {}), 400, 'api-errors');
    expect(missing.code).toBe('INVALID_REQUEST');
    expect(missing.fields).toEqual([expect.objectContaining({ pointer: '/documentType', messageKey: 'errors.keyword.required' })]);
    const unknown = await expectAnswer(t, upload(t, user.auth, user.applicationUuid, [file], { documentType: 'PASSPORT_SELFIE' }), 400, 'api-errors');
    expect(unknown.fields).toEqual([expect.objectContaining({ pointer: '/documentType', messageKey: 'errors.keyword.enum' })]);
    const tenParts = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, 'x']));
    await expectError(t, upload(t, user.auth, user.applicationUuid, [file], { documentType: 'PAYSTUB', ...tenParts }), 400, ['The request is not valid.']);
    expect(await countRows(t, 'documents', 'application_uuid = $1', [user.applicationUuid])).toBe(0);
  });

  it('stores ../../x\\r\\n.pdf under a server id as x.pdf and serves it with exact download headers', async () => {
    const t = app();
    const user = await applicant(t);
    // A browser sends CR and LF in a file name as %0D and %0A (HTML's form encoding).
    const res = await t.app.inject(upload(t, user.auth, user.applicationUuid, [{ filename: '../../x%0D%0A.pdf', contentType: 'application/pdf', content: PDF }]));
    expect(res.statusCode, res.body).toBe(201);
    const { uuid, fileName } = res.json();
    expect(fileName).toBe('x.pdf');
    const { rows } = await t.db.query<{ original_name: string }>('select original_name from documents where uuid = $1', [uuid]);
    expect(rows).toEqual([{ original_name: '../../x\r\n.pdf' }]);

    const download = await t.app.inject({ method: 'GET', url: `${documentsUrl(user.applicationUuid)}/${uuid}`, headers: user.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect({
      type: download.headers['content-type'],
      length: download.headers['content-length'],
      disposition: download.headers['content-disposition'],
      nosniff: download.headers['x-content-type-options'],
      csp: download.headers['content-security-policy'],
      cache: download.headers['cache-control'],
    }).toEqual({
      type: 'application/pdf',
      length: String(PDF.length),
      disposition: `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
      nosniff: 'nosniff',
      csp: "sandbox; default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      cache: 'no-store',
    });
  });

  it('keeps a Unicode name and a bidi override out of the download header', async () => {
    const t = app();
    const user = await applicant(t);
    const res = await t.app.inject(upload(t, user.auth, user.applicationUuid, [{ filename: 'Relevé\u202Efdp.png', contentType: 'image/png', content: PNG }]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('Relevéfdp.png');
    const download = await t.app.inject({ method: 'GET', url: `${documentsUrl(user.applicationUuid)}/${res.json().uuid}`, headers: user.auth });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Relev_fdp.png"; filename*=UTF-8''Relev%C3%A9fdp.png`);
  });

  it("answers 404 for another applicant's application, list and document, 404 for unknown ids, and 401 without a token", async () => {
    const t = app();
    const owner = await applicant(t);
    const other = await applicant(t);
    const doc = (await t.app.inject(upload(t, owner.auth, owner.applicationUuid, [{ filename: 'stub.pdf', content: PDF }]))).json();
    const ownUrls = [documentsUrl(owner.applicationUuid), `${documentsUrl(owner.applicationUuid)}/${doc.uuid}`];
    const notFoundBody = { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] };
    for (const url of ownUrls) {
      expect((await t.app.inject({ method: 'GET', url, headers: owner.auth })).statusCode, url).toBe(200);
      const foreign = await t.app.inject({ method: 'GET', url, headers: other.auth });
      expect([foreign.statusCode, foreign.json()], url).toEqual([404, notFoundBody]);
      const bare = await t.app.inject({ method: 'GET', url });
      expect([bare.statusCode, bare.json()], url).toEqual([401, { code: 'UNAUTHENTICATED', messageKey: 'refusals.unauthenticated', errors: ['unauthenticated'] }]);
    }
    // The owner's document id under the other applicant's own application: still not theirs.
    const crossed = await t.app.inject({ method: 'GET', url: `${documentsUrl(other.applicationUuid)}/${doc.uuid}`, headers: other.auth });
    expect([crossed.statusCode, crossed.json()]).toEqual([404, notFoundBody]);
    for (const url of [`${documentsUrl(owner.applicationUuid)}/${randomUUID()}`, `${documentsUrl(owner.applicationUuid)}/not-a-uuid`, documentsUrl(randomUUID()), documentsUrl('not-a-uuid')]) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
      expect([res.statusCode, res.json()], url).toEqual([404, notFoundBody]);
    }
    // Uploading into another applicant's application, or without a token: refused, nothing stored.
    const foreignUpload = await t.app.inject(upload(t, other.auth, owner.applicationUuid, [{ filename: 'stub.pdf', content: PDF }]));
    expect([foreignUpload.statusCode, foreignUpload.json()]).toEqual([404, notFoundBody]);
    const bareUpload = await t.app.inject(upload(t, {}, owner.applicationUuid, [{ filename: 'stub.pdf', content: PDF }]));
    expect(bareUpload.statusCode).toBe(401);
    expect(await countRows(t, 'documents', 'application_uuid = $1', [owner.applicationUuid])).toBe(1);
    expectSchema('api-document-list', (await t.app.inject({ method: 'GET', url: documentsUrl(other.applicationUuid), headers: other.auth })).json());
  });
});

// The client's file checks before an upload (lib/upload.ts): size (5 MB, 1024-based) and type
// (PDF, JPEG, PNG, HEIC) with the copy keys of the server's messages; and the multipart request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkUploadFile, formatFileSize, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, uploadDocument } from '../../src/client/lib/upload';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkUploadFile', () => {
  it('accepts the four types by their Content-Type', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['a.jpg', 'image/jpeg'], ['a.JPEG', 'image/jpeg'], ['a.png', 'image/png'], ['a.heic', 'image/heic']]) {
      expect(checkUploadFile(file(name!, type!)), name).toBeUndefined();
    }
  });

  it('accepts a HEIC the browser cannot name by its extension, and refuses an unnamed file without one', () => {
    expect(checkUploadFile(file('IMG_0001.HEIC', ''))).toBeUndefined();
    expect(checkUploadFile(file('scan', ''))).toBe('errors.upload.fileType');
    expect(checkUploadFile(file('scan.exe', 'application/octet-stream'))).toBe('errors.upload.fileType');
  });

  it('refuses other types, and a name that says another type than the Content-Type', () => {
    expect(checkUploadFile(file('a.gif', 'image/gif'))).toBe('errors.upload.fileType');
    expect(checkUploadFile(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('errors.upload.fileType');
    expect(checkUploadFile(file('paystub.pdf', 'image/png'))).toBe('errors.upload.fileType');
  });

  it('allows exactly 5 MB and refuses one byte more, and an empty file', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeUndefined();
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe('errors.upload.tooLarge');
    expect(checkUploadFile(file('a.pdf', 'application/pdf', 0))).toBe('errors.upload.empty');
  });

  it('offers the picker the same types', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png', 'image/heic', '.pdf', '.jpg', '.jpeg', '.png', '.heic']));
  });
});

describe('formatFileSize', () => {
  it('shows bytes, KB or MB, 1024-based', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('uploadDocument', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts one file part and the documentType field to the documents endpoint, and throws the server message', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const answers = [
      new Response(JSON.stringify({ uuid: 'd1', documentType: 'PAYSTUB', fileName: 'p.pdf', contentType: 'application/pdf', size: 4, createdAt: 'now' }), { status: 201 }),
      new Response(JSON.stringify({ code: 'FILE_TYPE', errors: ['This file type is not accepted.'] }), { status: 400 }),
    ];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answers.shift()!;
    });
    vi.stubGlobal('localStorage', { getItem: () => 'tok' });
    const uuid = '3f0c4a5e-1111-4222-8333-444455556666';
    const doc = await uploadDocument(uuid, new File(['%PDF'], 'p.pdf', { type: 'application/pdf' }), 'PAYSTUB', 'acme-lending');
    expect(doc.uuid).toBe('d1');
    expect(calls[0]!.url).toBe(`/service-application/api/v1/application/heloc/${uuid}/documents`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json', 'x-org': 'acme-lending', authorization: 'Bearer tok' });
    const form = calls[0]!.init.body as FormData;
    expect(form.get('documentType')).toBe('PAYSTUB');
    expect((form.get('file') as File).name).toBe('p.pdf');
    await expect(uploadDocument(uuid, new File(['x'], 'p.pdf'), 'PAYSTUB')).rejects.toThrow('This file type is not accepted.');
  });
});

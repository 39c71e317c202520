// Upload quotas over HTTP (catalogue U4, issue 23 item 3): per application and per applicant, in
// files and in bytes, with small quotas so the test stays fast. A file past the file count answers
// 429, past the bytes 413, before anything is stored; parallel uploads cannot pass the quota
// together. On PGlite and on PostgreSQL.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/core/contract/errors';
import { readConfig } from '../../src/server/config';
import { countRows } from './api-contract';
import { createUrl, databaseTargets, helocRequest, registerUser, startTestApp, type TestApp } from './harness';
import { repoRoot } from '../core/helpers';

const HELOC = '/service-application/api/v1/application/heloc';
const BOUNDARY = '----quota-test-boundary-51c2';
const QUOTA = { applicationFiles: 3, applicationBytes: 10_000, applicantFiles: 5, applicantBytes: 16_000 };

const FILES_REFUSED = { code: 'UPLOAD_QUOTA_FILES', messageKey: 'errors.upload.quotaFiles', errors: ['This file was not added because you have reached the limit of files you can upload. Please contact us if you need to send more.'] };
const BYTES_REFUSED = { code: 'UPLOAD_QUOTA_BYTES', messageKey: 'errors.upload.quotaBytes', errors: ['This file was not added because your uploads would exceed their total size limit. Please contact us if you need to send more.'] };

/** A file of exactly `size` bytes that is a PDF (its signature, then spaces). */
const pdfOfSize = (size: number): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

const head = (filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPAYSTUB\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;

const multipartBody = (content: Buffer): Buffer =>
  Buffer.concat([Buffer.from(head('stub.pdf')), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const BRANDS = { acme: 'acme.localhost', fairway: 'fairway.localhost' };

describe('upload quota settings and texts', () => {
  it('has defaults a real applicant never meets and reads each setting from the environment', () => {
    expect(readConfig({}).uploadQuota).toEqual({ applicationFiles: 25, applicationBytes: 104_857_600, applicantFiles: 50, applicantBytes: 209_715_200 });
    const env = { UPLOAD_MAX_FILES_PER_APPLICATION: '3', UPLOAD_MAX_BYTES_PER_APPLICATION: '10000', UPLOAD_MAX_FILES_PER_APPLICANT: '5', UPLOAD_MAX_BYTES_PER_APPLICANT: '16000' };
    expect(readConfig(env).uploadQuota).toEqual(QUOTA);
    expect(() => readConfig({ UPLOAD_MAX_FILES_PER_APPLICATION: '0' })).toThrow('UPLOAD_MAX_FILES_PER_APPLICATION must be an integer from 1 to 10000 (got "0")');
  });

  it('names the quota texts of copy/en/errors.json in the error catalogue, with their statuses', () => {
    const copy = JSON.parse(readFileSync(path.join(repoRoot, 'copy/en/errors.json'), 'utf8')).upload;
    expect([copy.quotaFiles, copy.quotaBytes]).toEqual([FILES_REFUSED.errors[0], BYTES_REFUSED.errors[0]]);
    expect(errorCatalogue).toMatchObject({
      UPLOAD_QUOTA_FILES: { status: 429, messageKey: 'errors.upload.quotaFiles' },
      UPLOAD_QUOTA_BYTES: { status: 413, messageKey: 'errors.upload.quotaBytes' },
    });
  });
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`upload quotas (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, { uploadQuota: QUOTA });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    /** A new applicant with an application on each brand host asked for. */
    async function applicant(...hosts: string[]) {
      const user = await registerUser(t.app);
      const applications: string[] = [];
      for (const host of hosts) {
        const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: { ...user.auth, host }, payload: helocRequest() });
        expect(res.statusCode, res.body).toBe(201);
        applications.push(res.json().uuid as string);
      }
      return { ...user, applications, hosts };
    }

    const upload = (auth: Record<string, string>, host: string, applicationUuid: string, size: number) =>
      t.app.inject({
        method: 'POST',
        url: `${HELOC}/${applicationUuid}/documents`,
        headers: { ...auth, host, ...multipartHeaders },
        payload: multipartBody(pdfOfSize(size)),
      });

    /** Status and body of each upload, in order. */
    async function uploads(auth: Record<string, string>, host: string, applicationUuid: string, sizes: number[]) {
      const answers = [];
      for (const size of sizes) {
        const res = await upload(auth, host, applicationUuid, size);
        answers.push(res.statusCode === 201 ? 201 : [res.statusCode, res.json()]);
      }
      return answers;
    }

    const stored = (applicationUuid: string) => countRows(t, 'documents', 'application_uuid = $1', [applicationUuid]);

    it("answers 429 for the application's file past its file quota, stores nothing, and keeps listing the others", async () => {
      const user = await applicant(BRANDS.acme);
      const [app] = user.applications as [string];
      expect(await uploads(user.auth, BRANDS.acme, app, [100, 100, 100, 100])).toEqual([201, 201, 201, [429, FILES_REFUSED]]);
      expect(await stored(app)).toBe(3);
      const list = await t.app.inject({ method: 'GET', url: `${HELOC}/${app}/documents`, headers: { ...user.auth, host: BRANDS.acme } });
      expect(list.json()).toHaveLength(3);
    });

    it("answers 413 for a file that would pass the application's byte quota; a file that fits to the byte is still taken", async () => {
      const user = await applicant(BRANDS.acme);
      const [app] = user.applications as [string];
      expect(await uploads(user.auth, BRANDS.acme, app, [6000, 4001, 4000, 10])).toEqual([201, [413, BYTES_REFUSED], 201, [413, BYTES_REFUSED]]);
      const { rows } = await t.db.query<{ n: number; bytes: number }>('select count(*)::int as n, sum(size)::int as bytes from documents where application_uuid = $1', [app]);
      expect(rows[0]).toEqual({ n: 2, bytes: 10_000 });
    });

    it("counts an applicant's files and bytes across their applications (one per brand)", async () => {
      const files = await applicant(BRANDS.acme, BRANDS.fairway);
      const [a, b] = files.applications as [string, string];
      expect(await uploads(files.auth, BRANDS.acme, a, [100, 100, 100])).toEqual([201, 201, 201]);
      // Application B holds two files, under its own quota of three, but the applicant has five.
      expect(await uploads(files.auth, BRANDS.fairway, b, [100, 100, 100])).toEqual([201, 201, [429, FILES_REFUSED]]);
      expect([await stored(a), await stored(b)]).toEqual([3, 2]);

      const bytes = await applicant(BRANDS.acme, BRANDS.fairway);
      const [c, d] = bytes.applications as [string, string];
      expect(await uploads(bytes.auth, BRANDS.acme, c, [6000, 4000])).toEqual([201, 201]);
      expect(await uploads(bytes.auth, BRANDS.fairway, d, [6000, 100])).toEqual([201, [413, BYTES_REFUSED]]);
      expect([await stored(c), await stored(d)]).toEqual([2, 1]);

      // Another applicant is not slowed by either.
      const other = await applicant(BRANDS.acme);
      expect(await uploads(other.auth, BRANDS.acme, other.applications[0]!, [100])).toEqual([201]);
    });

    it('lets parallel uploads of one applicant pass the quota only as far as it goes', async () => {
      const many = await applicant(BRANDS.acme);
      const [app] = many.applications as [string];
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(many.auth, BRANDS.acme, app, 100)));
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(await stored(app)).toBe(3);

      const big = await applicant(BRANDS.acme);
      const [bigApp] = big.applications as [string];
      const bigAnswers = await Promise.all(Array.from({ length: 4 }, () => upload(big.auth, BRANDS.acme, bigApp, 4000)));
      expect(bigAnswers.map((res) => res.statusCode).sort()).toEqual([201, 201, 413, 413]);
      expect(await stored(bigApp)).toBe(2);
    });

    it('refuses an upload to a full application without reading its body (the request is never ended)', async () => {
      const user = await applicant(BRANDS.acme);
      const [app] = user.applications as [string];
      expect(await uploads(user.auth, BRANDS.acme, app, [100, 100, 100])).toEqual([201, 201, 201]);
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${HELOC}/${app}/documents`, headers: { ...user.auth, host: BRANDS.acme, ...multipartHeaders } });
      request.on('error', () => undefined);
      const answered = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve) => {
        request.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        });
      });
      request.write(head('more.pdf'));
      request.write(pdfOfSize(64 * 1024));
      const answer = await answered;
      request.destroy();
      expect(answer).toEqual({ status: 429, connection: 'close', body: JSON.stringify(FILES_REFUSED) });
      expect(await stored(app)).toBe(3);
    }, 20_000);
  });
}

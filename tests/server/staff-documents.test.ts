// Staff open an applicant's uploads from the console (issue 31 item 9) over HTTP on both databases:
// a member of the application's brand gets the bytes exactly as uploaded, as an attachment of their
// content type (a condition's document before the condition is cleared, and the ID document); staff
// of another brand, an applicant's token and a document of another application find nothing; every
// open and every refusal is in staff_audit.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { conditionRoutes } from '../../src/core/contract/condition-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, createUrl, startTestApp, type TestApp } from './harness';
import { images, injectApi } from './journey';

const staffPassword = 'Quartz-Lantern-83!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`staff documents (${target.kind})`, () => {
    let t: TestApp;
    const tokens: Record<'acme' | 'fairway', { jwt: string; uuid: string }> = { acme: { jwt: '', uuid: '' }, fairway: { jwt: '', uuid: '' } };
    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

    async function applicant() {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = created.json().uuid as string;
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      return { uuid, auth: user.auth };
    }
    const upload = async (uuid: string, auth: Record<string, string>, documentType: string, file: { name: string; type: string; bytes: Buffer | Uint8Array }) => {
      const reply = await injectApi(t.app, auth).upload(apiRoutes.documents.path({ uuid }), documentType, file);
      expect(reply.status).toBe(201);
      return (reply.body as { uuid: string }).uuid;
    };
    const open = (uuid: string, documentUuid: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: staffApiRoutes.document.path({ uuid, documentUuid }), headers });
    const audits = async (staffUuid: string) =>
      (await t.db.query<{ action: string; application_uuid: string | null; details: Record<string, unknown> }>("select action, application_uuid, details from staff_audit where staff_uuid = $1 and action = 'view-document' order by id", [staffUuid])).rows;

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
      for (const [who, org] of [['acme', 'acme-lending'], ['fairway', 'fairway']] as const) {
        const email = `documents-${who}-${randomUUID()}@staff.example`;
        await addStaff(t.db, { email, name: 'Di Staff', orgs: [org], password: staffPassword }, path.join(repoRoot, 'brands'));
        const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
        expect(res.statusCode, res.body).toBe(200);
        tokens[who] = { jwt: res.json().jwt as string, uuid: res.json().staff.uuid as string };
      }
    }, 120_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('a member of the brand opens a condition document before clearing it and the ID document: 200, the uploaded bytes, as an attachment of their type; audited', async () => {
      const app = await applicant();
      const staff = bearer(tokens.acme.jwt);
      const raised = await t.app.inject({ method: 'POST', url: staffApiRoutes.conditions.path({ uuid: app.uuid }), headers: staff, payload: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'], numDocsRequired: 1 } });
      expect(raised.statusCode, raised.body).toBe(201);
      const conditionUuid = raised.json().uuid as string;
      const letter = await upload(app.uuid, app.auth, 'BANK_LETTER', { name: 'bank letter.pdf', type: 'application/pdf', bytes: PDF });
      const answered = await t.app.inject({ method: 'POST', url: conditionRoutes.conditionAnswer.path({ uuid: app.uuid, conditionUuid }), headers: app.auth, payload: { documentUuids: [letter] } });
      expect(answered.statusCode, answered.body).toBe(200);
      const idFront = await upload(app.uuid, app.auth, 'ID_FRONT', { name: 'front.png', type: 'image/png', bytes: images.png });

      // The condition names the letter and is not cleared yet.
      const conditions = (await t.app.inject({ method: 'GET', url: staffApiRoutes.conditions.path({ uuid: app.uuid }), headers: staff })).json() as Array<{ uuid: string; state: string; documents: string[] }>;
      expect(conditions.find((c) => c.uuid === conditionUuid)).toMatchObject({ state: 'ANSWERED', documents: [letter] });

      const pdf = await open(app.uuid, letter, staff);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(sha(pdf.rawPayload)).toBe(sha(PDF));
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="bank letter.pdf"; filename*=UTF-8''bank%20letter.pdf`);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.headers['cache-control']).toBe('no-store');
      const png = await open(app.uuid, idFront, staff);
      expect(png.statusCode, png.body).toBe(200);
      expect(Buffer.compare(png.rawPayload, Buffer.from(images.png))).toBe(0);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-disposition']).toMatch(/^attachment; filename="front\.png"/);

      expect(await audits(tokens.acme.uuid)).toEqual([
        { action: 'view-document', application_uuid: app.uuid, details: { document: letter, found: true } },
        { action: 'view-document', application_uuid: app.uuid, details: { document: idFront, found: true } },
      ]);
    });

    it('another brand’s staff, an applicant’s token, no token and a document of another application find nothing (404 / 401), each refusal audited', async () => {
      const app = await applicant();
      const other = await applicant();
      const letter = await upload(app.uuid, app.auth, 'BANK_LETTER', { name: 'letter.pdf', type: 'application/pdf', bytes: PDF });
      const theirs = await upload(other.uuid, other.auth, 'PAYSTUB', { name: 'stub.pdf', type: 'application/pdf', bytes: PDF });
      const before = (await audits(tokens.acme.uuid)).length;

      const fairway = await open(app.uuid, letter, bearer(tokens.fairway.jwt));
      expect([fairway.statusCode, fairway.json().code]).toEqual([404, 'NOT_FOUND']);
      expect(await audits(tokens.fairway.uuid)).toEqual([{ action: 'view-document', application_uuid: null, details: { found: false } }]);

      // The applicant's own token on the console's route: as if it did not exist.
      expect((await open(app.uuid, letter, app.auth)).statusCode).toBe(404);
      expect((await open(app.uuid, letter, {})).statusCode).toBe(401);

      // A document id of another application, under this application; an id that is none.
      const staff = bearer(tokens.acme.jwt);
      expect((await open(app.uuid, theirs, staff)).statusCode).toBe(404);
      expect((await open(app.uuid, randomUUID(), staff)).statusCode).toBe(404);
      expect((await open(app.uuid, 'not-a-uuid', staff)).statusCode).toBe(404);
      expect((await audits(tokens.acme.uuid)).slice(before)).toEqual([
        { action: 'view-document', application_uuid: app.uuid, details: { document: null, found: false } },
        { action: 'view-document', application_uuid: app.uuid, details: { document: null, found: false } },
        { action: 'view-document', application_uuid: app.uuid, details: { document: null, found: false } },
      ]);
    });
  });
}

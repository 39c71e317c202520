// Closing documents and signing over HTTP (issue 14): the PDFs are generated once per entry into
// GEN_NOTE_SIGNING, each readable only by its application's signer (404 for anyone else), its
// bytes hashing to the listed SHA-256; E-SIGN consent comes first and needs the code printed in its
// PDF; each signature is bound to its document's hash; consents and signatures leave append-only
// evidence (text hash, brand, locale, flow version, time, client address, user agent); an owner on
// title who has not signed (Codeed persona) sends the application to signing/additional.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { validatorsById } from '../../src/generated/validators/schemas';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';
import { acceptOffer, injectApi, linkPayroll, statusOf, submitApplication, submitIdentity, type Api } from './journey';
import { waitFor } from './closing-journey';

type Listed = { esignConsented: boolean; documents: Array<{ uuid: string; kind: string; copyNumber: number; requiresSignature: boolean; sha256: string; signedAt: string | null }> };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`closing documents and signing (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const reach = (api: Api, uuid: string, wanted: string) => waitFor(api, uuid, wanted, 40_000);

    /** A new applicant whose application has reached NOTE_SIGNING with its documents generated. */
    async function atSigning(lastName = 'Applicant') {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName }) });
      const { uuid } = created.json() as { uuid: string };
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      const api = injectApi(t.app, user.auth);
      await acceptOffer(api, uuid);
      await submitApplication(api, uuid);
      await reach(api, uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, uuid);
      await reach(api, uuid, 'IDENTITY_VERIFICATION');
      await submitIdentity(api, uuid);
      await reach(api, uuid, 'NOTE_SIGNING');
      return { user, uuid, api };
    }
    const list = async (auth: Record<string, string>, uuid: string) => t.app.inject({ method: 'GET', url: closingRoutes.closingDocuments.path({ uuid }), headers: auth });
    const download = (auth: Record<string, string>, uuid: string, documentUuid: string) =>
      t.app.inject({ method: 'GET', url: closingRoutes.closingDocument.path({ uuid, documentUuid }), headers: auth });
    const event = async (auth: Record<string, string>, uuid: string, type: string, answers?: object, headers: Record<string, string> = {}) => {
      const { version } = await statusOf(injectApi(t.app, auth), uuid);
      return t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: { ...auth, ...headers }, payload: { type, version, ...(answers ? { answers } : {}) } });
    };
    const confirmationCode = async (uuid: string) =>
      (await t.db.query<{ c: string }>("select confirmation_code as c from closing_documents where application_uuid = $1 and kind = 'ESIGN_CONSENT'", [uuid])).rows[0]!.c;

    let signing: Awaited<ReturnType<typeof atSigning>>;
    let other: Awaited<ReturnType<typeof atSigning>>;
    beforeAll(async () => {
      [signing, other] = await Promise.all([atSigning(), atSigning()]);
    }, 120_000);

    it('lists the documents of the application, each download hashing to its listed SHA-256', async () => {
      const res = await list(signing.user.auth, signing.uuid);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Listed;
      expect(validatorsById['api-closing-documents']!(body), JSON.stringify(validatorsById['api-closing-documents']!.errors)).toBe(true);
      expect(body.esignConsented).toBe(false);
      expect(body.documents.map((d) => [d.kind, d.copyNumber])).toEqual([
        ['ESIGN_CONSENT', 1],
        ['HELOC_AGREEMENT', 1],
        ['TIL_DISCLOSURES', 1],
        ['RIGHT_TO_CANCEL', 1],
        ['RIGHT_TO_CANCEL', 2],
      ]);
      for (const d of body.documents) {
        const pdf = await download(signing.user.auth, signing.uuid, d.uuid);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+(-copy-2)?\.pdf"$/);
        expect(pdf.headers['cache-control']).toBe('no-store');
        expect(sha256(pdf.rawPayload)).toBe(d.sha256);
      }
      // Stored with the flow and brand versions that produced them.
      const rows = await t.db.query<{ flow_id: string; flow_version: string; brand_version: string; organization_code: string; locale: string }>(
        'select flow_id, flow_version, brand_version, organization_code, locale from closing_documents where application_uuid = $1',
        [signing.uuid],
      );
      expect(rows.rows.every((r) => r.flow_id === 'heloc-application' && /^[0-9a-f]{16}$/.test(r.flow_version) && /^[0-9a-f]{16}$/.test(r.brand_version))).toBe(true);
      expect(new Set(rows.rows.map((r) => `${r.organization_code}/${r.locale}`))).toEqual(new Set(['acme-lending/en']));
    });

    it("answers 404 to another applicant for the list and for every document, and for another application's document", async () => {
      const mine = (await list(signing.user.auth, signing.uuid)).json() as Listed;
      const theirs = (await list(other.user.auth, other.uuid)).json() as Listed;
      expect((await list(other.user.auth, signing.uuid)).statusCode).toBe(404);
      for (const d of mine.documents) expect((await download(other.user.auth, signing.uuid, d.uuid)).statusCode).toBe(404);
      // Their own application's path with my document's id: still nothing.
      expect((await download(other.user.auth, other.uuid, mine.documents[1]!.uuid)).statusCode).toBe(404);
      expect((await download(signing.user.auth, signing.uuid, theirs.documents[1]!.uuid)).statusCode).toBe(404);
      expect((await download(signing.user.auth, signing.uuid, 'not-a-uuid')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: closingRoutes.closingDocuments.path({ uuid: signing.uuid }) })).statusCode).toBe(401);
    });

    it('refuses a signature before the E-SIGN consent, and a consent with a code that is not the PDF\'s', async () => {
      const { documents } = (await list(other.user.auth, other.uuid)).json() as Listed;
      const agreement = documents.find((d) => d.kind === 'HELOC_AGREEMENT')!;
      const early = await event(other.user.auth, other.uuid, 'SIGN_DOCUMENT', { documentUuid: agreement.uuid, sha256: agreement.sha256, signatureName: 'Pat Applicant', agree: true });
      expect(early.statusCode).toBe(409);
      const code = await confirmationCode(other.uuid);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await event(other.user.auth, other.uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: wrong });
      expect([refused.statusCode, (refused.json() as { code: string }).code]).toEqual([400, 'ESIGN_CODE_MISMATCH']);
      const unchecked = await event(other.user.auth, other.uuid, 'GIVE_ESIGN_CONSENT', { consent: false, confirmationCode: code });
      expect(unchecked.statusCode).toBe(400);
      expect(Number((await t.db.query<{ n: number }>('select count(*)::int as n from signing_evidence where application_uuid = $1', [other.uuid])).rows[0]!.n)).toBe(0);
    });

    it('records the consent and each signature with their evidence, bound to the stored bytes, then seals the envelope', async () => {
      const { auth } = signing.user;
      const code = await confirmationCode(signing.uuid);
      const consent = await event(auth, signing.uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: code }, { 'user-agent': 'SigningTest/1.0', 'x-forwarded-for': nextIp() });
      expect(consent.statusCode).toBe(200);
      const { documents, esignConsented } = (await list(auth, signing.uuid)).json() as Listed;
      expect(esignConsented).toBe(true);
      const toSign = documents.filter((d) => d.requiresSignature);
      expect(toSign.map((d) => d.kind)).toEqual(['HELOC_AGREEMENT', 'TIL_DISCLOSURES', 'RIGHT_TO_CANCEL']);
      // A hash that is not the stored bytes' (an altered copy): refused, nothing recorded.
      const altered = await event(auth, signing.uuid, 'SIGN_DOCUMENT', { documentUuid: toSign[0]!.uuid, sha256: '0'.repeat(64), signatureName: 'Pat Applicant', agree: true });
      expect([altered.statusCode, (altered.json() as { code: string }).code]).toEqual([409, 'DOCUMENT_CHANGED']);
      expect((await event(auth, signing.uuid, 'FINISH_SIGNING')).statusCode).toBe(409);
      for (const d of toSign) {
        const bytes = (await download(auth, signing.uuid, d.uuid)).rawPayload;
        const signed = await event(auth, signing.uuid, 'SIGN_DOCUMENT', { documentUuid: d.uuid, sha256: sha256(bytes), signatureName: 'Pat Applicant', agree: true }, { 'user-agent': 'SigningTest/1.0' });
        expect(signed.statusCode, signed.body).toBe(200);
      }
      // Signed once: a second signature of the same document is refused.
      const again = await event(auth, signing.uuid, 'SIGN_DOCUMENT', { documentUuid: toSign[0]!.uuid, sha256: toSign[0]!.sha256, signatureName: 'Pat Applicant', agree: true });
      expect(again.statusCode).toBe(409);
      const evidence = await t.db.query<Record<string, unknown>>('select * from signing_evidence where application_uuid = $1 order by id', [signing.uuid]);
      expect(evidence.rows.map((r) => r.kind)).toEqual(['ESIGN_CONSENT', 'SIGNATURE', 'SIGNATURE', 'SIGNATURE']);
      const copyTree = JSON.parse(JSON.stringify((await import('../../copy/en/signing.json')).default));
      expect(evidence.rows[0]!.text_sha256).toBe(createHash('sha256').update(JSON.stringify(copyTree.esign)).digest('hex'));
      expect(evidence.rows[1]!.text_sha256).toBe(createHash('sha256').update(JSON.stringify(copyTree.sign.statement)).digest('hex'));
      for (const row of evidence.rows) {
        expect(row).toMatchObject({ organization_code: 'acme-lending', locale: 'en', flow_id: 'heloc-application', user_agent: 'SigningTest/1.0', client_ip: '127.0.0.1' });
        expect(String(row.brand_version)).toMatch(/^[0-9a-f]{16}$/);
        expect(String(row.flow_version)).toMatch(/^[0-9a-f]{16}$/);
        expect(row.at).toBeTruthy();
      }
      for (const [i, d] of toSign.entries()) expect([evidence.rows[i + 1]!.document_uuid, evidence.rows[i + 1]!.document_sha256]).toEqual([d.uuid, d.sha256]);
      const listed = (await list(auth, signing.uuid)).json() as Listed;
      expect(listed.documents.filter((d) => d.signedAt).map((d) => d.uuid)).toEqual(toSign.map((d) => d.uuid));
      expect((await event(auth, signing.uuid, 'FINISH_SIGNING')).statusCode).toBe(200);
      // Signed: the notary's documents follow (GEN_NOTARY_DISCLOSURE, a pipeline step), then notary/intro.
      await reach(signing.api, signing.uuid, 'NOTARY_WAITING_PERIOD');
      const ledger = await t.db.query<{ n: number }>("select count(*)::int as n from provider_ledger where provider = 'esign' and idempotency_key like $1", [`${signing.uuid}:%`]);
      // One preparation per document and one envelope.
      expect(ledger.rows[0]!.n).toBe(documents.length + 1);
    });

    it('keeps the evidence and the documents as they were: UPDATE and DELETE are refused', async () => {
      await expect(t.db.query("update signing_evidence set signature_name = 'X' where application_uuid = $1", [signing.uuid])).rejects.toThrow(/append-only/);
      await expect(t.db.query('delete from signing_evidence where application_uuid = $1', [signing.uuid])).rejects.toThrow(/append-only/);
      await expect(t.db.query("update closing_documents set sha256 = 'x' where application_uuid = $1", [signing.uuid])).rejects.toThrow(/never changed/);
    });

    it('generates each document once per entry into GEN_NOTE_SIGNING, even when the step runs again', async () => {
      const counts = await t.db.query<{ kind: string; copy_number: number; n: number }>(
        'select kind, copy_number, count(*)::int as n from closing_documents where application_uuid = $1 group by kind, copy_number',
        [other.uuid],
      );
      expect(counts.rows.every((r) => r.n === 1)).toBe(true);
      expect(counts.rows).toHaveLength(5);
      // The step again under the same idempotency key (a retried job): nothing new is stored.
      const step = await t.db.query<{ version: number }>("select version from pipeline_steps where application_uuid = $1 and status = 'GEN_NOTE_SIGNING'", [other.uuid]);
      expect(step.rows).toHaveLength(1);
      const record = (await import('../../src/server/services/application-records')).loadApplicationRecord;
      const application = (await record(t.db, other.uuid))!;
      const { createStepRunners } = await import('../../src/server/jobs/steps');
      const runners = createStepRunners({
        db: t.db,
        providers: t.ctx.providers,
        brandOf: (code) => t.ctx.orgs.require(code),
        closingClock: (await import('../../src/server/closing-clock')).createClosingClock(t.ctx.now),
        now: () => new Date(),
        sensitive: t.ctx.sensitive,
        copy: t.ctx.copy,
        machineOf: (product) => t.ctx.pipeline.machines.forProduct(product),
      });
      const generation = (await t.db.query<{ generation: string }>('select generation from closing_documents where application_uuid = $1 limit 1', [other.uuid])).rows[0]!.generation;
      const before = (await list(other.user.auth, other.uuid)).json() as Listed;
      const result = await runners.run('signingDocuments', application, generation);
      expect(result.outcome).toBe('DOCUMENTS_READY');
      const after = (await list(other.user.auth, other.uuid)).json() as Listed;
      expect(after.documents.map((d) => [d.uuid, d.sha256])).toEqual(before.documents.map((d) => [d.uuid, d.sha256]));
      expect(Number((await t.db.query<{ n: number }>('select count(*)::int as n from closing_documents where application_uuid = $1', [other.uuid])).rows[0]!.n)).toBe(5);
      // The code of the stored PDF is kept (not the retry's new one).
      expect(result.facts?.esignCode).toBe(await confirmationCode(other.uuid));
    });

    it('sends an application whose other owner on title has not signed to signing/additional, then waits for the invited signer', async () => {
      const codeed = await atSigning('Codeed');
      const { auth } = codeed.user;
      expect((await event(auth, codeed.uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: await confirmationCode(codeed.uuid) })).statusCode).toBe(200);
      const { documents } = (await list(auth, codeed.uuid)).json() as Listed;
      for (const d of documents.filter((x) => x.requiresSignature)) {
        expect((await event(auth, codeed.uuid, 'SIGN_DOCUMENT', { documentUuid: d.uuid, sha256: d.sha256, signatureName: 'Pat Codeed', agree: true })).statusCode).toBe(200);
      }
      expect((await event(auth, codeed.uuid, 'FINISH_SIGNING')).statusCode).toBe(200);
      await reach(codeed.api, codeed.uuid, 'CO_DEED_REQ');
      const refused = await event(auth, codeed.uuid, 'INVITE_CO_DEEDER', { name: { firstName: 'Sam' }, email: 'not-an-email' });
      expect(refused.statusCode).toBe(400);
      const invited = await event(auth, codeed.uuid, 'INVITE_CO_DEEDER', { name: { firstName: 'Sam', lastName: 'Owner' }, email: 'sam.owner@example.com' });
      expect(invited.statusCode, invited.body).toBe(200);
      // The invited signer has not signed yet: the envelope waits (their signing: participants.test.ts).
      await reach(codeed.api, codeed.uuid, 'WAITING_FOR_CO_DEED');
    }, 90_000);
  });
}

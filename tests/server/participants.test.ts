// Participants over HTTP (issue 16): the applicant invites an additional signer from
// signing/additional (INVITE_CO_DEEDER), the mailed link's token sets the signer's password once
// (then it is spent; an expired one is refused), the signer logs in, reads the co-deed status,
// verifies their own identity, gives their own E-SIGN consent with the code of the consent's PDF
// (before it, a signature is refused 409 ESIGN_CONSENT_REQUIRED; evidence names their participant
// id) and signs the documents an owner on title signs; then the e-sign
// step sees every signer signed and the application moves on. A signer of application A gets 404
// on application B and on the applicant-only routes; an applicant asking the co-deed status gets 400.
// Staff add a signer through the console's API, audited without personal data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { createStaffAccount } from '../../src/server/staff/accounts';
import { validatorsById } from '../../src/generated/validators/schemas';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';
import { acceptOffer, images, injectApi, linkPayroll, statusOf, submitApplication, submitIdentity } from './journey';
import { waitFor } from './closing-journey';

const SIGNER_PASSWORD = 'Harbor-Willow-58!';
const STAFF_PASSWORD = 'Quartz-Lantern-83!';
type Auth = Record<string, string>;

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`participants and the co-signer (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const bearer = (jwt: string): Auth => ({ authorization: `Bearer ${jwt}` });
    const get = (url: string, headers: Auth) => t.app.inject({ method: 'GET', url, headers });
    const post = (url: string, headers: Auth, payload: object) => t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() });

    /** A new applicant (last name Codeed: the e-sign step wants another owner on title) at CO_DEED_REQ. */
    async function atCoDeed() {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName: 'Codeed' }) });
      const { uuid } = created.json() as { uuid: string };
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      const api = injectApi(t.app, user.auth);
      await acceptOffer(api, uuid);
      await submitApplication(api, uuid);
      await waitFor(api, uuid, 'INCOME_VERIFICATION', 40_000);
      await linkPayroll(api, uuid);
      await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 40_000);
      await submitIdentity(api, uuid);
      await waitFor(api, uuid, 'NOTE_SIGNING', 40_000);
      const code = (await t.db.query<{ c: string }>("select confirmation_code as c from closing_documents where application_uuid = $1 and kind = 'ESIGN_CONSENT'", [uuid])).rows[0]!.c;
      await event(user.auth, uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: code });
      const listed = (await get(closingRoutes.closingDocuments.path({ uuid }), user.auth)).json() as { documents: Array<{ uuid: string; sha256: string; requiresSignature: boolean }> };
      for (const d of listed.documents.filter((x) => x.requiresSignature)) {
        await event(user.auth, uuid, 'SIGN_DOCUMENT', { documentUuid: d.uuid, sha256: d.sha256, signatureName: 'Pat Codeed', agree: true });
      }
      await event(user.auth, uuid, 'FINISH_SIGNING');
      await waitFor(api, uuid, 'CO_DEED_REQ', 40_000);
      return { user, uuid, api };
    }
    async function event(auth: Auth, uuid: string, type: string, answers?: object) {
      const { version } = await statusOf(injectApi(t.app, auth), uuid);
      const res = await t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: auth, payload: { type, version, ...(answers ? { answers } : {}) } });
      return res;
    }
    /** The invitation's token, read off the newest mail to `email` in the sandbox outbox. */
    async function tokenMailedTo(email: string): Promise<string> {
      const { rows } = await t.db.query<{ body: string }>('select body from mail_outbox where to_address = $1 order by id desc limit 1', [email]);
      const link = /(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(rows[0]?.body ?? '');
      if (!link) throw new Error(`no invitation mailed to ${email}`);
      return new URL(link[1]!).searchParams.get('token')!;
    }

    let a: Awaited<ReturnType<typeof atCoDeed>>;
    let b: Awaited<ReturnType<typeof atCoDeed>>;
    const signerEmail = `sam-${randomUUID()}@example.com`;
    let signerAuth: Auth;

    beforeAll(async () => {
      [a, b] = await Promise.all([atCoDeed(), atCoDeed()]);
    }, 180_000);

    it('invites a co-signer from signing/additional, mails a single-use link that sets their password', async () => {
      const invited = await event(a.user.auth, a.uuid, 'INVITE_CO_DEEDER', { name: { firstName: 'Sam', lastName: 'Owner' }, email: signerEmail });
      expect(invited.statusCode, invited.body).toBe(200);
      expect((invited.json() as { status: string }).status).toBe('WAITING_FOR_CO_DEED');
      const token = await tokenMailedTo(signerEmail);
      // The mail names who applied, for what, on which property and with which lender (issue 31: never "a Acme Lending, Inc. home equity line").
      const mail = (await t.db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where to_address = $1 order by id desc limit 1', [signerEmail])).rows[0]!;
      expect(mail.subject).toBe("Your signature is needed on Pat Codeed's application with Acme Lending, Inc.");
      expect(mail.body.split('\n\n').slice(0, 2)).toEqual([
        'Hello Sam,',
        'Pat Codeed applied to Acme Lending, Inc. for a home equity line of credit, secured by the property at 100 Main St, Springfield, CA 94105. As an owner on title of that property, you need to sign some documents too, even though you are not borrowing. To set your password, verify your identity and sign, open this link within 7 days:',
      ]);
      expect(mail.body).not.toMatch(/\ba Acme/);
      const stored = await t.db.query<{ h: string }>('select invitation_token_hash as h from application_participants where application_uuid = $1', [a.uuid]);
      expect(stored.rows[0]!.h).not.toContain(token);
      const weak = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token, password: 'short' });
      expect(weak.statusCode).toBe(400);
      const accepted = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token, password: SIGNER_PASSWORD });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect((accepted.json() as { applicationUuid: string }).applicationUuid).toBe(a.uuid);
      const again = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token, password: SIGNER_PASSWORD });
      expect(again.statusCode).toBe(400);
      expect((again.json() as { code: string }).code).toBe('INVITATION_INVALID');
      // Then the customer login signs them in; their identity says CO_DEEDER.
      const login = await post(apiRoutes.login.path({ role: 'customer' }), {}, { email: signerEmail, password: SIGNER_PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      signerAuth = bearer((login.json() as { jwt: string }).jwt);
      expect(((await get(apiRoutes.identity.path({ version: 'v1' }), signerAuth)).json() as { profileType: string }).profileType).toBe('CO_DEEDER');
    });

    it("ends a co-signer's session that opens the applicants' area (401, then the token is dead)", async () => {
      const login = await post(apiRoutes.login.path({ role: 'customer' }), {}, { email: signerEmail, password: SIGNER_PASSWORD });
      const other = bearer((login.json() as { jwt: string }).jwt);
      expect((await get(apiRoutes.list.path({}), other)).statusCode).toBe(401);
      expect((await get(signerApiRoutes.coDeedStatus.path({}), other)).statusCode).toBe(401);
      // The applicant's own list is untouched.
      expect((await get(apiRoutes.list.path({}), a.user.auth)).statusCode).toBe(200);
    });

    it('refuses an expired invitation', async () => {
      const email = `late-${randomUUID()}@example.com`;
      const jwt = await staffToken();
      expect((await post(staffApiRoutes.additionalSigners.path({ uuid: b.uuid }), bearer(jwt), { firstName: 'Lee', lastName: 'Late', email })).statusCode).toBe(201);
      const token = await tokenMailedTo(email);
      await t.db.query("update application_participants set invitation_expires_at = now() - interval '1 minute' where email = $1", [email]);
      const res = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token, password: SIGNER_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { code: string }).code).toBe('INVITATION_INVALID');
    });

    it('answers the co-deed status only to an additional signer (400 to an applicant)', async () => {
      const status = await get(signerApiRoutes.coDeedStatus.path({}), signerAuth);
      expect(status.statusCode, status.body).toBe(200);
      const body = status.json();
      expect(validatorsById['api-co-deed-status']!(body), JSON.stringify(validatorsById['api-co-deed-status']!.errors)).toBe(true);
      expect(body).toMatchObject({ applicationUuid: a.uuid, identityVerified: false, signed: false });
      const applicant = await get(signerApiRoutes.coDeedStatus.path({}), a.user.auth);
      expect(applicant.statusCode).toBe(400);
      expect((applicant.json() as { code: string }).code).toBe('NOT_A_SIGNER');
      expect((await get(signerApiRoutes.coDeedStatus.path({}), {})).statusCode).toBe(401);
    });

    it("gives a co-signer 404 on another application, and ends their session on the applicant's own routes", async () => {
      for (const url of [signerApiRoutes.documents.path({ uuid: b.uuid }), apiRoutes.documents.path({ uuid: b.uuid })]) {
        expect((await get(url, signerAuth)).statusCode, url).toBe(404);
      }
      // The applicants' area (issue 23): 401 and the session revoked, on a session of its own each.
      const applicantOnly = [
        apiRoutes.application.path({ uuid: a.uuid }),
        apiRoutes.offers.path({ uuid: a.uuid }),
        apiRoutes.summary.path({ uuid: a.uuid }),
        apiRoutes.status.path({ uuid: a.uuid }),
        closingRoutes.closingDocuments.path({ uuid: a.uuid }),
      ];
      for (const url of [...applicantOnly, apiRoutes.events.path({ uuid: a.uuid })]) {
        const login = await post(apiRoutes.login.path({ role: 'customer' }), {}, { email: signerEmail, password: SIGNER_PASSWORD });
        const session = bearer((login.json() as { jwt: string }).jwt);
        const res = applicantOnly.includes(url) ? await get(url, session) : await t.app.inject({ method: 'POST', url, headers: session, payload: { type: 'FINISH_SIGNING', version: 1 } });
        expect(res.statusCode, url).toBe(401);
        expect((await get(signerApiRoutes.coDeedStatus.path({}), session)).statusCode, url).toBe(401);
      }
      expect((await get(signerApiRoutes.coDeedStatus.path({}), signerAuth)).statusCode).toBe(200);
      // And the applicant gets 404 on the signer's own routes.
      expect((await get(signerApiRoutes.documents.path({ uuid: a.uuid }), a.user.auth)).statusCode).toBe(404);
    });

    it('lets the co-signer verify their own identity, consent to e-sign and sign; then the e-sign step moves the application on', async () => {
      const docs = injectApi(t.app, signerAuth);
      const front = await docs.upload(apiRoutes.documents.path({ uuid: a.uuid }), 'ID_FRONT', { name: 'front.png', type: 'image/png', bytes: images.png });
      expect(front.status).toBe(201);
      // The signer's upload is theirs: the applicant's list does not show it, theirs does.
      expect(((await get(apiRoutes.documents.path({ uuid: a.uuid }), a.user.auth)).json() as Array<{ uuid: string }>).map((d) => d.uuid)).not.toContain((front.body as { uuid: string }).uuid);
      expect(((await get(apiRoutes.documents.path({ uuid: a.uuid }), signerAuth)).json() as Array<{ uuid: string }>).map((d) => d.uuid)).toEqual([(front.body as { uuid: string }).uuid]);
      const listed = (await get(signerApiRoutes.documents.path({ uuid: a.uuid }), signerAuth)).json() as { documents: Array<{ uuid: string; sha256: string; kind: string }> };
      expect(listed.documents.map((d) => d.kind)).toEqual(['HELOC_AGREEMENT', 'RIGHT_TO_CANCEL']);
      const sign = (d: { uuid: string; sha256: string }) => post(signerApiRoutes.signatures.path({ uuid: a.uuid }), signerAuth, { documentUuid: d.uuid, sha256: d.sha256, signatureName: 'Sam Owner', agree: true });
      // Not before their identity is verified.
      expect((await sign(listed.documents[0]!)).statusCode).toBe(409);
      const checked = await post(signerApiRoutes.identity.path({ uuid: a.uuid }), signerAuth, { documentType: 'US_PASSPORT', frontDocumentId: (front.body as { uuid: string }).uuid });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json()).toEqual({ identityVerification: 'VERIFIED' });
      // Not before their own E-SIGN consent (issue 31): 409 with its code, and nothing stored.
      const early = await sign(listed.documents[0]!);
      expect(early.statusCode).toBe(409);
      expect((early.json() as { code: string }).code).toBe('ESIGN_CONSENT_REQUIRED');
      expect((await get(signerApiRoutes.coDeedStatus.path({}), signerAuth)).json()).toMatchObject({ identityVerified: true, esignConsented: false, signed: false });
      const consentDoc = (listed as unknown as { esignConsent: { uuid: string; sha256: string; kind: string; consentedAt: string | null } }).esignConsent;
      expect(consentDoc).toMatchObject({ kind: 'ESIGN_CONSENT', consentedAt: null });
      // They open the consent's PDF (its bytes are the listed hash's) and type the code it prints.
      const consentPdf = await get(closingRoutes.closingDocument.path({ uuid: a.uuid, documentUuid: consentDoc.uuid }), signerAuth);
      expect(consentPdf.statusCode).toBe(200);
      expect(consentPdf.headers['x-content-sha256']).toBe(consentDoc.sha256);
      const code = (await t.db.query<{ c: string }>("select confirmation_code as c from closing_documents where uuid = $1", [consentDoc.uuid])).rows[0]!.c;
      const consent = (body: object) => post(signerApiRoutes.esignConsent.path({ uuid: a.uuid }), signerAuth, body);
      const wrong = await consent({ consent: true, confirmationCode: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect((wrong.json() as { code: string }).code).toBe('ESIGN_CODE_MISMATCH');
      const unticked = await consent({ consent: false, confirmationCode: code });
      expect(unticked.statusCode).toBe(400);
      expect((unticked.json() as { code: string }).code).toBe('INVALID_REQUEST');
      // The applicant cannot give it for them (404: not a signer of it).
      expect((await post(signerApiRoutes.esignConsent.path({ uuid: a.uuid }), a.user.auth, { consent: true, confirmationCode: code })).statusCode).toBe(404);
      const given = await consent({ consent: true, confirmationCode: code });
      expect(given.statusCode, given.body).toBe(200);
      const { consentedAt } = given.json() as { consentedAt: string };
      // A second consent (a double click) changes nothing: the first stands.
      expect((await consent({ consent: true, confirmationCode: code })).json()).toEqual({ consentedAt });
      const participant = (await t.db.query<{ uuid: string; identity_uuid: string }>('select uuid, identity_uuid from application_participants where application_uuid = $1 and email = $2', [a.uuid, signerEmail])).rows[0]!;
      const evidence = await t.db.query<Record<string, unknown>>("select * from signing_evidence where application_uuid = $1 and kind = 'ESIGN_CONSENT' order by id", [a.uuid]);
      // The applicant's own consent (no participant), then the co-signer's, naming them.
      expect(evidence.rows.map((r) => r.participant_uuid ?? null)).toEqual([null, participant.uuid]);
      const theirs = evidence.rows[1]!;
      expect(theirs).toMatchObject({ identity_uuid: participant.identity_uuid, document_uuid: consentDoc.uuid, document_sha256: consentDoc.sha256, organization_code: 'acme-lending', locale: 'en', signature_name: null });
      expect(String(theirs.text_sha256)).toMatch(/^[0-9a-f]{64}$/);
      expect(String(theirs.text_sha256)).not.toBe(String(evidence.rows[0]!.text_sha256));
      expect(new Date(theirs.at as string).toISOString()).toBe(consentedAt);
      expect(theirs.client_ip).toBeTruthy();
      expect((await get(signerApiRoutes.coDeedStatus.path({}), signerAuth)).json()).toMatchObject({ esignConsented: true, signed: false });
      expect(((await get(signerApiRoutes.documents.path({ uuid: a.uuid }), signerAuth)).json() as { esignConsent: { consentedAt: string } }).esignConsent.consentedAt).toBe(consentedAt);
      // A wrong hash is refused; the PDF the signer reads is the one hashed.
      expect((await sign({ uuid: listed.documents[0]!.uuid, sha256: '0'.repeat(64) })).statusCode).toBe(409);
      const pdf = await get(closingRoutes.closingDocument.path({ uuid: a.uuid, documentUuid: listed.documents[0]!.uuid }), signerAuth);
      expect(pdf.statusCode).toBe(200);
      for (const d of listed.documents) expect((await sign(d)).statusCode).toBe(200);
      const status = (await get(signerApiRoutes.coDeedStatus.path({}), signerAuth)).json() as { signed: boolean; identityVerified: boolean };
      expect(status).toMatchObject({ signed: true, identityVerified: true });
      await waitFor(a.api, a.uuid, 'NOTARY_WAITING_PERIOD', 40_000);
    }, 60_000);

    it('keeps the application waiting while an invited signer has not signed', async () => {
      const invited = await event(b.user.auth, b.uuid, 'INVITE_CO_DEEDER', { name: { firstName: 'Kim', lastName: 'Owner' }, email: `kim-${randomUUID()}@example.com` });
      expect(invited.statusCode, invited.body).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect((await statusOf(b.api, b.uuid)).status).toBe('WAITING_FOR_CO_DEED');
    }, 30_000);

    it('lets staff add an additional signer, audited without the name or email', async () => {
      const jwt = await staffToken();
      const email = `staff-added-${randomUUID()}@example.com`;
      const added = await post(staffApiRoutes.additionalSigners.path({ uuid: b.uuid }), bearer(jwt), { firstName: 'Ada', lastName: 'Added', email });
      expect(added.statusCode, added.body).toBe(201);
      expect(await tokenMailedTo(email)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const audit = await t.db.query<{ details: unknown; application_uuid: string }>("select details, application_uuid from staff_audit where action = 'add-additional-signer' order by id desc limit 1");
      expect(audit.rows[0]!.application_uuid).toBe(b.uuid);
      expect(JSON.stringify(audit.rows[0]!.details)).not.toContain('Ada');
      expect(JSON.stringify(audit.rows[0]!.details)).not.toContain(email);
      // An applicant's token gets 404 there.
      expect((await post(staffApiRoutes.additionalSigners.path({ uuid: b.uuid }), b.user.auth, { firstName: 'X', lastName: 'Y', email: 'x@example.com' })).statusCode).toBe(404);
    });

    let staffJwt: string | undefined;
    async function staffToken(): Promise<string> {
      if (staffJwt) return staffJwt;
      const email = `staff-${randomUUID()}@staff.example`;
      await createStaffAccount(t.db, t.ctx.hashing, { email, name: 'Sig Staff', password: STAFF_PASSWORD });
      const res = await post(staffApiRoutes.session.path({}), {}, { email, password: STAFF_PASSWORD });
      staffJwt = (res.json() as { jwt: string }).jwt;
      return staffJwt;
    }
  });
}

// Underwriting conditions and staff reviews (issue 16, deliverables 4 and 5) over HTTP on both
// databases: staff raise a condition, the applicant lists and answers it, staff clear it and the
// held application goes on; unknown categories are ignored; notes stay with staff; every staff
// action is audited; an applicant's token finds no staff route, another applicant no condition.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { conditionRoutes } from '../../src/core/contract/condition-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, createUrl, startTestApp, statusUrl, type TestApp } from './harness';
import { acceptOffer, images, injectApi, linkPayroll, submitApplication, submitIdentity } from './journey';
import { waitFor } from './closing-journey';

const staffPassword = 'Quartz-Lantern-83!';
const FAIRWAY_HOST = 'fairway.localhost';
const ACME_HOST = 'acme.localhost';
const NOTES = 'Staff-only note: checked with the bank 4417';

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`conditions (${target.kind})`, () => {
    let t: TestApp;
    let staffJwt: string;
    let staffUuid: string;
    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

    async function applicant(lastName = 'Conditions', host?: string) {
      const user = await registerUser(t.app);
      const auth: Record<string, string> = host ? { ...user.auth, host } : user.auth;
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: helocRequest({ lastName }) });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = created.json().uuid as string;
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: auth }), uuid);
      return { uuid, auth };
    }
    /** An additional signer of the application added by staff on `host`, signed in there. */
    async function coSigner(uuid: string, host: string) {
      const email = `co-${randomUUID()}@example.com`;
      const added = await t.app.inject({ method: 'POST', url: staffApiRoutes.additionalSigners.path({ uuid }), headers: { ...bearer(staffJwt), host }, payload: { firstName: 'Sam', lastName: 'Owner', email } });
      expect(added.statusCode, added.body).toBe(201);
      const { rows } = await t.db.query<{ body: string }>('select body from mail_outbox where to_address = $1 order by id desc limit 1', [email]);
      const token = new URL(/(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(rows[0]!.body)![1]!).searchParams.get('token')!;
      const accepted = await t.app.inject({ method: 'POST', url: signerApiRoutes.acceptInvitation.path({}), headers: { host }, payload: { token, password: staffPassword }, remoteAddress: nextIp() });
      expect(accepted.statusCode, accepted.body).toBe(201);
      return { ...bearer(accepted.json().jwt as string), host };
    }
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(staffJwt), ...(payload ? { payload } : {}) });
    const raise = (uuid: string, body: object) => staff('POST', staffApiRoutes.conditions.path({ uuid }), body);
    const list = (uuid: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url: conditionRoutes.conditions.path({ uuid }), headers: auth });
    const answer = (uuid: string, conditionUuid: string, auth: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: conditionRoutes.conditionAnswer.path({ uuid, conditionUuid }), headers: auth, payload });
    const status = async (uuid: string, auth: Record<string, string>) => (await t.app.inject({ method: 'GET', url: statusUrl(uuid), headers: auth })).json();
    const audits = async (uuid: string) => (await t.db.query<{ action: string; staff_uuid: string; details: Record<string, unknown> }>('select action, staff_uuid, details from staff_audit where application_uuid = $1 order by id', [uuid])).rows;
    const upload = async (uuid: string, auth: Record<string, string>, documentType: string) => {
      const reply = await injectApi(t.app, auth).upload(apiRoutes.documents.path({ uuid }), documentType, { name: 'letter.png', type: 'image/png', bytes: images.png });
      expect(reply.status).toBe(201);
      return (reply.body as { uuid: string }).uuid;
    };

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
      const email = `conditions-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Cy Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      staffJwt = res.json().jwt as string;
      staffUuid = res.json().staff.uuid as string;
    }, 120_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('raise, list, answer with a bank letter, clear: the application is held meanwhile and goes on after', async () => {
      const app = await applicant();
      expect((await status(app.uuid, app.auth)).events).toContain('SELECT_OFFER');
      const raised = await raise(app.uuid, { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'], numDocsRequired: 1, commentsToBorrower: 'Please send a letter from your bank.', notes: NOTES });
      expect(raised.statusCode, raised.body).toBe(201);
      const conditionUuid = raised.json().uuid as string;

      const open = await list(app.uuid, app.auth);
      expect(open.statusCode).toBe(200);
      expectSchema('api-conditions', open.json());
      expect(open.json()).toEqual([expect.objectContaining({ uuid: conditionUuid, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'], xtraData: { numDocsRequired: 1 }, answered: false, commentsToBorrower: 'Please send a letter from your bank.' })]);
      expect(open.body).not.toContain('Staff-only');

      // Held: the status routes to the conditions and takes no applicant event.
      const held = await status(app.uuid, app.auth);
      expect(held.routing.condition).toBe(true);
      expect(held.events).toEqual([]);
      const refused = await t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid: app.uuid }), headers: app.auth, payload: { type: 'SELECT_OFFER', version: held.version, answers: {} } });
      expect(refused.statusCode).toBe(409);

      // A document of a type not asked for is refused; the bank letter is taken once.
      const statement = await upload(app.uuid, app.auth, 'PAYSTUB');
      expect((await answer(app.uuid, conditionUuid, app.auth, { documentUuids: [statement] })).statusCode).toBe(400);
      expect((await answer(app.uuid, conditionUuid, app.auth, { phoneNumber: '(555) 555-0101' })).statusCode).toBe(400);
      const letter = await upload(app.uuid, app.auth, 'BANK_LETTER');
      const answered = await answer(app.uuid, conditionUuid, app.auth, { documentUuids: [letter] });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()[0].answered).toBe(true);
      expect((await answer(app.uuid, conditionUuid, app.auth, { documentUuids: [letter] })).statusCode).toBe(404);

      const staffList = await staff('GET', staffApiRoutes.conditions.path({ uuid: app.uuid }));
      expectSchema('api-staff-conditions', staffList.json());
      expect(staffList.json()[0]).toMatchObject({ state: 'ANSWERED', notes: NOTES, documents: [letter] });

      const cleared = await staff('POST', staffApiRoutes.clearCondition.path({ uuid: app.uuid, conditionUuid }));
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()[0].state).toBe('CLEARED');
      expect((await staff('POST', staffApiRoutes.clearCondition.path({ uuid: app.uuid, conditionUuid }))).statusCode).toBe(404);
      expect((await list(app.uuid, app.auth)).json()).toEqual([]);
      const after = await status(app.uuid, app.auth);
      expect(after.routing.condition).toBe(false);
      expect(after.events).toContain('SELECT_OFFER');

      const rows = await audits(app.uuid);
      expect(rows.map((r) => r.action)).toEqual(['raise-condition', 'list-conditions', 'clear-condition', 'clear-condition']);
      expect(rows.every((r) => r.staff_uuid === staffUuid)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('Staff-only');
      expect(rows[0]!.details).toMatchObject({ condition: conditionUuid, category: 'BANK_ACCOUNT_FRAUD_REVIEW', documents: 'BANK_LETTER' });
    });

    it('answers a phone number and a confirmation; unknown categories are ignored; oldest first', async () => {
      const app = await applicant();
      // Written as a loan-origination system would: a category our table does not know.
      await t.db.query("insert into conditions (uuid, application_uuid, category_enum, created_at) values ($1, $2, 'SOMETHING_NEW', now() - interval '1 day')", [randomUUID(), app.uuid]);
      expect((await status(app.uuid, app.auth)).routing.condition).toBe(false);
      const confirm = (await raise(app.uuid, { categoryEnum: 'REQUEST_PERMISSION_FROM_CUSTOMER', ownershipType: 'JOINT' })).json().uuid as string;
      const phone = (await raise(app.uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' })).json().uuid as string;
      await t.db.query("update conditions set created_at = now() - interval '1 hour' where uuid = $1", [phone]);
      const open = (await list(app.uuid, app.auth)).json() as Array<{ uuid: string; categoryEnum: string }>;
      expect(open.map((c) => c.categoryEnum)).toEqual(['SOMETHING_NEW', 'MISSING_PHONE_NUMBER', 'REQUEST_PERMISSION_FROM_CUSTOMER']);
      const unknown = open[0]!.uuid;
      expect((await answer(app.uuid, unknown, app.auth, { confirmed: true })).statusCode).toBe(404);
      expect((await answer(app.uuid, phone, app.auth, { phoneNumber: '12' })).statusCode).toBe(400);
      expect((await answer(app.uuid, phone, app.auth, { phoneNumber: '(555) 555-0199' })).statusCode).toBe(200);
      expect((await answer(app.uuid, confirm, app.auth, { confirmed: true })).statusCode).toBe(200);
      for (const c of [phone, confirm]) expect((await staff('POST', staffApiRoutes.clearCondition.path({ uuid: app.uuid, conditionUuid: c }))).statusCode).toBe(200);
      // Only the unknown one is left, and it holds nothing.
      expect((await status(app.uuid, app.auth)).routing.condition).toBe(false);
      const { rows } = await t.db.query<{ answer: unknown }>('select answer from conditions where uuid = $1', [phone]);
      expect(JSON.stringify(rows[0]!.answer)).not.toContain('0199');
    });

    it('asks the ownership type where the condition needs it: confirmed, it is the application\'s; a trust raises its requirements review', async () => {
      const app = await applicant();
      // A confirm-update condition names the type; another category names none.
      expect((await raise(app.uuid, { categoryEnum: 'REQUEST_PERMISSION_FROM_CUSTOMER' })).statusCode).toBe(400);
      expect((await raise(app.uuid, { categoryEnum: 'MISSING_PHONE_NUMBER', ownershipType: 'SOLE' })).statusCode).toBe(400);
      expect((await raise(app.uuid, { categoryEnum: 'REQUEST_PERMISSION_FROM_CUSTOMER', ownershipType: 'PARTNERSHIP' })).statusCode).toBe(400);
      const confirm = (await raise(app.uuid, { categoryEnum: 'REQUEST_PERMISSION_FROM_CUSTOMER', ownershipType: 'TRUST' })).json().uuid as string;
      const listed = (await list(app.uuid, app.auth)).json() as Array<{ uuid: string; categoryEnum: string; xtraData: object; actionNeeded: string | null }>;
      expect(listed.find((c) => c.uuid === confirm)!.xtraData).toEqual({ ownershipType: 'TRUST' });

      expect((await answer(app.uuid, confirm, app.auth, { confirmed: true })).statusCode).toBe(200);
      const { rows } = await t.db.query<{ facts: { ownershipType?: string } }>('select facts from applications where uuid = $1', [app.uuid]);
      expect(rows[0]!.facts.ownershipType).toBe('TRUST');
      const after = (await list(app.uuid, app.auth)).json() as typeof listed;
      expect(after.map((c) => [c.categoryEnum, c.actionNeeded])).toEqual([
        ['REQUEST_PERMISSION_FROM_CUSTOMER', null],
        ['TRUST_REQUIREMENTS_REVIEW', 'REVIEW_TRUST_REQUIREMENTS'],
      ]);
      // Answering twice changes nothing: the condition is answered already.
      expect((await answer(app.uuid, confirm, app.auth, { confirmed: true })).statusCode).toBe(404);
      expect(((await list(app.uuid, app.auth)).json() as typeof listed).length).toBe(2);
    });

    it("another applicant gets 404 on the conditions; an applicant's token gets 404 on the staff routes", async () => {
      const app = await applicant();
      const other = await applicant();
      const conditionUuid = (await raise(app.uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json().uuid as string;
      expect((await list(app.uuid, other.auth)).statusCode).toBe(404);
      const doc = await upload(other.uuid, other.auth, 'OTHER');
      expect((await answer(app.uuid, conditionUuid, other.auth, { documentUuids: [doc] })).statusCode).toBe(404);
      // Their own document on someone else's condition, through their own application: not found either.
      expect((await answer(other.uuid, conditionUuid, other.auth, { documentUuids: [doc] })).statusCode).toBe(404);
      // The owner cannot answer with another applicant's document.
      expect((await answer(app.uuid, conditionUuid, app.auth, { documentUuids: [doc] })).statusCode).toBe(400);
      for (const [method, url, payload] of [
        ['GET', staffApiRoutes.conditions.path({ uuid: app.uuid })],
        ['POST', staffApiRoutes.conditions.path({ uuid: app.uuid }), { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }],
        ['POST', staffApiRoutes.clearCondition.path({ uuid: app.uuid, conditionUuid })],
        ['POST', staffApiRoutes.review.path({ uuid: app.uuid }), { decision: 'approve', version: 1 }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      }
      expect((await staff('GET', conditionRoutes.conditions.path({ uuid: app.uuid }))).statusCode).toBe(401);
    });

    it('a co-signer reads and answers the conditions where the brand turns additional-signer conditions on (fairway), and gets 404 where not (acme-lending)', async () => {
      const fairway = await applicant('Conditions', FAIRWAY_HOST);
      const signer = await coSigner(fairway.uuid, FAIRWAY_HOST);
      const conditionUuid = (await raise(fairway.uuid, { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'], numDocsRequired: 1 })).json().uuid as string;
      const open = await list(fairway.uuid, signer);
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json()).toEqual([expect.objectContaining({ uuid: conditionUuid, answered: false })]);
      const letter = await upload(fairway.uuid, signer, 'BANK_LETTER');
      const answered = await answer(fairway.uuid, conditionUuid, signer, { documentUuids: [letter] });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()[0].answered).toBe(true);
      expect((await staff('GET', staffApiRoutes.conditions.path({ uuid: fairway.uuid }))).json()[0]).toMatchObject({ state: 'ANSWERED', documents: [letter] });

      const acme = await applicant('Conditions', ACME_HOST);
      const acmeSigner = await coSigner(acme.uuid, ACME_HOST);
      const acmeCondition = (await raise(acme.uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' })).json().uuid as string;
      expect((await list(acme.uuid, acmeSigner)).statusCode).toBe(404);
      const doc = await upload(acme.uuid, acmeSigner, 'OTHER');
      expect((await answer(acme.uuid, acmeCondition, acmeSigner, { documentUuids: [doc] })).statusCode).toBe(404);
      // The applicant still reads their own.
      expect((await list(acme.uuid, acme.auth)).statusCode).toBe(200);
    }, 60_000);

    it('a staff review of an identity pending review runs the machine: approve moves it on, a stale version or a second decision is refused', async () => {
      const app = await applicant('Idreview');
      const api = injectApi(t.app, app.auth);
      await acceptOffer(api, app.uuid);
      await submitApplication(api, app.uuid);
      await waitFor(api, app.uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, app.uuid);
      await waitFor(api, app.uuid, 'IDENTITY_VERIFICATION');
      await submitIdentity(api, app.uuid);
      const { version } = await waitFor(api, app.uuid, 'IDENTITY_REVIEW');
      const view = await staff('GET', staffApiRoutes.application.path({ uuid: app.uuid }));
      expectSchema('api-staff-application', view.json());
      expect(view.json()).toMatchObject({ status: 'IDENTITY_REVIEW', version, reviewDecisions: ['approve', 'reject', 'decline'] });
      const review = (body: object) => staff('POST', staffApiRoutes.review.path({ uuid: app.uuid }), body);
      expect((await review({ decision: 'approve', version: version - 1 })).statusCode).toBe(409);
      const approved = await review({ decision: 'approve', version });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({ status: 'GEN_CLOSING_DISCLOSURE' });
      expect((await review({ decision: 'reject', version: version + 1 })).statusCode).toBe(409);
      await waitFor(api, app.uuid, 'NOTE_SIGNING');
      const { rows } = await t.db.query<{ event: string; staff_uuid: string | null }>('select event, staff_uuid from application_events where application_uuid = $1 and staff_uuid is not null', [app.uuid]);
      expect(rows).toEqual([{ event: 'CLEAR_REVIEW', staff_uuid: staffUuid }]);
      const history = (await staff('GET', staffApiRoutes.application.path({ uuid: app.uuid }))).json().history as Array<{ kind: string; event: string }>;
      expect(history).toContainEqual(expect.objectContaining({ kind: 'staff', event: 'CLEAR_REVIEW' }));
      const reviews = (await audits(app.uuid)).filter((r) => r.action === 'review');
      expect(reviews.map((r) => r.details)).toEqual([
        expect.objectContaining({ decision: 'approve', refused: true }),
        expect.objectContaining({ decision: 'approve', from: 'IDENTITY_REVIEW', to: 'GEN_CLOSING_DISCLOSURE' }),
        expect.objectContaining({ decision: 'reject', refused: true }),
      ]);
    }, 90_000);

    it('a rejected identity review sends the applicant back to upload their ID again', async () => {
      const app = await applicant('Idreview');
      const api = injectApi(t.app, app.auth);
      await acceptOffer(api, app.uuid);
      await submitApplication(api, app.uuid);
      await waitFor(api, app.uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, app.uuid);
      await waitFor(api, app.uuid, 'IDENTITY_VERIFICATION');
      await submitIdentity(api, app.uuid);
      const { version } = await waitFor(api, app.uuid, 'IDENTITY_REVIEW');
      const rejected = await staff('POST', staffApiRoutes.review.path({ uuid: app.uuid }), { decision: 'reject', version });
      expect(rejected.json()).toEqual({ status: 'IDENTITY_VERIFICATION' });
      const now = await status(app.uuid, app.auth);
      expect(now.events).toContain('SUBMIT_IDENTITY_DOCUMENTS');
      // Not a review status any more: nothing to decide.
      expect((await staff('GET', staffApiRoutes.application.path({ uuid: app.uuid }))).json().reviewDecisions).toEqual([]);
      expect((await staff('POST', staffApiRoutes.review.path({ uuid: app.uuid }), { decision: 'approve', version: now.version })).statusCode).toBe(409);
    }, 90_000);
  });
}

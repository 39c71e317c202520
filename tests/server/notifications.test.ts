// The bell's notifications (issue 17, deliverable 1) over HTTP on both databases: staff raising a
// condition of a known category notifies the applicant (and, where the brand lets co-signers answer
// conditions, each co-signer) with a link to the condition's screen; the list is newest first with
// an unread count; marking read; another applicant, another brand's site and no token see nothing.
// The application reaching a status the applicant must act on after a wait notifies them too, and
// each such notification is completed once the application moves past its status (issue 31, item 8).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../src/core/contract/notification-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { giveAccounts, notariseOnline, rescissionEnd, toBankingDayAfter, waitFor } from './closing-journey';
import { acceptOffer, injectApi, linkPayroll, submitApplication, submitIdentity } from './journey';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

const staffPassword = 'Quartz-Lantern-83!';
const FAIRWAY_HOST = 'fairway.localhost';
type Auth = Record<string, string>;
interface Listed {
  unread: number;
  notifications: Array<{ uuid: string; kind: string; textKey: string; subjectKey: string | null; link: string; created: string; read: boolean; completed: boolean }>;
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`notifications (${target.kind})`, () => {
    let t: TestApp;
    let staffAuth: Auth;

    async function applicant(host?: string) {
      const user = await registerUser(t.app);
      const auth: Auth = host ? { ...user.auth, host } : user.auth;
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = created.json().uuid as string;
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: auth }), uuid);
      return { uuid, auth };
    }
    async function raise(uuid: string, categoryEnum: string): Promise<string> {
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.conditions.path({ uuid }), headers: staffAuth, payload: { categoryEnum } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().uuid as string;
    }
    async function list(auth: Auth): Promise<Listed> {
      const res = await t.app.inject({ method: 'GET', url: notificationRoutes.list.path({}), headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      expectSchema('api-notifications', res.json());
      return res.json() as Listed;
    }
    const read = (auth: Auth, payload: object = {}) => t.app.inject({ method: 'POST', url: notificationRoutes.read.path({}), headers: auth, payload });

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
      const email = `notifications-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Nia Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      staffAuth = { authorization: `Bearer ${res.json().jwt as string}` };
    }, 120_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('a raised condition notifies the applicant with a link to its screen; the list is newest first with an unread count', async () => {
      const app = await applicant();
      expect(await list(app.auth)).toEqual({ unread: 0, notifications: [] });
      const first = await raise(app.uuid, 'BANK_ACCOUNT_FRAUD_REVIEW');
      const second = await raise(app.uuid, 'MISSING_PHONE_NUMBER');
      const listed = await list(app.auth);
      expect(listed.unread).toBe(2);
      expect(listed.notifications.map((n) => n.link)).toEqual([
        `/account/heloc/${app.uuid}/conditions/phone-number?conditionUuid=${second}&conditionType=phone-number&conditionEnum=MISSING_PHONE_NUMBER`,
        `/account/heloc/${app.uuid}/conditions/upload-document?conditionUuid=${first}&conditionType=upload-document&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
      ]);
      expect(listed.notifications[1]).toMatchObject({ kind: 'CONDITION', textKey: 'notifications.kinds.condition', subjectKey: 'conditions.categories.BANK_ACCOUNT_FRAUD_REVIEW.title', read: false });
    }, 60_000);

    it('a condition of a category the table does not know notifies no one (spec section 4)', async () => {
      const app = await applicant();
      await raise(app.uuid, 'SOMETHING_NEW_FROM_THE_LOS');
      expect((await list(app.auth)).notifications).toEqual([]);
    }, 60_000);

    it('marks the named notifications read, then all of them; the unread count follows', async () => {
      const app = await applicant();
      await raise(app.uuid, 'GENERIC_DOCUMENT_REQUEST');
      await raise(app.uuid, 'GENERIC_DOCUMENT_REQUEST');
      await raise(app.uuid, 'GENERIC_DOCUMENT_REQUEST');
      const [newest] = (await list(app.auth)).notifications;
      expect((await read(app.auth, { uuids: [newest!.uuid] })).statusCode).toBe(204);
      const after = await list(app.auth);
      expect(after.unread).toBe(2);
      expect(after.notifications.map((n) => n.read)).toEqual([true, false, false]);
      expect((await read(app.auth)).statusCode).toBe(204);
      expect((await list(app.auth)).unread).toBe(0);
      expect((await read(app.auth, { uuids: ['not-a-uuid'] })).statusCode).toBe(400);
    }, 60_000);

    it('another applicant, the same applicant on another brand\'s site and a caller without a token see nothing and mark nothing', async () => {
      const app = await applicant();
      await raise(app.uuid, 'GENERIC_DOCUMENT_REQUEST');
      const other = (await registerUser(t.app)).auth;
      expect(await list(other)).toEqual({ unread: 0, notifications: [] });
      const mine = (await list(app.auth)).notifications[0]!;
      expect((await read(other, { uuids: [mine.uuid] })).statusCode).toBe(204);
      expect((await read(other)).statusCode).toBe(204);
      expect((await list(app.auth)).unread).toBe(1);
      expect(await list({ ...app.auth, host: FAIRWAY_HOST })).toEqual({ unread: 0, notifications: [] });
      expect((await t.app.inject({ method: 'GET', url: notificationRoutes.list.path({}) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: notificationRoutes.read.path({}), payload: {} })).statusCode).toBe(401);
      // A staff token is not an applicant's session.
      expect((await t.app.inject({ method: 'GET', url: notificationRoutes.list.path({}), headers: staffAuth })).statusCode).toBe(401);
    }, 60_000);

    it('a co-signer who accepted is notified with the co-signer area\'s link where the brand lets co-signers answer conditions (fairway)', async () => {
      const app = await applicant(FAIRWAY_HOST);
      const email = `co-${randomUUID()}@example.com`;
      const added = await t.app.inject({ method: 'POST', url: staffApiRoutes.additionalSigners.path({ uuid: app.uuid }), headers: { ...staffAuth, host: FAIRWAY_HOST }, payload: { firstName: 'Sam', lastName: 'Owner', email } });
      expect(added.statusCode, added.body).toBe(201);
      const { rows } = await t.db.query<{ body: string }>('select body from mail_outbox where to_address = $1 order by id desc limit 1', [email]);
      const token = new URL(/(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(rows[0]!.body)![1]!).searchParams.get('token')!;
      const accepted = await t.app.inject({ method: 'POST', url: signerApiRoutes.acceptInvitation.path({}), headers: { host: FAIRWAY_HOST }, payload: { token, password: staffPassword }, remoteAddress: nextIp() });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const signer = { authorization: `Bearer ${accepted.json().jwt as string}`, host: FAIRWAY_HOST };
      const condition = await raise(app.uuid, 'GENERIC_DOCUMENT_REQUEST');
      expect((await list(signer)).notifications.map((n) => n.link)).toEqual([
        `/heloc-signer/conditions/upload-document?conditionUuid=${condition}&conditionType=upload-document&conditionEnum=GENERIC_DOCUMENT_REQUEST`,
      ]);
      expect((await list(app.auth)).unread).toBe(1);
    }, 60_000);

    it('the pipeline moving the application to a status the applicant must act on notifies them, linking to the application', async () => {
      const app = await applicant();
      const api = injectApi(t.app, app.auth);
      await acceptOffer(api, app.uuid);
      await submitApplication(api, app.uuid);
      await waitFor(api, app.uuid, 'INCOME_VERIFICATION');
      // Statuses met while watching the page (the offer, income) are not in the table: nothing yet.
      expect((await list(app.auth)).notifications).toEqual([]);
      await linkPayroll(api, app.uuid);
      await waitFor(api, app.uuid, 'IDENTITY_VERIFICATION');
      expect((await list(app.auth)).notifications).toEqual([
        expect.objectContaining({ kind: 'STATUS', textKey: 'notifications.kinds.status.IDENTITY_VERIFICATION', subjectKey: null, link: `/account/heloc/${app.uuid}`, read: false, completed: false }),
      ]);
    }, 90_000);

    it('completes each status notification once the application moves past its status, so a funded line asks for nothing', async () => {
      const app = await applicant();
      const api = injectApi(t.app, app.auth);
      await acceptOffer(api, app.uuid);
      await submitApplication(api, app.uuid);
      await waitFor(api, app.uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, app.uuid);
      await waitFor(api, app.uuid, 'IDENTITY_VERIFICATION');
      await submitIdentity(api, app.uuid);
      await waitFor(api, app.uuid, 'NOTE_SIGNING');
      expect((await notariseOnline(api, app.uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
      const statusOf = (n: Listed['notifications'][number]) => n.textKey.replace('notifications.kinds.status.', '');
      const atAccount = await list(app.auth);
      // Newest first: only the account step still applies; the steps passed are done and unread no more.
      expect(atAccount.notifications.map((n) => [statusOf(n), n.completed])).toEqual([
        ['DISBURSEMENT_ACCOUNT', false],
        ['NOTARY_WAITING_PERIOD', true],
        ['NOTE_SIGNING', true],
        ['IDENTITY_VERIFICATION', true],
      ]);
      expect(atAccount.unread).toBe(1);
      expect((await giveAccounts(api, app.uuid, 'typed')).status).toBe('RESCISSION');
      await toBankingDayAfter(api, app.uuid, await rescissionEnd(api, app.uuid));
      await waitFor(api, app.uuid, 'COMPLETE', 60_000);
      const funded = await list(app.auth);
      expect(funded.unread).toBe(0);
      expect(funded.notifications.filter((n) => !n.completed)).toEqual([]);
      expect(funded.notifications.map(statusOf)).toContain('DISBURSEMENT_ACCOUNT');
    }, 180_000);
  });
}

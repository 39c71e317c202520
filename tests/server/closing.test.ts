// Closing over HTTP (issue 14, deliverables 4 to 6): notary, bank accounts, rescission and
// funding through the sandbox, with the application's closing clock moved forward. Account and
// routing numbers: the field's message for a bad checksum, never a full number in any answer after
// capture (canaries), only ciphertext in the database. A cancel during rescission stops funding;
// an investment property has no rescission; another applicant gets 404 from every closing route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { isWithinEnotaryHours } from '../../src/core/calendar/business-days';
import { resolveStatusRoute, type StatusScreens } from '../../src/core/status/screens';
import statusScreensJson from '../../flows/heloc/status-screens.json';
import {
  CANARY_ACCOUNT, CANARY_ROUTING, CANARY_SSN, NOTARY_LOCATION, advanceClock, giveAccounts, hoursUntil, notariseInPerson, notariseOnline, rescissionEnd, signNote, toBankingDayAfter, toEnotaryHours, typedAccount, waitFor,
} from './closing-journey';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';
import { acceptOffer, injectApi, linkPayroll, send, statusOf, submitApplication, submitIdentity } from './journey';
import { SANDBOX_QUIZ_ANSWERS } from '../../src/server/providers/sandbox/closing-sandbox';

const statusScreens = statusScreensJson as unknown as StatusScreens;

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`closing (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    /** Every answer body of the journey, to scan for the canaries. */
    const seen: string[] = [];

    /** A new applicant whose application stands at NOTE_SIGNING (with `ssn`: found by the bureau only once it is given). */
    async function atNoteSigning(request: ReturnType<typeof helocRequest> = helocRequest(), ssn?: string) {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: request });
      expect(created.statusCode, created.body).toBe(201);
      const { uuid } = created.json() as { uuid: string };
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      const api = injectApi(t.app, user.auth, seen);
      if (ssn) {
        await waitFor(api, uuid, 'CREDIT_NO_MATCH');
        await send(api, uuid, 'SUBMIT_SSN', { ssn });
        await waitFor(api, uuid, 'OFFER_SELECTION');
      }
      await acceptOffer(api, uuid);
      await submitApplication(api, uuid);
      await waitFor(api, uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, uuid);
      await waitFor(api, uuid, 'IDENTITY_VERIFICATION');
      await submitIdentity(api, uuid);
      await waitFor(api, uuid, 'NOTE_SIGNING');
      return { user, uuid, api };
    }
    const ledgerRows = async (provider: string, uuid: string) =>
      Number((await t.db.query<{ n: number }>('select count(*)::int as n from provider_ledger where provider = $1 and idempotency_key like $2', [provider, `${uuid}:%`])).rows[0]!.n);
    const stepsRun = async (uuid: string) => (await t.db.query<{ status: string; event: string }>('select status, event from pipeline_steps where application_uuid = $1 order by version', [uuid])).rows;

    it('funds a principal dwelling once after eNotary, a typed account and the rescission, keeping the numbers and the SSN sealed', async () => {
      // The Nomatch persona: the bureau finds the applicant once the SSN is given (credit/social).
      const { uuid, api } = await atNoteSigning(helocRequest({ lastName: 'Nomatch' }), CANARY_SSN);
      expect((await notariseOnline(api, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
      expect((await giveAccounts(api, uuid, 'typed')).status).toBe('RESCISSION');
      const view = (await api.get(closingRoutes.closing.path({ uuid }))).body as Record<string, unknown>;
      expect(view.disburseAccount).toEqual({ mask: CANARY_ACCOUNT.slice(-4), routingMask: CANARY_ROUTING.slice(-4), source: 'TYPED', accountType: 'CHECKING' });
      expect(view.paymentMethod).toBe('AUTOPAY');
      // No funding before the rescission ends, whatever the pipeline's timing.
      expect(await ledgerRows('settlement', uuid)).toBe(0);
      const endsAt = await rescissionEnd(api, uuid);
      await toBankingDayAfter(api, uuid, endsAt);
      await waitFor(api, uuid, 'COMPLETE');
      const done = (await api.get(closingRoutes.closing.path({ uuid }))).body as { funded: { amount: number }; fundingAmount: number };
      expect(done.funded.amount).toBe(done.fundingAmount);
      expect((await stepsRun(uuid)).filter((s) => s.status === 'FUNDING_DECISION')).toEqual([{ status: 'FUNDING_DECISION', event: 'FUNDED' }]);
      expect(await ledgerRows('settlement', uuid)).toBe(2); // one recording, one funding

      // The canaries: in no answer, and in the database only as ciphertext.
      const ssnDigits = CANARY_SSN.replaceAll('-', '');
      expect(seen.length).toBeGreaterThan(20);
      for (const body of seen) {
        expect(body).not.toContain(CANARY_ACCOUNT);
        expect(body).not.toContain(CANARY_ROUTING);
        expect(body).not.toContain(CANARY_SSN);
        expect(body).not.toContain(ssnDigits);
      }
      const stored = await t.db.query<{ row: string }>('select row_to_json(b)::text as row from bank_accounts b where application_uuid = $1', [uuid]);
      expect(stored.rows).toHaveLength(2);
      for (const table of ['bank_accounts', 'bank_links', 'applications', 'application_answers', 'application_drafts', 'application_events', 'pipeline_steps', 'provider_ledger', 'audit_events']) {
        const dump = await t.db.query<{ row: string }>(`select row_to_json(x)::text as row from ${table} x`);
        const text = dump.rows.map((r) => r.row).join('\n');
        expect(text, table).not.toContain(CANARY_ACCOUNT);
        expect(text, table).not.toContain(CANARY_ROUTING);
        expect(text, table).not.toContain(ssnDigits);
        expect(text, table).not.toContain(CANARY_SSN);
      }
      const ssnSealed = await t.db.query<{ ssn_encrypted: string }>('select ssn_encrypted from applications where uuid = $1', [uuid]);
      expect(t.ctx.sensitive.decrypt(ssnSealed.rows[0]!.ssn_encrypted, uuid)).toBe(ssnDigits);
      expect(stored.rows[0]!.row).toMatch(/"account_number_encrypted":"v1\./);
      // Opened with the application's key and context, the seal gives the typed number back.
      const sealed = await t.db.query<{ account_number_encrypted: string }>("select account_number_encrypted from bank_accounts where application_uuid = $1 and purpose = 'DISBURSE'", [uuid]);
      expect(t.ctx.sensitive.decrypt(sealed.rows[0]!.account_number_encrypted, `${uuid}:account`)).toBe(CANARY_ACCOUNT);
    }, 120_000);

    it('answers a routing number failing the ABA checksum with the field message', async () => {
      const { uuid, api } = await atNoteSigning();
      await notariseOnline(api, uuid);
      const { version } = await statusOf(api, uuid);
      const wrong = `${CANARY_ROUTING.slice(0, 8)}${(Number(CANARY_ROUTING[8]) + 1) % 10}`;
      const reply = await api.post(apiRoutes.events.path({ uuid }), { type: 'ADD_DISBURSE_ACCOUNT', version, answers: { ...typedAccount, routingNumber: wrong } });
      expect(reply.status).toBe(400);
      expect((reply.body as { fields: unknown[] }).fields).toContainEqual(expect.objectContaining({ pointer: '/routingNumber', message: 'Please enter a valid 9-digit routing number' }));
      const mismatch = await api.post(apiRoutes.events.path({ uuid }), { type: 'ADD_DISBURSE_ACCOUNT', version, answers: { ...typedAccount, accountNumberConfirm: '12345678' } });
      expect((mismatch.body as { fields: unknown[] }).fields).toContainEqual(expect.objectContaining({ pointer: '/accountNumberConfirm', message: "Account numbers don't match" }));
      expect((await statusOf(api, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
      for (const body of seen) expect(body).not.toContain(wrong);
    }, 120_000);

    it('stops funding when the applicant cancels during the rescission', async () => {
      const { uuid, api } = await atNoteSigning();
      await notariseInPerson(api, uuid);
      expect((await giveAccounts(api, uuid, 'linked', 'MANUAL')).status).toBe('RESCISSION');
      expect((await statusOf(api, uuid)).events).toContain('RESCIND');
      await send(api, uuid, 'RESCIND', { confirmed: true });
      expect((await statusOf(api, uuid)).status).toBe('CANCELLED');
      await advanceClock(api, uuid, 24 * 10);
      await new Promise((r) => setTimeout(r, 1500));
      expect((await statusOf(api, uuid)).status).toBe('CANCELLED');
      expect(await ledgerRows('settlement', uuid)).toBe(0);
      expect((await stepsRun(uuid)).map((s) => s.status)).not.toContain('FUNDING_DECISION');
    }, 120_000);

    it('has no rescission step for an investment property', async () => {
      const request = helocRequest();
      const investment = {
        ...request,
        propertyRequest: { ...request.propertyRequest, occupancyType: 'INVESTMENT' },
        homeAddress: { street1: '9 Home Rd', city: 'Springfield', state: 'CA', zip: '94105' },
      };
      const { uuid, api } = await atNoteSigning(investment as typeof request);
      await notariseOnline(api, uuid);
      await giveAccounts(api, uuid, 'linked');
      const now = await advanceClock(api, uuid, 0);
      await toBankingDayAfter(api, uuid, now);
      await waitFor(api, uuid, 'COMPLETE');
      const statuses = (await stepsRun(uuid)).map((s) => s.status);
      expect(statuses).not.toContain('GEN_RESCISSION');
      expect(statuses).not.toContain('RESCISSION');
      expect(statuses).toContain('FUNDING_DECISION');
      const view = (await api.get(closingRoutes.closing.path({ uuid }))).body as { rescission: unknown; isInvestment: boolean };
      expect(view).toMatchObject({ rescission: null, isInvestment: true });
    }, 120_000);

    it('sends AUTOPAY_ACCOUNT back to bank/disburse while the linked account has no routing number (Norouting)', async () => {
      const { uuid, api } = await atNoteSigning(helocRequest({ lastName: 'Norouting' }));
      await notariseOnline(api, uuid);
      const link = await api.post(closingRoutes.bankLinks.path({ uuid }), {});
      const { linkId, accounts } = link.body as { linkId: string; accounts: Array<{ accountId: string }> };
      await send(api, uuid, 'LINK_DISBURSE_ACCOUNT', { linkId, accountId: accounts[0]!.accountId });
      const without = (await statusOf(api, uuid)) as unknown as { status: string; events: string[]; routing: { hasRoutingNumber: boolean; isCrypto: boolean } };
      expect([without.status, without.routing.hasRoutingNumber, without.routing.isCrypto]).toEqual(['AUTOPAY_ACCOUNT', false, false]);
      expect(resolveStatusRoute(statusScreens, without.status, without.routing)).toEqual({ kind: 'screen', screen: 'bank/disburse', known: true });
      expect(without.events).not.toContain('CHOOSE_PAYMENT');
      expect(without.events).toContain('ADD_DISBURSE_ACCOUNT');
      await send(api, uuid, 'ADD_DISBURSE_ACCOUNT', typedAccount);
      const typed = (await statusOf(api, uuid)) as unknown as { status: string; events: string[]; routing: { hasRoutingNumber: boolean } };
      expect([typed.status, typed.routing.hasRoutingNumber]).toEqual(['AUTOPAY_ACCOUNT', true]);
      expect(typed.events).toContain('CHOOSE_PAYMENT');
      expect(resolveStatusRoute(statusScreens, typed.status, typed.routing)).toEqual({ kind: 'screen', screen: 'bank/autopay', known: true });
    }, 120_000);

    it("refuses 'Talk to eNotary' outside the eNotary's hours", async () => {
      const { uuid, api } = await atNoteSigning();
      await signNote(api, uuid);
      await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
      const now = await advanceClock(api, uuid, 0);
      // 10 am on the next day the hours do not cover: a Sunday.
      await advanceClock(api, uuid, hoursUntil(now, (at) => !isWithinEnotaryHours(at)));
      const status = await statusOf(api, uuid);
      expect(status.events).not.toContain('START_ENOTARY');
      expect(status.events).toContain('REQUEST_MANUAL_NOTARY');
      const reply = await api.post(apiRoutes.events.path({ uuid }), { type: 'START_ENOTARY', version: status.version });
      expect([reply.status, (reply.body as { code: string }).code]).toEqual([409, 'OUTSIDE_ENOTARY_HOURS']);
    }, 120_000);

    it('refuses COMPLETE_ENOTARY without the location, or with one off the globe, and keeps the session open', async () => {
      const { uuid, api } = await atNoteSigning();
      await signNote(api, uuid);
      await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
      await toEnotaryHours(api, uuid);
      await send(api, uuid, 'START_ENOTARY');
      const { sessionId } = (await api.post(closingRoutes.notarySession.path({ uuid }), {})).body as { sessionId: string };
      for (const location of [undefined, { ...NOTARY_LOCATION, latitude: 91 }, { latitude: 37.7, longitude: -122.4 }]) {
        const { version } = await statusOf(api, uuid);
        const answers = { sessionId, quizAnswers: SANDBOX_QUIZ_ANSWERS, ...(location ? { location } : {}) };
        const reply = await api.post(apiRoutes.events.path({ uuid }), { type: 'COMPLETE_ENOTARY', version, answers });
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      }
      expect((await statusOf(api, uuid)).status).toBe('DEED_SIGNING');
      await send(api, uuid, 'COMPLETE_ENOTARY', { sessionId, quizAnswers: SANDBOX_QUIZ_ANSWERS, location: NOTARY_LOCATION });
      expect((await waitFor(api, uuid, 'DISBURSEMENT_ACCOUNT')).status).toBe('DISBURSEMENT_ACCOUNT');
    }, 120_000);

    it("answers 404 to another applicant on every closing route, and never shows a linked account's numbers", async () => {
      const { uuid, api } = await atNoteSigning();
      await notariseOnline(api, uuid);
      const link = await api.post(closingRoutes.bankLinks.path({ uuid }), {});
      expect(link.status).toBe(201);
      const accounts = (link.body as { accounts: Array<{ mask: string }> }).accounts;
      expect(accounts.every((a) => /^[0-9]{4}$/.test(a.mask))).toBe(true);
      const other = await registerUser(t.app);
      const calls: Array<[string, string, object?]> = [
        ['GET', closingRoutes.closing.path({ uuid })],
        ['GET', closingRoutes.notarySlots.path({ uuid })],
        ['POST', closingRoutes.notarySession.path({ uuid }), {}],
        ['POST', closingRoutes.bankLinks.path({ uuid }), {}],
        ['POST', closingRoutes.sandboxClock.path({ uuid }), { hours: 1 }],
        ['POST', closingRoutes.sandboxSignNote.path({ uuid }), {}],
      ];
      for (const [method, url, payload] of calls) {
        const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: other.auth, ...(payload ? { payload } : {}) });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      // The sandbox's full numbers of the link rest sealed only.
      const row = await t.db.query<{ accounts: Array<Record<string, string>> }>('select accounts from bank_links where application_uuid = $1', [uuid]);
      for (const a of row.rows[0]!.accounts) {
        expect(Object.keys(a).sort()).toEqual(['accountId', 'accountLast4', 'accountNumberEncrypted', 'accountType', 'name', 'routingLast4', 'routingNumberEncrypted']);
      }
    }, 120_000);
  });
}

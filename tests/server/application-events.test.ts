// Acting on an application over HTTP (issue 11): an event out of order or from a stale page is
// refused with a code and changes nothing; a double click makes one transition and one record; the
// screen's answers are checked on the server; another applicant's application answers 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { validatorsById } from '../../src/generated/validators/schemas';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, statusUrl, type TestApp } from './harness';
import { acceptOffer, injectApi, images, linkPayroll, statusOf, submitApplication, submitIdentity, validAnswers, type Api } from './journey';
import { waitFor } from './closing-journey';

type Status = { status: string; version: number; events: string[] };
type Offer = { id: string; minDraw: number; maxDraw: number };

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`application events (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    /** The journey helpers over inject, as one applicant. */
    const reach = (api: Api, uuid: string, wanted: string) => waitFor(api, uuid, wanted, 30_000);

    /** A new applicant whose application has reached its offers. */
    async function atOffers(request: object = helocRequest()) {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: request });
      const { uuid } = created.json() as { uuid: string };
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      const offers = (await t.app.inject({ method: 'GET', url: apiRoutes.offers.path({ uuid }), headers: user.auth })).json() as { offers: Offer[] };
      return { user, uuid, offer: offers.offers[0]! };
    }
    const status = async (auth: Record<string, string>, uuid: string) => (await t.app.inject({ method: 'GET', url: statusUrl(uuid), headers: auth })).json() as Status;
    const send = (auth: Record<string, string>, uuid: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: { ...auth, ...headers }, payload });
    const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: number }>(sql, params)).rows[0]!.n);

    it('lists the events allowed now with the version, in the documented shape', async () => {
      const { user, uuid } = await atOffers();
      const now = await status(user.auth, uuid);
      expect(validatorsById['api-application-status']!(now), JSON.stringify(validatorsById['api-application-status']!.errors)).toBe(true);
      expect([now.status, now.events]).toEqual(['OFFER_SELECTION', ['SELECT_OFFER']]);
      expect(now.version).toBeGreaterThan(1);
    });

    it('refuses an event out of order with 409 and a code, leaving status and version as they were', async () => {
      const { user, uuid } = await atOffers();
      const before = await status(user.auth, uuid);
      for (const type of ['SUBMIT_HMDA', 'ACCEPT_OFFER', 'MATCH', 'CANCEL', 'NO_SUCH_EVENT']) {
        const res = await send(user.auth, uuid, { type, version: before.version, answers: { earlyDisclosuresAcknowledged: true, hardCreditConsent: true } });
        expect([res.statusCode, res.json().code], type).toEqual([409, 'EVENT_NOT_ALLOWED']);
      }
      const after = await status(user.auth, uuid);
      expect([after.status, after.version]).toEqual([before.status, before.version]);
      expect(await count('select count(*)::int as n from consents where application_uuid = $1 and consent_type = $2', [uuid, 'HARD_CREDIT'])).toBe(0);
    });

    it('refuses a stale version with 409 "updated elsewhere" and overwrites nothing', async () => {
      const { user, uuid, offer } = await atOffers();
      const { version } = await status(user.auth, uuid);
      const first = await send(user.auth, uuid, { type: 'SELECT_OFFER', version, answers: { offerId: offer.id, amount: offer.minDraw } });
      expect(first.statusCode).toBe(200);
      // A second tab, still showing the old version, picks another amount.
      const stale = await send(user.auth, uuid, { type: 'SELECT_OFFER', version, answers: { offerId: offer.id, amount: offer.maxDraw } });
      expect([stale.statusCode, stale.json()]).toEqual([
        409,
        { code: 'VERSION_CONFLICT', messageKey: 'refusals.versionConflict', errors: ['Your application was updated elsewhere. Please reload the page to see the latest.'] },
      ]);
      const application = (await t.app.inject({ method: 'GET', url: apiRoutes.application.path({ uuid }), headers: user.auth })).json();
      expect(application.selectedOffer).toMatchObject({ offerId: offer.id, amount: offer.minDraw });
    });

    it("checks the screen's answers on the server: schema messages at the fields, the offer match (spec section 5)", async () => {
      const { user, uuid, offer } = await atOffers();
      const { version } = await status(user.auth, uuid);
      const missing = await send(user.auth, uuid, { type: 'SELECT_OFFER', version, answers: { offerId: offer.id } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('INVALID_REQUEST');
      for (const answers of [{ offerId: offer.id, amount: offer.maxDraw + 1 }, { offerId: offer.id, amount: offer.minDraw - 1 }, { offerId: 'no-such-offer', amount: offer.minDraw }]) {
        const res = await send(user.auth, uuid, { type: 'SELECT_OFFER', version, answers });
        expect([res.statusCode, res.json()], JSON.stringify(answers)).toEqual([
          400,
          { code: 'OFFER_NOT_AVAILABLE', messageKey: 'refusals.offerNotAvailable', errors: ['Please choose one of your offers and a draw amount within its range.'] },
        ]);
      }
      const unknownField = await send(user.auth, uuid, { type: 'SELECT_OFFER', version, answers: { offerId: offer.id, amount: offer.minDraw, status: 'COMPLETE' } });
      expect(unknownField.statusCode).toBe(400);
      expect((await status(user.auth, uuid)).version).toBe(version);
    });

    it('accepts an offer once: a double click makes one transition and one consent record', async () => {
      const { user, uuid, offer } = await atOffers();
      const selected = (await send(user.auth, uuid, { type: 'SELECT_OFFER', version: (await status(user.auth, uuid)).version, answers: { offerId: offer.id, amount: offer.maxDraw } })).json() as Status;
      expect(selected.events).toEqual(['SELECT_OFFER', 'ACCEPT_OFFER']);
      const accept = { type: 'ACCEPT_OFFER', version: selected.version, answers: { earlyDisclosuresAcknowledged: true, hardCreditConsent: true } };
      const answers = await Promise.all([send(user.auth, uuid, accept), send(user.auth, uuid, accept)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('VERSION_CONFLICT');
      expect((await status(user.auth, uuid)).status).toBe('COLLECT_ADDITIONAL_INFO');
      expect(await count('select count(*)::int as n from consents where application_uuid = $1 and consent_type = $2', [uuid, 'HARD_CREDIT'])).toBe(1);
      expect(await count('select count(*)::int as n from application_events where application_uuid = $1 and event = $2', [uuid, 'ACCEPT_OFFER'])).toBe(1);
    });

    it('replays a retried request with the same Idempotency-Key and refuses the key with another body', async () => {
      const { user, uuid, offer } = await atOffers();
      const { version } = await status(user.auth, uuid);
      const body = { type: 'SELECT_OFFER', version, answers: { offerId: offer.id, amount: offer.minDraw } };
      const key = { 'idempotency-key': randomUUID() };
      const first = await send(user.auth, uuid, body, key);
      const again = await send(user.auth, uuid, body, key);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.json().version).toBe(first.json().version);
      const other = await send(user.auth, uuid, { ...body, answers: { offerId: offer.id, amount: offer.maxDraw } }, key);
      expect([other.statusCode, other.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
      // One applicant event (the pipeline's steps have rows of their own, source 'pipeline').
      expect(await count("select count(*)::int as n from application_events where application_uuid = $1 and source = 'applicant'", [uuid])).toBe(1);
    });

    it("answers a form screen's answers the flow refuses with 400 and the flow's messages at the fields, changing nothing", async () => {
      const { user, uuid } = await atOffers();
      const api = injectApi(t.app, user.auth);
      await acceptOffer(api, uuid);
      const { version } = await statusOf(api, uuid);
      const res = await send(user.auth, uuid, { type: 'SUBMIT_CONTACT', version, answers: { ...validAnswers.contact, phoneNumber: '(155) 123-4567', maritalStatus: undefined } });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          code: 'INVALID_REQUEST',
          messageKey: 'refusals.invalidRequest',
          errors: ['Country code 1 is not needed', 'Please select your marital status'],
          fields: [
            { pointer: '/phoneNumber', messageKey: 'errors.phone.countryCode', message: 'Country code 1 is not needed' },
            { pointer: '/maritalStatus', messageKey: 'errors.maritalStatus.required', message: 'Please select your marital status' },
          ],
        },
      ]);
      expect(await statusOf(api, uuid)).toMatchObject({ status: 'COLLECT_ADDITIONAL_INFO', version });
      // The same answers put right move on, and the summary shows them.
      await send(user.auth, uuid, { type: 'SUBMIT_CONTACT', version, answers: validAnswers.contact });
      const summary = await t.app.inject({ method: 'GET', url: apiRoutes.summary.path({ uuid }), headers: user.auth });
      expect(summary.json().answers.contact).toEqual(validAnswers.contact);
    });

    it('retries a frozen credit file once on a double click: one transition, one job, one bureau call', async () => {
      const owner = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: owner.auth, payload: helocRequest({ lastName: 'Thawing' }) });
      const id = (created.json() as { uuid: string }).uuid;
      const api = injectApi(t.app, owner.auth);
      await reach(api, id, 'SOFT_CREDIT_LOCKED_OR_FROZEN');
      const { version, events } = await statusOf(api, id);
      expect(events).toEqual(['RETRY_CREDIT']);
      const answers = await Promise.all([send(owner.auth, id, { type: 'RETRY_CREDIT', version }), send(owner.auth, id, { type: 'RETRY_CREDIT', version })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      await reach(api, id, 'OFFER_SELECTION');
      expect(await count('select count(*)::int as n from pipeline_steps where application_uuid = $1 and status = $2', [id, 'WAITING_FOR_CREDIT_RETRY'])).toBe(1);
      expect(await count("select count(*)::int as n from provider_ledger where provider = 'credit' and idempotency_key like $1", [`${id}:%`])).toBe(2);
    });

    it('holds an identity check pending review for a person (IDENTITY_REVIEW): no applicant event moves it on', async () => {
      const { user, uuid } = await atOffers(helocRequest({ lastName: 'Idreview' }));
      const api = injectApi(t.app, user.auth);
      await acceptOffer(api, uuid);
      await submitApplication(api, uuid);
      await reach(api, uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, uuid);
      await reach(api, uuid, 'IDENTITY_VERIFICATION');
      await submitIdentity(api, uuid);
      await reach(api, uuid, 'IDENTITY_REVIEW');
      expect((await statusOf(api, uuid)).events).toEqual([]);
      const runs = await t.db.query<{ event: string }>('select event from pipeline_steps where application_uuid = $1 and status = $2 order by version', [uuid, 'WAITING_FOR_ID_VERIFICATION']);
      expect(runs.rows.map((r) => r.event)).toEqual(['PENDING_REVIEW']);
    });

    it("refuses identity documents that are not this application's uploads", async () => {
      const { user, uuid } = await atOffers();
      const api = injectApi(t.app, user.auth);
      await acceptOffer(api, uuid);
      await submitApplication(api, uuid);
      await reach(api, uuid, 'INCOME_VERIFICATION');
      await linkPayroll(api, uuid);
      await reach(api, uuid, 'IDENTITY_VERIFICATION');
      // Another applicant's upload, named by its id.
      const other = await atOffers();
      const theirs = await injectApi(t.app, other.user.auth).upload(`${apiRoutes.application.path({ uuid: other.uuid })}/documents`, 'ID_FRONT', { name: 'f.png', type: 'image/png', bytes: images.png });
      expect(theirs.status).toBe(201);
      const { version } = await statusOf(api, uuid);
      const res = await send(user.auth, uuid, { type: 'SUBMIT_IDENTITY_DOCUMENTS', version, answers: { documentType: 'US_PASSPORT', frontDocumentId: (theirs.body as { uuid: string }).uuid } });
      expect([res.statusCode, res.json().code]).toEqual([400, 'DOCUMENT_NOT_FOUND']);
      expect((await statusOf(api, uuid)).status).toBe('IDENTITY_VERIFICATION');
    });

    it("answers 404 for another applicant's application on events, answers and summary, and 401 without a token", async () => {
      const { uuid } = await atOffers();
      const other = await registerUser(t.app);
      const routes = [
        { method: 'POST' as const, url: apiRoutes.events.path({ uuid }), payload: { type: 'SELECT_OFFER', version: 1, answers: {} } },
        { method: 'GET' as const, url: apiRoutes.summary.path({ uuid }) },
        { method: 'GET' as const, url: apiRoutes.answers.path({ uuid, flowId: 'contact' }) },
      ];
      for (const route of routes) {
        const res = await t.app.inject({ ...route, headers: other.auth });
        expect([res.statusCode, res.json()], route.url).toEqual([404, { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] }]);
        expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      }
    });

    it('runs the registration flow on the create call: an applicant too young for the brand is refused at the field', async () => {
      const user = await registerUser(t.app);
      const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: { ...user.auth, 'x-org': 'harbor-cu' }, payload: helocRequest() });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          code: 'INVALID_REQUEST',
          messageKey: 'refusals.invalidRequest',
          errors: ['You must be at least 62 years old to apply for a loan.'],
          fields: [{ pointer: '/dob', messageKey: 'errors.dob.underage62', message: 'You must be at least 62 years old to apply for a loan.' }],
        },
      ]);
    });
  });
}

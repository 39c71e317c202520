// Applications over HTTP: who may read what (catalogue Z1), idempotent creation (I1, I2), the
// refusals of spec sections 5 and 8, and mass assignment (Z2). On PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorsById } from '../../src/generated/validators/schemas';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, statusUrl, type TestApp } from './harness';

const HELOC = '/service-application/api/v1/application/heloc';
const uuidRoutes = (uuid: string) => [`${HELOC}/${uuid}`, `${HELOC}/${uuid}/offers`, statusUrl(uuid)];

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`applications (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const create = (auth: Record<string, string>, payload: unknown = helocRequest(), extra: { url?: string; headers?: Record<string, string> } = {}) =>
      t.app.inject({ method: 'POST', url: extra.url ?? createUrl(), headers: { ...auth, ...extra.headers }, payload: payload as object });
    const countApplications = async (identityUuid: string) =>
      Number((await t.db.query<{ n: number }>('select count(*)::int as n from applications where identity_uuid = $1', [identityUuid])).rows[0]!.n);

    it('answers 404 on every {uuid} route of another applicant, of an unknown uuid and of a malformed one, and 401 without a token', async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const { uuid } = (await create(owner.auth)).json();
      // Offers exist once pre-qualification is done.
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: owner.auth }), uuid);
      for (const url of uuidRoutes(uuid)) {
        expect((await t.app.inject({ method: 'GET', url, headers: owner.auth })).statusCode, url).not.toBe(404);
        const foreign = await t.app.inject({ method: 'GET', url, headers: other.auth });
        expect([foreign.statusCode, foreign.json()], url).toEqual([404, { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] }]);
        const bare = await t.app.inject({ method: 'GET', url });
        expect([bare.statusCode, bare.json()], url).toEqual([401, { code: 'UNAUTHENTICATED', messageKey: 'refusals.unauthenticated', errors: ['unauthenticated'] }]);
      }
      for (const url of [...uuidRoutes(randomUUID()), ...uuidRoutes('not-a-uuid')]) {
        const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
        expect([res.statusCode, res.json()], url).toEqual([404, { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] }]);
      }
      const list = await t.app.inject({ method: 'GET', url: `${HELOC}/all`, headers: other.auth });
      expect(list.json()).toEqual([]);
    });

    it('answers the documented shapes', async () => {
      const user = await registerUser(t.app);
      const created = await create(user.auth);
      expect(validatorsById['api-heloc-application']!(created.json()), JSON.stringify(validatorsById['api-heloc-application']!.errors)).toBe(true);
      const list = await t.app.inject({ method: 'GET', url: `${HELOC}/all`, headers: user.auth });
      expect(validatorsById['api-heloc-application-list']!(list.json())).toBe(true);
      const status = await t.app.inject({ method: 'GET', url: statusUrl(created.json().uuid), headers: user.auth });
      expect(validatorsById['api-application-status']!(status.json())).toBe(true);
      const ability = await t.app.inject({ method: 'GET', url: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application', headers: user.auth });
      expect(validatorsById['api-ability-to-start']!(ability.json())).toBe(true);
      const consentTypes = await t.app.inject({ method: 'GET', url: `${HELOC}/consent-types`, headers: user.auth });
      expect(validatorsById['api-consent-types']!(consentTypes.json())).toBe(true);
    });

    it('gives one application to a double submit without a key: 201, then 200 with the same uuid', async () => {
      const user = await registerUser(t.app);
      const first = await create(user.auth);
      const second = await create(user.auth);
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(second.json().uuid).toBe(first.json().uuid);
      expect(await countApplications(user.uuid)).toBe(1);
    });

    it('gives one application to 20 concurrent creates, with one Idempotency-Key and with none', async () => {
      for (const headers of [{ 'idempotency-key': randomUUID() }, {}] as Array<Record<string, string>>) {
        const user = await registerUser(t.app);
        const answers = await Promise.all(Array.from({ length: 20 }, () => create(user.auth, helocRequest(), { headers })));
        expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201, 200]));
        expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
        expect(new Set(answers.map((a) => a.json().uuid)).size).toBe(1);
        expect(await countApplications(user.uuid)).toBe(1);
      }
    });

    it('refuses an Idempotency-Key reused with another body (422) and replays it with the same body', async () => {
      const user = await registerUser(t.app);
      const headers = { 'idempotency-key': 'key-1' };
      const first = await create(user.auth, helocRequest(), { headers });
      const replay = await create(user.auth, helocRequest(), { headers });
      expect(replay.json().uuid).toBe(first.json().uuid);
      const changed = await create(user.auth, { ...helocRequest(), employmentType: 'RETIRED' }, { headers });
      expect([changed.statusCode, changed.json()]).toEqual([
        422,
        { code: 'IDEMPOTENCY_KEY_REUSED', messageKey: 'refusals.idempotencyKeyReused', errors: ['This request key was already used with different details. Start a new request.'] },
      ]);
    });

    it("lets an applicant with an active application on one brand start one on another brand, listing the first brand's code", async () => {
      const user = await registerUser(t.app);
      await create(user.auth);
      const ability = await t.app.inject({
        method: 'GET',
        url: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
        headers: { ...user.auth, 'x-org': 'fairway' },
      });
      expect(ability.json()).toEqual({ canStartApplication: true, organizationsWithActiveApplication: ['acme-lending'], hasRecentHeloc: false });
      const res = await create(user.auth, helocRequest(), { headers: { 'x-org': 'fairway' } });
      expect([res.statusCode, res.json().organizationCode]).toEqual([201, 'fairway']);
      expect(await countApplications(user.uuid)).toBe(2);
    });

    it('refuses a new application within 45 days of a funded HELOC, with the spec text', async () => {
      const user = await registerUser(t.app);
      const { uuid } = (await create(user.auth)).json();
      await t.db.query("update applications set active = false, funded_at = now() - interval '10 days' where uuid = $1", [uuid]);
      const res = await create(user.auth);
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { code: 'RECENT_HELOC', messageKey: 'submit.recentHeloc.title', errors: ['It looks like you have received a HELOC from us within the last 45 days.'] },
      ]);
      await t.db.query("update applications set funded_at = now() - interval '46 days' where uuid = $1", [uuid]);
      expect((await create(user.auth)).statusCode).toBe(201);
    });

    it('refuses with the exact texts of spec sections 5 and 8', async () => {
      const user = await registerUser(t.app);
      const cases: Array<[string, unknown, string, number, string]> = [
        ['HI', helocRequest({ state: 'HI' }), createUrl('HI'), 400, 'we do not currently offer loans in HI'],

        ['unemployed', { ...helocRequest(), employmentType: 'UNEMPLOYED' }, createUrl(), 400, "We apologize. At this time, we don't lend to unemployed borrowers."],
        ['no soft-credit consent', { ...helocRequest(), consentRequests: [] }, createUrl(), 400, 'Please agree to the soft credit check to see your offers.'],
        ['state mismatch', helocRequest({ state: 'CA' }), createUrl('TX'), 400, 'Please enter a valid state'],
      ];
      for (const [name, payload, url, status, message] of cases) {
        const res = await create(user.auth, payload, { url });
        expect([res.statusCode, res.json().errors], name).toEqual([status, [message]]);
      }
      // A partner under regulator review in New York.
      const review = await create(user.auth, helocRequest({ state: 'NY' }), { url: createUrl('NY'), headers: { 'x-org': 'cross-country' } });
      expect([review.statusCode, review.json().errors]).toEqual([
        400,
        ["We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen."],
      ]);
      const unknownOrg = await create(user.auth, helocRequest(), { headers: { 'x-org': 'no-such-org' } });
      expect([unknownOrg.statusCode, unknownOrg.json().errors]).toEqual([404, ['No private label data found: no-such-org']]);
      expect(await countApplications(user.uuid)).toBe(0);
    });

    it('refuses server-owned and unknown fields (mass assignment) and stores nothing', async () => {
      const user = await registerUser(t.app);
      for (const extra of [{ status: 'OFFER_SELECTION' }, { decision: 'APPROVED' }, { userId: randomUUID() }, { creditScore: 850 }]) {
        const res = await create(user.auth, { ...helocRequest(), ...extra });
        expect([res.statusCode, res.json().code], JSON.stringify(extra)).toEqual([400, 'INVALID_REQUEST']);
      }
      const poisoned = await t.app.inject({
        method: 'POST',
        url: createUrl(),
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(helocRequest()).slice(1)}`,
      });
      expect(poisoned.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(await countApplications(user.uuid)).toBe(0);
    });

    it('shows field messages from copy when the body is invalid', async () => {
      const user = await registerUser(t.app);
      const body = helocRequest();
      const res = await create(user.auth, { ...body, propertyRequest: { ...body.propertyRequest, zip: '123', city: '' }, income: { incomePrimary: 10_000_000 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([
        { pointer: '/propertyRequest/city', messageKey: 'errors.address.cityInvalid', message: 'Please enter a valid city name' },
        { pointer: '/propertyRequest/zip', messageKey: 'errors.address.zipInvalid', message: 'Please enter a valid zipcode' },
        { pointer: '/income/incomePrimary', messageKey: 'errors.income.max', message: 'Must be less than $10,000,000' },
      ]);
    });

    it("refuses a referred property outside the loan officer's licensed states only when the officer enforces them, and drops an unknown referrer", async () => {
      const enforcing = 'a0000000-0000-4000-8000-000000000001'; // licensed in CA, OR, WA; enforces
      const lenient = 'a0000000-0000-4000-8000-000000000002'; // licensed in CA, TX, FL; does not enforce
      const refused = await create((await registerUser(t.app)).auth, { ...helocRequest({ state: 'TX' }), referrerId: enforcing }, { url: createUrl('TX') });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        {
          code: 'LOAN_OFFICER_NOT_LICENSED',
          messageKey: 'eligibility.blocks.referrerNotLicensed',
          errors: ['We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.'],
        },
      ]);
      const licensed = await create((await registerUser(t.app)).auth, { ...helocRequest({ state: 'CA' }), referrerId: enforcing });
      expect([licensed.statusCode, licensed.json().referrer]).toEqual([201, { referrerUuid: enforcing }]);
      const notEnforced = await create((await registerUser(t.app)).auth, { ...helocRequest({ state: 'NV' }), referrerId: lenient }, { url: createUrl('NV') });
      expect(notEnforced.statusCode).toBe(201);
      const unknown = await create((await registerUser(t.app)).auth, { ...helocRequest(), referrerId: randomUUID() });
      expect([unknown.statusCode, unknown.json().referrer]).toEqual([201, null]);
    });

    it('refuses an application without a valid referrer where the brand requires one', async () => {
      const summit = { headers: { 'x-org': 'summit-demo' } };
      for (const referrerId of [undefined, randomUUID()]) {
        const res = await create((await registerUser(t.app)).auth, { ...helocRequest(), ...(referrerId ? { referrerId } : {}) }, summit);
        expect([res.statusCode, res.json().code]).toEqual([400, 'REFERRER_REQUIRED']);
      }
      const referred = await create((await registerUser(t.app)).auth, { ...helocRequest(), referrerId: 'c0000000-0000-4000-8000-000000000001' }, summit);
      expect([referred.statusCode, referred.json().organizationCode]).toEqual([201, 'summit-demo']);
    });

    it('answers 401, not 400, to a request with no token and a bad body', async () => {
      const res = await t.app.inject({ method: 'POST', url: createUrl(), payload: { status: 'APPROVED' } });
      expect([res.statusCode, res.json()]).toEqual([401, { code: 'UNAUTHENTICATED', messageKey: 'refusals.unauthenticated', errors: ['unauthenticated'] }]);
    });
  });
}

// Profile service: the caller's profile, consent documents, name correction and feedback to the
// CEO, over HTTP on each database; with the session, ownership (Z1) and body (Z2, V5) checks.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { consentDocuments } from '../../src/server/services/consent-documents';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectUnauthenticated, expectUnsafeBodiesRefused } from './api-contract';
import { createUrl, helocRequest, registerUser, type TestApp } from './harness';

const PROFILE = '/service-profile/api/v1/profile';
const NAME = `${PROFILE}/name`;
const FEEDBACK = '/service-profile/api/v1/feedback/ceo';
const HOME = { street1: '9 Elm St', street2: 'Apt 2', city: 'Springfield', state: 'CA', zip: '94105' };

const feedback = (extra: Record<string, unknown> = {}) => ({
  message: 'The rate page was clear and quick.',
  topic: 'COMPLIMENT',
  marketingConsent: false,
  pathname: '/account/heloc/dashboard',
  productType: 'HELOC',
  ...extra,
});

async function createApplication(t: TestApp, auth: Record<string, string>, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: { ...helocRequest(), ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid;
}

describeOnEachDatabase('profile service', (app) => {
  const nameOf = async (identityUuid: string) =>
    (await app().db.query('select first_name, middle_name, last_name, suffix from profiles where identity_uuid = $1', [identityUuid])).rows;
  const feedbackOf = (identityUuid: string) => countRows(app(), 'feedback', 'identity_uuid = $1', [identityUuid]);

  it('answers 401 on every route without a token', async () => {
    await expectUnauthenticated(app(), { method: 'GET', url: PROFILE });
    await expectUnauthenticated(app(), { method: 'GET', url: `${PROFILE}/consent-types` });
    await expectUnauthenticated(app(), { method: 'PUT', url: NAME, payload: { firstName: 'Pat', lastName: 'Lee' } });
    await expectUnauthenticated(app(), { method: 'POST', url: FEEDBACK, payload: feedback() });
  });

  it('answers the profile of a new account: email and mobile phone, no name, birth date or address yet', async () => {
    const user = await registerUser(app().app);
    const body = await expectAnswer(app(), { method: 'GET', url: PROFILE, headers: user.auth }, 200, 'api-profile');
    expect(body).toEqual({
      uuid: user.uuid,
      email: user.email,
      name: null,
      dob: null,
      phoneNumbers: [{ type: 'MOBILE', number: '(555) 555-0100' }],
      addresses: [],
      organizationCode: 'acme-lending',
      isBroker: false,
      updatedAt: expect.any(String),
    });
  });

  it('answers the name, birth date and home address given when applying', async () => {
    const user = await registerUser(app().app);
    await createApplication(app(), user.auth, { homeAddress: HOME });
    const body = await expectAnswer(app(), { method: 'GET', url: PROFILE, headers: user.auth }, 200, 'api-profile');
    expect(body.name).toEqual({ firstName: 'Pat', lastName: 'Applicant' });
    expect(body.dob).toBe('1980-05-17');
    expect(body.addresses).toEqual([{ type: 'HOME', ...HOME }]);
  });

  it("answers 404 'User not found' when the profile row is missing", async () => {
    const user = await registerUser(app().app);
    await app().db.query('delete from profiles where identity_uuid = $1', [user.uuid]);
    const body = await expectError(app(), { method: 'GET', url: PROFILE, headers: user.auth }, 404, ['User not found']);
    expect(body.code).toBe('USER_NOT_FOUND');
    const payload = { firstName: 'Pat', lastName: 'Lee' };
    await expectError(app(), { method: 'PUT', url: NAME, headers: user.auth, payload }, 404, ['User not found']);
  });

  it('answers the consent documents and their versions', async () => {
    const user = await registerUser(app().app);
    const body = await expectAnswer(app(), { method: 'GET', url: `${PROFILE}/consent-types`, headers: user.auth }, 200, 'api-consent-types');
    expect(body).toEqual(consentDocuments);
  });

  it('replaces the name, trimmed, and answers the profile', async () => {
    const user = await registerUser(app().app);
    const payload = { firstName: '  José ', middleName: 'Ann Marie', lastName: "O'Brien-Nguyễn ", suffix: 'JR' };
    const body = await expectAnswer(app(), { method: 'PUT', url: NAME, headers: user.auth, payload }, 200, 'api-profile');
    expect(body.name).toEqual({ firstName: 'José', middleName: 'Ann Marie', lastName: "O'Brien-Nguyễn", suffix: 'JR' });
    const replaced = await expectAnswer(app(), { method: 'PUT', url: NAME, headers: user.auth, payload: { firstName: 'Jose\u0301', lastName: 'Li' } }, 200, 'api-profile');
    expect(replaced.name).toEqual({ firstName: 'Jose\u0301', lastName: 'Li' });
  });

  it('answers 400 with the registration texts and keeps the name when the new one breaks a rule', async () => {
    const user = await registerUser(app().app);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'P', lastName: 'Lee' }, 'First name must be at least 2 characters long'],
      [{ firstName: '  P ', lastName: 'Lee' }, 'First name must be at least 2 characters long'],
      [{ firstName: '   ', lastName: 'Lee' }, 'First name must be at least 2 characters long'],
      [{ firstName: 'Pat' }, 'Please enter the last name'],
      [{ firstName: 'R2D2', lastName: 'Lee' }, 'Some of the characters entered are not supported.'],
      [{ firstName: 'Pat', lastName: 'Lee', suffix: 'ESQ' }, 'Some of the characters entered are not supported.'],
    ];
    for (const [payload, message] of cases) {
      const body = await expectError(app(), { method: 'PUT', url: NAME, headers: user.auth, payload }, 400, [message]);
      expect(body.code).toBe('INVALID_REQUEST');
    }
    expect(await nameOf(user.uuid)).toEqual([{ first_name: null, middle_name: null, last_name: null, suffix: null }]);
  });

  it('refuses unknown keys and prototype keys in the name body, changing nothing', async () => {
    const user = await registerUser(app().app);
    const request = { method: 'PUT' as const, url: NAME, headers: user.auth, payload: { firstName: 'Pat', lastName: 'Lee' } };
    await expectUnsafeBodiesRefused(app(), request, () => nameOf(user.uuid));
  });

  it('stores feedback to the CEO and answers 201 with its uuid', async () => {
    const user = await registerUser(app().app);
    const body = await expectAnswer(app(), { method: 'POST', url: FEEDBACK, headers: user.auth, payload: feedback() }, 201, 'api-created-response');
    const { rows } = await app().db.query('select * from feedback where uuid = $1', [body.uuid]);
    expect(rows[0]).toMatchObject({
      identity_uuid: user.uuid,
      application_uuid: null,
      topic: 'COMPLIMENT',
      message: 'The rate page was clear and quick.',
      marketing_consent: false,
      pathname: '/account/heloc/dashboard',
      product_type: 'HELOC',
    });
  });

  it('accepts messages of 10 and 1000 characters and refuses 9 and 1001 with the spec texts', async () => {
    const user = await registerUser(app().app);
    for (const length of [10, 1000]) {
      await expectAnswer(app(), { method: 'POST', url: FEEDBACK, headers: user.auth, payload: feedback({ message: 'x'.repeat(length) }) }, 201, 'api-created-response');
    }
    const post = (extra: Record<string, unknown>) => ({ method: 'POST' as const, url: FEEDBACK, headers: user.auth, payload: feedback(extra) });
    await expectError(app(), post({ message: 'x'.repeat(9) }), 400, ['Must be at least 10 characters']);
    await expectError(app(), post({ message: 'x'.repeat(1001) }), 400, ['Must be at most 1000 characters']);
    await expectError(app(), post({ topic: 'COMPLAINT' }), 400, ['Required']);
    expect(await feedbackOf(user.uuid)).toBe(2);
  });

  it("links feedback to the caller's application, and answers 404 for another's or an unknown one", async () => {
    const owner = await registerUser(app().app);
    const other = await registerUser(app().app);
    const applicationUuid = await createApplication(app(), owner.auth);
    for (const uuid of [applicationUuid, randomUUID()]) {
      const payload = feedback({ applicationUuid: uuid });
      await expectError(app(), { method: 'POST', url: FEEDBACK, headers: other.auth, payload }, 404, ['Not Found']);
    }
    expect(await feedbackOf(other.uuid)).toBe(0);
    const payload = feedback({ applicationUuid });
    const body = await expectAnswer(app(), { method: 'POST', url: FEEDBACK, headers: owner.auth, payload }, 201, 'api-created-response');
    const { rows } = await app().db.query('select application_uuid from feedback where uuid = $1', [body.uuid]);
    expect(rows).toEqual([{ application_uuid: applicationUuid }]);
  });

  it('refuses unknown keys and prototype keys in feedback, storing nothing', async () => {
    const user = await registerUser(app().app);
    const request = { method: 'POST' as const, url: FEEDBACK, headers: user.auth, payload: feedback() };
    await expectUnsafeBodiesRefused(app(), request, () => feedbackOf(user.uuid));
  });

  it('limits feedback to 10 messages an hour per account', async () => {
    const user = await registerUser(app().app);
    const request = { method: 'POST' as const, url: FEEDBACK, headers: user.auth, payload: feedback() };
    for (let i = 0; i < 10; i++) await expectAnswer(app(), request, 201, 'api-created-response');
    const res = await app().app.inject(request);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await feedbackOf(user.uuid)).toBe(10);
  });
});

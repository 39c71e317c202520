// Brokers (issue 16, deliverable 3) over HTTP on each database: the agent sign-in, referrals
// (validated, refused outside an enforcing originator's licensed states with the spec's words),
// the prefilled registration link, the application created from it recorded against the referral,
// the dashboard listing only the broker's own referrals, and a broker token answered 404 on every
// applicant application route (a broker never acts for the borrower).
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { brokerApiRoutes } from '../../src/core/contract/broker-routes';
import { apiRoutes } from '../../src/core/contract/routes';
import { unpackPrefill } from '../../src/core/prefill/codec';
import { BrokerAccountError, createBrokerAccount, parseBrokerBootstrap } from '../../src/server/brokers/accounts';
import { describeOnEachDatabase, expectAnswer, expectError, expectUnauthenticated } from './api-contract';
import { createUrl, helocRequest, nextIp, registerUser, strongPassword, type TestApp } from './harness';

const DANA = 'a0000000-0000-4000-8000-000000000001'; // acme-lending; enforces CA, OR, WA
const MARCUS = 'a0000000-0000-4000-8000-000000000002'; // acme-lending; does not enforce
const ACME = { host: 'acme.localhost' };
const NOT_LICENSED = 'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';

const referralBody = { firstName: 'Jordan', lastName: 'Reyes', suffix: 'JR', street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', phoneNumber: '(555) 555-0131', email: 'jordan@example.com' };

async function makeBroker(t: TestApp, loanOriginatorUuid = DANA) {
  const email = `broker-${randomUUID()}@example.com`;
  await createBrokerAccount(t.db, t.ctx.hashing, t.ctx.leads, { email, password: strongPassword, organizationCode: 'acme-lending', loanOriginatorUuid });
  const res = await t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'agent' }), headers: ACME, payload: { email, password: strongPassword }, remoteAddress: nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  const { jwt } = res.json() as { jwt: string };
  return { email, headers: { ...ACME, authorization: `Bearer ${jwt}` } };
}

async function refer(t: TestApp, headers: Record<string, string>, body: object = referralBody) {
  return (await expectAnswer(t, { method: 'POST', url: brokerApiRoutes.referrals.path({}), headers, payload: body }, 201, 'api-broker-referral-created')) as {
    referral: { uuid: string };
    registrationPath: string;
    registrationUrl: string | null;
  };
}

/** A homeowner registering from the link: the create body carries the link's referrer and referral. */
async function applyFromLink(t: TestApp, path: string, lastName = 'Reyes') {
  const query = new URLSearchParams(path.split('?')[1]);
  const user = await registerUser(t.app);
  const body = { ...helocRequest({ lastName }), referrerId: query.get('referrer')!, referralId: query.get('referralId')! };
  const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: { ...ACME, ...user.auth }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { user, uuid: (res.json() as { uuid: string }).uuid };
}

describeOnEachDatabase('brokers', (app) => {
  it('signs a broker in through the agent variant only, and its profile says isBroker', async () => {
    const broker = await makeBroker(app());
    const customer = await app().app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'customer' }), headers: ACME, payload: { email: broker.email, password: strongPassword }, remoteAddress: nextIp() });
    expect(customer.statusCode).toBe(401);
    const self = await expectAnswer(app(), { method: 'GET', url: brokerApiRoutes.self.path({}), headers: broker.headers }, 200, 'api-broker-self');
    expect(self.loanOriginator.originatorName).toBe('Dana Whitfield');
    const profile = await app().app.inject({ method: 'GET', url: apiRoutes.profile.path({}), headers: broker.headers });
    expect(profile.json().isBroker).toBe(true);
  });

  it('answers a referral with a registration link carrying the referrer, the referral and the prefill', async () => {
    const broker = await makeBroker(app());
    const created = await refer(app(), broker.headers);
    expect(created.registrationPath.startsWith('/account/heloc/register-v2?')).toBe(true);
    expect(created.registrationUrl).toBe(`http://acme.localhost${created.registrationPath}`);
    const query = new URLSearchParams(created.registrationPath.split('?')[1]);
    expect(query.get('referrer')).toBe(DANA);
    expect(query.get('referralId')).toBe(created.referral.uuid);
    expect(unpackPrefill(query)).toEqual({
      name: { firstName: 'Jordan', lastName: 'Reyes', suffix: 'JR' },
      propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' },
    });
  });

  it("answers a broker's referral on the lead portal's referral routes, OPEN until an application records it", async () => {
    const broker = await makeBroker(app());
    const { referral, registrationPath } = await refer(app(), broker.headers);
    const read = await expectAnswer(app(), { method: 'GET', url: apiRoutes.referral.path({ referralUuid: referral.uuid }) }, 200, 'api-referral');
    expect(read).toEqual({ ...referralBody, uuid: referral.uuid, loanOriginatorUuid: DANA });
    const status = () => expectAnswer(app(), { method: 'GET', url: apiRoutes.referralStatus.path({ referralUuid: referral.uuid }) }, 200, 'api-referral-status');
    expect(await status()).toEqual({ status: 'OPEN', email: referralBody.email });
    await applyFromLink(app(), registrationPath);
    expect((await status()).status).toBe('APPLIED');
  });

  it('refuses a referral with missing or invalid fields, and one outside an enforcing originator\'s states', async () => {
    const broker = await makeBroker(app());
    const url = brokerApiRoutes.referrals.path({});
    for (const payload of [{ ...referralBody, firstName: '' }, { ...referralBody, zip: '12' }, { ...referralBody, email: 'nope' }, { ...referralBody, admin: true }, { lastName: 'Reyes' }]) {
      const body = await expectAnswer(app(), { method: 'POST', url, headers: broker.headers, payload }, 400, 'api-errors');
      expect(body.code).toBe('INVALID_REQUEST');
    }
    const refused = await expectError(app(), { method: 'POST', url, headers: broker.headers, payload: { ...referralBody, state: 'TX', zip: '73301', city: 'Austin' } }, 400, [NOT_LICENSED]);
    expect(refused.code).toBe('LOAN_OFFICER_NOT_LICENSED');
    // An originator who does not enforce its licensed states may refer anywhere.
    await refer(app(), (await makeBroker(app(), MARCUS)).headers, { ...referralBody, state: 'NY', city: 'Albany', zip: '12207' });
  });

  it("refuses at create an application whose property state is outside the enforcing referrer's states", async () => {
    const user = await registerUser(app().app);
    const res = await app().app.inject({ method: 'POST', url: createUrl('TX'), headers: { ...ACME, ...user.auth }, payload: { ...helocRequest({ state: 'TX' }), referrerId: DANA } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('LOAN_OFFICER_NOT_LICENSED');
    expect(res.json().errors).toEqual([NOT_LICENSED]);
  });

  it('lists on the dashboard only the applications of its own referrals, read-only', async () => {
    const mine = await makeBroker(app());
    const other = await makeBroker(app());
    const { registrationPath } = await refer(app(), mine.headers);
    await applyFromLink(app(), registrationPath, 'Reyes');
    const theirs = await refer(app(), other.headers);
    await applyFromLink(app(), theirs.registrationPath, 'Other');
    const list = await expectAnswer(app(), { method: 'GET', url: brokerApiRoutes.applications.path({}), headers: mine.headers }, 200, 'api-broker-applications');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ borrowerName: 'Pat Reyes', propertyState: 'CA' });
    expect(typeof list[0].status.status).toBe('string');
    const otherList = await expectAnswer(app(), { method: 'GET', url: brokerApiRoutes.applications.path({}), headers: other.headers }, 200, 'api-broker-applications');
    expect(otherList.map((a: { borrowerName: string }) => a.borrowerName)).toEqual(['Pat Other']);
  });

  it('drops a referral id that is not of the referrer, so no broker lists that application', async () => {
    const broker = await makeBroker(app());
    const { registrationPath } = await refer(app(), broker.headers);
    const forged = registrationPath.replace(`referrer=${DANA}`, `referrer=${MARCUS}`);
    await applyFromLink(app(), forged, 'Forged');
    const list = await expectAnswer(app(), { method: 'GET', url: brokerApiRoutes.applications.path({}), headers: broker.headers }, 200, 'api-broker-applications');
    expect(list).toEqual([]);
  });

  it('answers a broker token 404 on every applicant application route, even for an application it referred', async () => {
    const broker = await makeBroker(app());
    const { registrationPath } = await refer(app(), broker.headers);
    const { uuid, user } = await applyFromLink(app(), registrationPath);
    const reads = [apiRoutes.application, apiRoutes.offers, apiRoutes.summary, apiRoutes.documents, apiRoutes.status].map((r) => r.path({ uuid }));
    expect((await app().app.inject({ method: 'GET', url: reads[0]!, headers: { ...ACME, ...user.auth } })).statusCode).toBe(200);
    for (const url of reads) {
      await expectError(app(), { method: 'GET', url, headers: broker.headers }, 404, ['Not Found']);
    }
    const event = { method: 'POST' as const, url: apiRoutes.events.path({ uuid }), headers: broker.headers, payload: { type: 'SUBMIT_CONTACT', version: 1, answers: {} } };
    await expectError(app(), event, 404, ['Not Found']);
    await expectError(app(), { method: 'PUT', url: apiRoutes.answers.path({ uuid, flowId: 'contact' }), headers: broker.headers, payload: { answers: {} } }, 404, ['Not Found']);
    expect((await app().app.inject({ method: 'GET', url: apiRoutes.list.path({}), headers: broker.headers })).json()).toEqual([]);
  });

  it("ends a broker's session on either role's sign-out path (a page that does not know its role still signs out)", async () => {
    const broker = await makeBroker(app());
    const out = await app().app.inject({ method: 'POST', url: apiRoutes.logout.path({ role: 'customer' }), headers: broker.headers });
    expect(out.statusCode, out.body).toBe(200);
    await expectUnauthenticated(app(), { method: 'GET', url: brokerApiRoutes.self.path({}), headers: broker.headers });
  });

  it('answers 401 without an agent token and 404 to an applicant or another brand', async () => {
    for (const r of [brokerApiRoutes.self, brokerApiRoutes.applications]) await expectUnauthenticated(app(), { method: 'GET', url: r.path({}), headers: ACME });
    const applicant = await registerUser(app().app);
    await expectUnauthenticated(app(), { method: 'GET', url: brokerApiRoutes.self.path({}), headers: { ...ACME, ...applicant.auth } });
    const broker = await makeBroker(app());
    await expectError(app(), { method: 'GET', url: brokerApiRoutes.applications.path({}), headers: { ...broker.headers, host: 'harbor.localhost' } }, 404, ['Not Found']);
  });

  it('refuses to make a broker of an unknown originator or with a weak password, and reads BROKER_BOOTSTRAP', async () => {
    const make = (over: object) => createBrokerAccount(app().db, app().ctx.hashing, app().ctx.leads, { email: `b-${randomUUID()}@example.com`, password: strongPassword, organizationCode: 'acme-lending', loanOriginatorUuid: DANA, ...over });
    await expect(make({ loanOriginatorUuid: randomUUID() })).rejects.toBeInstanceOf(BrokerAccountError);
    await expect(make({ organizationCode: 'harbor-cu' })).rejects.toBeInstanceOf(BrokerAccountError);
    await expect(make({ password: 'short' })).rejects.toBeInstanceOf(BrokerAccountError);
    expect(parseBrokerBootstrap(`a@x.example=acme-lending/${DANA}, b@x.example=harbor-cu/${MARCUS}`)).toEqual([
      { email: 'a@x.example', organizationCode: 'acme-lending', loanOriginatorUuid: DANA },
      { email: 'b@x.example', organizationCode: 'harbor-cu', loanOriginatorUuid: MARCUS },
    ]);
    expect(() => parseBrokerBootstrap('nope')).toThrow(/BROKER_BOOTSTRAP/);
  });
});

// Wait list (no session): an entry stored with its organisation, the request rules, and the limit
// per client address, over HTTP on each database.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectUnsafeBodiesRefused } from './api-contract';
import { nextIp } from './harness';

const WAITLIST = '/service-wait-list/api/v1/home-equity-loan-plus';

const entry = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Robin',
  lastName: 'Kealoha',
  dob: '1975-03-09',
  email: `robin-${randomUUID()}@example.com`,
  income: 95000,
  street1: '12 Ocean View Dr',
  city: 'Honolulu',
  state: 'HI',
  zip: '96815',
  consent: true,
  ...extra,
});

describeOnEachDatabase('wait list', (app) => {
  const entriesFrom = (email: unknown) => countRows(app(), 'waitlist_entries', "entry->>'email' = $1", [email]);

  it('stores the entry with the organisation and answers 201 with its uuid', async () => {
    const payload = entry();
    const url = `${WAITLIST}?orgCode=harbor-cu`;
    const body = await expectAnswer(app(), { method: 'POST', url, payload, remoteAddress: nextIp() }, 201, 'api-created-response');
    const { rows } = await app().db.query('select organization_code, entry from waitlist_entries where uuid = $1', [body.uuid]);
    expect(rows).toEqual([{ organization_code: 'harbor-cu', entry: payload }]);
  });

  it('stores the default organisation without orgCode', async () => {
    const body = await expectAnswer(app(), { method: 'POST', url: WAITLIST, payload: entry(), remoteAddress: nextIp() }, 201, 'api-created-response');
    const { rows } = await app().db.query('select organization_code from waitlist_entries where uuid = $1', [body.uuid]);
    expect(rows).toEqual([{ organization_code: 'acme-lending' }]);
  });

  it('answers 400 and stores nothing when consent is missing or the ZIP or email is invalid', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ consent: false }, 'Required'],
      [{ zip: '9681' }, 'Please enter a valid zipcode'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ dob: '03/09/1975' }, 'Invalid date'],
    ];
    for (const [extra, message] of cases) {
      const payload = entry(extra);
      await expectError(app(), { method: 'POST', url: WAITLIST, payload, remoteAddress: nextIp() }, 400, [message]);
      expect(await entriesFrom(payload.email)).toBe(0);
    }
  });

  it("answers 404 'No private label data found' and stores nothing when the organisation is unknown", async () => {
    const payload = entry();
    const request = { method: 'POST' as const, url: `${WAITLIST}?orgCode=no-such-org`, payload, remoteAddress: nextIp() };
    await expectError(app(), request, 404, ['No private label data found: no-such-org']);
    expect(await entriesFrom(payload.email)).toBe(0);
  });

  it('refuses unknown keys and prototype keys, storing nothing', async () => {
    const request = { method: 'POST' as const, url: WAITLIST, payload: entry(), remoteAddress: nextIp() };
    const stored = () => countRows(app(), 'waitlist_entries');
    await expectUnsafeBodiesRefused(app(), request, stored);
  });

  it('answers 429 with Retry-After after 20 posts from one address, malformed ones included', async () => {
    const remoteAddress = nextIp();
    const payload = entry();
    await expectAnswer(app(), { method: 'POST', url: WAITLIST, payload: { bad: true }, remoteAddress }, 400, 'api-errors');
    for (let i = 0; i < 19; i++) await expectAnswer(app(), { method: 'POST', url: WAITLIST, payload, remoteAddress }, 201, 'api-created-response');
    const res = await app().app.inject({ method: 'POST', url: WAITLIST, payload, remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', messageKey: 'refusals.rateLimited', errors: ['Too many attempts. Please wait a moment and try again.'] });
    expect(await entriesFrom(payload.email)).toBe(19);
    await expectAnswer(app(), { method: 'POST', url: WAITLIST, payload, remoteAddress: nextIp() }, 201, 'api-created-response');
  });
});

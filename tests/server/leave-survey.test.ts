// The leave survey's answers (no session: sent after logging out): stored with the brand and the
// screen only, the request rules with their copy texts, and the limit per client address, over
// HTTP on each database. Feedback to the CEO's limits: the 10th message of an hour is accepted, the
// 11th refused (its lengths are in profile.test.ts).
import { expect, it } from 'vitest';
import { FEEDBACK_LIMIT } from '../../src/server/services/feedback';
import { LEAVE_SURVEY_LIMIT } from '../../src/server/services/leave-survey';
import { apiRoutes } from '../../src/core/contract/routes';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectUnsafeBodiesRefused } from './api-contract';
import { nextIp, registerUser } from './harness';

const SURVEY = apiRoutes.leaveSurvey.path({});
const RATE_LIMITED = { code: 'RATE_LIMITED', messageKey: 'refusals.rateLimited', errors: ['Too many attempts. Please wait a moment and try again.'] };
const answers = (extra: Record<string, unknown> = {}) => ({ screen: 'liens', reason: 'NEED_TIME', comment: 'I will finish at the weekend.', ...extra });

describeOnEachDatabase('leave survey and feedback limits', (app) => {
  const stored = () => countRows(app(), 'leave_surveys');

  it('stores the answers with the brand and the screen, without a session, and answers 201', async () => {
    const url = `${SURVEY}?orgCode=harbor-cu`;
    const body = await expectAnswer(app(), { method: 'POST', url, payload: answers({ screen: 'product/select' }), remoteAddress: nextIp() }, 201, 'api-created-response');
    const { rows } = await app().db.query('select organization_code, screen, reason, comment from leave_surveys where uuid = $1', [body.uuid]);
    expect(rows).toEqual([{ organization_code: 'harbor-cu', screen: 'product/select', reason: 'NEED_TIME', comment: 'I will finish at the weekend.' }]);
    const bare = await expectAnswer(app(), { method: 'POST', url: SURVEY, payload: { screen: 'signing/sign', reason: 'OTHER', comment: '  ' }, remoteAddress: nextIp() }, 201, 'api-created-response');
    const { rows: [row] } = await app().db.query('select organization_code, comment from leave_surveys where uuid = $1', [bare.uuid]);
    expect(row).toEqual({ organization_code: 'acme-lending', comment: null });
  });

  it('answers 400 with the copy texts and stores nothing for a missing reason, a long comment or another screen', async () => {
    const before = await stored();
    const post = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: SURVEY, payload, remoteAddress: nextIp() });
    await expectError(app(), post({ screen: 'liens' }), 400, ['Please select a reason']);
    await expectError(app(), post(answers({ reason: 'BORED' })), 400, ['Please select a reason']);
    await expectError(app(), post(answers({ comment: 'x'.repeat(501) })), 400, ['Must be at most 500 characters']);
    await expectAnswer(app(), post(answers({ comment: 'x'.repeat(500) })), 201, 'api-created-response');
    const other = await app().app.inject(post(answers({ screen: 'dashboard' })));
    expect(other.statusCode).toBe(400);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses unknown keys (an application or an identity) and prototype keys, storing nothing', async () => {
    const request = { method: 'POST' as const, url: SURVEY, payload: answers(), remoteAddress: nextIp() };
    await expectUnsafeBodiesRefused(app(), request, stored);
  });

  it(`answers 429 with Retry-After past ${LEAVE_SURVEY_LIMIT.max} posts from one address, malformed ones included`, async () => {
    const remoteAddress = nextIp();
    await expectAnswer(app(), { method: 'POST', url: SURVEY, payload: { bad: true }, remoteAddress }, 400, 'api-errors');
    for (let i = 1; i < LEAVE_SURVEY_LIMIT.max; i++) await expectAnswer(app(), { method: 'POST', url: SURVEY, payload: answers(), remoteAddress }, 201, 'api-created-response');
    const res = await app().app.inject({ method: 'POST', url: SURVEY, payload: answers(), remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual(RATE_LIMITED);
    await expectAnswer(app(), { method: 'POST', url: SURVEY, payload: answers(), remoteAddress: nextIp() }, 201, 'api-created-response');
  });

  it(`accepts ${FEEDBACK_LIMIT.max} messages to the CEO an hour from one account and refuses the next with 429, another account unaffected`, async () => {
    const user = await registerUser(app().app);
    const payload = { message: 'x'.repeat(10), topic: 'IMPROVE_PRODUCT', marketingConsent: true, pathname: '/account/heloc/dashboard', productType: 'HELOC' };
    const url = apiRoutes.ceoFeedback.path({});
    for (let i = 0; i < FEEDBACK_LIMIT.max; i++) await expectAnswer(app(), { method: 'POST', url, headers: user.auth, payload, remoteAddress: nextIp() }, 201, 'api-created-response');
    const res = await app().app.inject({ method: 'POST', url, headers: user.auth, payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(await countRows(app(), 'feedback', 'identity_uuid = $1', [user.uuid])).toBe(FEEDBACK_LIMIT.max);
    const other = await registerUser(app().app);
    await expectAnswer(app(), { method: 'POST', url, headers: other.auth, payload }, 201, 'api-created-response');
  });
});

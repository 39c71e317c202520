// The settings page's account calls over HTTP (issue 29 item 4), on PGlite and PostgreSQL: a password
// changed only with the current one and under the registration's rules, ending every other session
// but keeping the caller's; 'Sign out everywhere else'; the SMS choices read back as last given; each
// call audited without the passwords.
import { expect, it } from 'vitest';
import { errorText } from '../error-text';
import { apiRoutes } from '../../src/core/contract/routes';
import { describeOnEachDatabase, expectError } from './api-contract';
import { nextIp, registerUser, strongPassword, type TestApp } from './harness';

const NEW_PASSWORD = 'Copper-Lantern-92!';

describeOnEachDatabase('account settings', (app) => {
  const login = async (t: TestApp, email: string, password: string) => {
    const answer = await t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'customer' }), payload: { email, password }, remoteAddress: nextIp() });
    return answer.statusCode === 200 ? { authorization: `Bearer ${(answer.json() as { jwt: string }).jwt}` } : answer.statusCode;
  };
  const whoAmI = (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: apiRoutes.identity.path({ version: 'v1' }), headers }).then((a) => a.statusCode);
  const change = (headers: Record<string, string>, body: Record<string, string>) => ({ method: 'PUT' as const, url: apiRoutes.passwordChange.path({}), headers, payload: body });

  it('changes the password with the current one: the other sessions end, this one stays, the old password stops working', async () => {
    const t = app();
    const user = await registerUser(t.app);
    const laptop = await login(t, user.email, strongPassword);
    if (typeof laptop === 'number') throw new Error(`login ${laptop}`);
    await expectError(t, change(user.auth, { currentPassword: 'Not-My-Password-1!', password: NEW_PASSWORD }), 400, [errorText('CURRENT_PASSWORD_WRONG')]);
    await expectError(t, change(user.auth, { currentPassword: strongPassword, password: 'short' }), 400, [errorText('PASSWORD_RULE')]);
    expect((await t.app.inject(change(user.auth, { currentPassword: strongPassword, password: NEW_PASSWORD }))).statusCode).toBe(204);
    expect(await whoAmI(t, user.auth)).toBe(200);
    expect(await whoAmI(t, laptop)).toBe(401);
    expect(await login(t, user.email, strongPassword)).toBe(401);
    expect(typeof (await login(t, user.email, NEW_PASSWORD))).toBe('object');
    const rows = await t.db.query<{ action: string; outcome: string }>("select action, outcome from audit_events where action = 'password-change' and actor_uuid = $1 order by id", [user.uuid]);
    expect(rows.rows.map((r) => r.outcome)).toEqual(['failure', 'failure', 'success']);
  });

  it('without a session: 401, and nothing changes', async () => {
    const t = app();
    const user = await registerUser(t.app);
    expect((await t.app.inject(change({}, { currentPassword: strongPassword, password: NEW_PASSWORD }))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: apiRoutes.otherSessions.path({}) })).statusCode).toBe(401);
    expect(typeof (await login(t, user.email, strongPassword))).toBe('object');
  });

  it("'Sign out everywhere else' ends every other session of the account and no one else's", async () => {
    const t = app();
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const phone = await login(t, user.email, strongPassword);
    const tablet = await login(t, user.email, strongPassword);
    if (typeof phone === 'number' || typeof tablet === 'number') throw new Error('login');
    const answer = await t.app.inject({ method: 'DELETE', url: apiRoutes.otherSessions.path({}), headers: user.auth });
    expect([answer.statusCode, answer.json()]).toEqual([200, { signedOut: 2 }]);
    expect([await whoAmI(t, user.auth), await whoAmI(t, phone), await whoAmI(t, tablet), await whoAmI(t, other.auth)]).toEqual([200, 401, 401, 200]);
  });

  it('reads back the SMS choices as last given, per consent type', async () => {
    const t = app();
    const user = await registerUser(t.app);
    const prompt = async (type: string) => (await t.app.inject({ method: 'GET', url: apiRoutes.consentPrompt.path({ consentType: type }), query: { org: 'fairway' } })).json() as { uuid: string };
    const [sms, transactional] = [await prompt('SMS'), await prompt('SMS_TRANSACTIONAL')];
    const give = (consents: Array<{ consentPromptUuid: string; optInOut: string }>) => t.app.inject({ method: 'POST', url: apiRoutes.userConsent.path({}), headers: user.auth, payload: { consents } });
    const read = async () => ((await t.app.inject({ method: 'GET', url: apiRoutes.userConsent.path({}), headers: user.auth })).json() as Array<{ consentType: string; optInOut: string }>).map((c) => [c.consentType, c.optInOut]).sort();
    expect(await read()).toEqual([]);
    await give([{ consentPromptUuid: sms.uuid, optInOut: 'OPT_IN' }, { consentPromptUuid: transactional.uuid, optInOut: 'OPT_IN' }]);
    await give([{ consentPromptUuid: sms.uuid, optInOut: 'OPT_OUT' }]);
    expect(await read()).toEqual([['SMS', 'OPT_OUT'], ['SMS_TRANSACTIONAL', 'OPT_IN']]);
  });
});

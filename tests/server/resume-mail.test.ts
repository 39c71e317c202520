// 'Finish later' over HTTP (issue 15), on PGlite and PostgreSQL: the signed-in applicant's link
// back to the resume route lands in the sandbox outbox, addressed to their own email; another
// applicant's token cannot send it for an application not theirs (404, nothing mailed), nor can a
// body name another address; no token is 401; the mail is rate limited per account.
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { readOutbox } from '../../src/server/mail/mail';
import { describeOnEachDatabase, expectAnswer, expectError, expectUnauthenticated } from './api-contract';
import { createUrl, helocRequest, nextIp, registerUser, type TestApp } from './harness';

const HOST = 'fairway.localhost:3000';

describeOnEachDatabase('resume mail', (app) => {
  async function applicant(t: TestApp) {
    const user = await registerUser(t.app);
    const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: { ...user.auth, host: HOST }, payload: helocRequest(), remoteAddress: nextIp() });
    expect(created.statusCode, created.body).toBe(201);
    return { ...user, application: (created.json() as { uuid: string }).uuid };
  }
  const send = (uuid: string, auth: Record<string, string> = {}, payload: unknown = {}) => ({
    method: 'POST' as const,
    url: apiRoutes.resumeEmail.path({ uuid }),
    headers: { ...auth, host: HOST },
    payload: payload as Record<string, unknown>,
    remoteAddress: nextIp(),
  });
  const mailsTo = async (t: TestApp, email: string) => (await readOutbox(t.db, 1000)).filter((m) => m.to === email);

  it('mails the applicant a link to the resume route of this brand', async () => {
    const t = app();
    const a = await applicant(t);
    expect(await expectAnswer(t, send(a.application, a.auth), 200, 'api-resume-email')).toEqual({ sent: true });
    const [mail, ...more] = await mailsTo(t, a.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Finish your Fairway Independent Mortgage Corporation application');
    const links = mail!.body.match(/https?:\/\/\S+/g);
    expect(links).toEqual(['http://fairway.localhost:3000/account/heloc?org=fairway']);
  });

  it("refuses another applicant's token (404, nothing mailed), a body naming an address (400) and no token (401)", async () => {
    const t = app();
    const a = await applicant(t);
    const b = await registerUser(t.app);
    const before = (await readOutbox(t.db, 1000)).length;
    await expectError(t, send(a.application, b.auth), 404, ['Not Found']);
    await expectError(t, send(a.application, a.auth, { email: b.email }), 400, expect.any(Array) as unknown as string[]);
    await expectUnauthenticated(t, send(a.application));
    expect((await readOutbox(t.db, 1000)).length).toBe(before);
  });

  it('sends at most 3 per account in 15 minutes, from any address', async () => {
    const t = app();
    const a = await applicant(t);
    for (let i = 0; i < 3; i++) expect((await t.app.inject(send(a.application, a.auth))).statusCode).toBe(200);
    const refused = await t.app.inject(send(a.application, a.auth));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t, a.email)).toHaveLength(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, type TestApp } from './harness';

const HELOC = '/service-application/api/v1/application/heloc';
const linkUrl = (uuid: string) => `${HELOC}/${uuid}/income/link-sessions`;

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`income link sessions and the sandbox hosted page (${target.kind})`, () => {
    let built: TestApp;
    let user: Awaited<ReturnType<typeof registerUser>>;
    let uuid: string;

    beforeAll(async () => {
      built = await startTestApp(target);
      user = await registerUser(built.app);
      const created = await built.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest(), remoteAddress: nextIp() });
      uuid = (created.json() as { uuid: string }).uuid;
    });
    afterAll(async () => {
      await built?.stop();
    });

    const open = (method: string, extra: Record<string, unknown> = {}, auth = user.auth) =>
      built.app.inject({ method: 'POST', url: linkUrl(uuid), headers: auth, payload: { method, ...extra } });

    it('PAYROLL: opens a session, shows the hosted page, and Connect returns to pointserv-callback (303)', async () => {
      const res = await open('PAYROLL');
      expect(res.statusCode).toBe(201);
      const { linkSessionId, hostedUrl } = res.json() as { linkSessionId: string; hostedUrl: string };
      expect(hostedUrl).toBe(`/sandbox/income-link/${linkSessionId}`);

      const page = await built.app.inject({ method: 'GET', url: hostedUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<title>Sandbox payroll provider</title>');
      expect(page.body).toContain('<h1>Connect your payroll account</h1>');
      expect(page.body).toContain(`<form method="post" action="/sandbox/income-link/${linkSessionId}">`);
      expect(page.body).toContain('<button type="submit">Connect</button>');
      expect(page.body).toContain(`<a href="/account/heloc/${uuid}/income/review">Cancel</a>`);
      expect(page.body).not.toContain('<script');

      const connect = await built.app.inject({
        method: 'POST',
        url: hostedUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(connect.statusCode).toBe(303);
      expect(connect.headers.location).toBe(`/account/heloc/${uuid}/income/pointserv-callback?linkSessionId=${linkSessionId}&status=success`);
      const { rows } = await built.db.query<{ status: string }>('select status from sandbox_link_sessions where link_session_id = $1', [linkSessionId]);
      expect(rows[0]?.status).toBe('LINKED');
    });

    it('BANK: Connect returns to plaid-oauth-success with oauth_state_id (the client reads heloc_uuid)', async () => {
      const { linkSessionId, hostedUrl } = (await open('BANK')).json() as { linkSessionId: string; hostedUrl: string };
      const page = await built.app.inject({ method: 'GET', url: hostedUrl });
      expect(page.body).toContain('<h1>Connect your bank account</h1>');
      const connect = await built.app.inject({ method: 'POST', url: hostedUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' });
      expect(connect.statusCode).toBe(303);
      expect(connect.headers.location).toBe(`/account/heloc/plaid-oauth-success?oauth_state_id=${linkSessionId}`);
    });

    it('keeps a same-origin returnUrl and refuses one off-origin', async () => {
      const ok = await open('PAYROLL', { returnUrl: `/account/heloc/${uuid}/income/link/payroll` });
      const { hostedUrl, linkSessionId } = ok.json() as { hostedUrl: string; linkSessionId: string };
      const connect = await built.app.inject({ method: 'POST', url: hostedUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(connect.headers.location).toBe(`/account/heloc/${uuid}/income/link/payroll?linkSessionId=${linkSessionId}&status=success`);
      for (const returnUrl of ['https://evil.example/account/heloc/x', '//evil.example/account/heloc/', '/account/heloc//evil.example', '/account/heloc/\\evil', '/dashboard']) {
        const res = await open('PAYROLL', { returnUrl });
        expect(res.statusCode, returnUrl).toBe(400);
      }
      const { rows } = await built.db.query<{ count: number }>("select count(*)::int as count from sandbox_link_sessions where return_url not like '/account/heloc/%'");
      expect(rows[0]?.count).toBe(0);
    });

    it('answers 404 for another user\'s application, an unknown one and an unknown session; 401 without a session', async () => {
      const other = await registerUser(built.app);
      expect((await open('PAYROLL', {}, other.auth)).statusCode).toBe(404);
      const unknown = await built.app.inject({ method: 'POST', url: linkUrl('00000000-0000-4000-8000-000000000000'), headers: user.auth, payload: { method: 'BANK' } });
      expect(unknown.statusCode).toBe(404);
      expect((await built.app.inject({ method: 'POST', url: linkUrl(uuid), payload: { method: 'BANK' } })).statusCode).toBe(401);
      expect((await built.app.inject({ method: 'GET', url: '/sandbox/income-link/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      expect((await built.app.inject({ method: 'GET', url: '/sandbox/income-link/not-a-uuid' })).statusCode).toBe(404);
    });

    it('refuses an unknown method', async () => {
      expect((await open('CRYPTO')).statusCode).toBe(400);
    });
  });
}

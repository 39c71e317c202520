// Old page addresses (spec section 2: "/account/heloc-signer goes to /heloc-signer; /account/register
// goes to /register keeping the query"; /account paths and the root leave for the application area):
// the server answers a redirect, the query string kept, with no page bytes, and never off the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness';

const target = databaseTargets()[0]!;

describe('legacy page redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'fairway.localhost' } });

  it.each([
    ['/account/heloc-signer', '/heloc-signer'],
    ['/account/heloc-signer/', '/heloc-signer/'],
    ['/account/heloc-signer/resume?token=abc-123', '/heloc-signer/resume?token=abc-123'],
    ['/account/heloc-signer/conditions/upload-document?conditionUuid=u1&conditionType=BANK&conditionEnum=X', '/heloc-signer/conditions/upload-document?conditionUuid=u1&conditionType=BANK&conditionEnum=X'],
    ['/account/heloc-signer?x=1', '/heloc-signer?x=1'],
  ])('%s goes to %s', async (from, to) => {
    const res = await visit(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
    expect(res.body).toBe('');
  });

  it('leaves the applicants area alone', async () => {
    for (const url of ['/account/heloc', '/account/heloc/', '/account/heloc/heloc-signer', '/account/heloc/register?x=1', '/account/heloc/dashboard']) {
      expect((await visit(url)).headers.location, url).toBeUndefined();
    }
  });

  it.each([
    ['/account/register', 301, '/account/heloc/register'],
    ['/account/register?referrer=lo-1&utm_source=cloc', 301, '/account/heloc/register?referrer=lo-1&utm_source=cloc'],
    ['/', 302, '/account/heloc'],
    ['/?pop-webchat=true', 302, '/account/heloc?pop-webchat=true'],
    ['/account', 302, '/account/heloc'],
    ['/account/', 302, '/account/heloc'],
    ['/account/dashboard?x=1&y=2', 302, '/account/heloc?x=1&y=2'],
    ['/account/heloc-signerx', 302, '/account/heloc'],
    ['/account/helocs/abc', 302, '/account/heloc'],
  ])('%s answers %i to %s', async (from, code, to) => {
    const res = await visit(from);
    expect([res.statusCode, res.headers.location, res.body]).toEqual([code, to, '']);
  });

  it('never sends the browser off the site, whatever the path or query holds', async () => {
    const origin = 'https://fairway.localhost';
    const evil = ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/http://evil.example', '/https:%2F%2Fevil.example', '/%09/evil.example'];
    const urls = [
      ...evil,
      ...evil.map((e) => `/account${e}`),
      ...evil.map((e) => `/account/register${e}`),
      ...evil.map((e) => `/account/heloc-signer${e}`),
      '/account/register?redirectUrl=//evil.example',
      '/account?next=http://evil.example',
    ];
    for (const url of urls) {
      const res = await visit(url);
      const location = res.headers.location;
      if (location === undefined) continue;
      expect(String(location), url).toMatch(/^\/[a-z]/);
      expect(new URL(String(location), origin).origin, url).toBe(origin);
    }
  });
});

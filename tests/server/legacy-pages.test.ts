// Old page addresses (spec section 2: "/account/heloc-signer goes to /heloc-signer"): the server
// answers a redirect, the rest of the path and the query string kept, with no page bytes.
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

  it('leaves the applicants area and look-alike paths alone', async () => {
    for (const url of ['/account/heloc', '/account/heloc-signerx', '/account/heloc/heloc-signer']) {
      expect((await visit(url)).headers.location, url).toBeUndefined();
    }
  });
});

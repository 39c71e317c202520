// Pages carry their brand: the server resolves it (host prefix, ?org=, default) and places it in the
// page as an inert JSON block; a hostile value in a manifest cannot break out of it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../server/harness';
import { repoRoot } from '../core/helpers';
import { generateBrands } from './generate';

const hostile = '</script><img src=x onerror=alert(1)> & \u2028';
const root = mkdtempSync(join(tmpdir(), 'brand-pages-'));
const staticDir = join(root, 'static');
let t: TestApp;

beforeAll(async () => {
  generateBrands(join(root, 'brands'), 3, (m, i) => {
    if (i === 2) m.companyName = hostile;
  });
  // The real brands too, with their logo files.
  for (const code of ['acme-lending', 'acme-ny', 'fairway', 'harbor-cu']) symlinkSync(join(repoRoot, 'brands', code), join(root, 'brands', code));
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  t = await startTestApp(databaseTargets()[0]!, {
    dirs: { flows: join(repoRoot, 'flows'), copy: join(repoRoot, 'copy/en'), brands: join(root, 'brands'), static: staticDir },
  });
}, 60_000);
afterAll(async () => {
  await t?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function orgDataOf(url: string, host: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const match = /<script id="org-data" type="application\/json">(.*?)<\/script><\/head>/s.exec(res.body);
  expect(match, res.body).not.toBeNull();
  return { html: res.body, data: JSON.parse(match![1]!) };
}

describe('branded pages', () => {
  it('carry the brand of the host prefix, of ?org= on a bare host, and the default otherwise', async () => {
    expect((await orgDataOf('/account/heloc/register-v2', 'fairway.localhost:3000')).data.brand).toMatchObject({ orgCode: 'fairway', termsLabel: 'Terms of Use' });
    expect((await orgDataOf('/account/heloc/register-v2?org=harbor-cu', 'localhost:3000')).data.brand).toMatchObject({
      orgCode: 'harbor-cu',
      // Its configured links are not http(s) URLs, so they fall back (spec section 1); no phone: the fallback.
      termsUrl: '/terms',
      privacyUrl: '/privacy',
      supportPhone: '888-819-6388',
    });
    expect((await orgDataOf('/account/heloc', '127.0.0.1:3000')).data.brand.orgCode).toBe('acme-lending');
  });

  it("say 'No private label data found' with the details for an unknown org", async () => {
    expect((await orgDataOf('/account/heloc/register-v2?org=nope', 'localhost:3000')).data).toEqual({
      ok: false,
      error: 'No private label data found',
      details: 'organisation "nope" is not configured',
    });
  });

  it('keep a hostile manifest value inert inside the data block', async () => {
    const { html, data } = await orgDataOf('/account/heloc?org=demo-02', 'localhost');
    expect(data.brand.companyName).toBe(hostile);
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('never serve index.html without its brand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html', headers: { host: 'fairway.localhost' } });
    expect(res.body).not.toBe('<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  });

  it("serve a brand's logo file, a drawn placeholder for a brand without one, and 404 for no brand", async () => {
    const file = await t.app.inject({ method: 'GET', url: '/brand-assets/fairway/logo' });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(file.body).toContain('<svg');
    const drawn = await t.app.inject({ method: 'GET', url: '/brand-assets/demo-01/logo' });
    expect(drawn.body).toContain('>D1</text>');
    const missing = await t.app.inject({ method: 'GET', url: '/brand-assets/nope/logo' });
    expect(missing.statusCode).toBe(404);
  });

  it("validates a step with the brand's age rule: 62 for the age-restricted brand", async () => {
    const answers = { propertyAddress: { street1: '1 Main St', city: 'Springfield', state: 'CA', zip: '94105', occupancyType: 'HOME' }, dob: { month: 1, day: 15, year: 1980 } };
    const validate = (org: string) =>
      t.app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/birthdate/validate', headers: { 'x-org': org }, payload: { answers } });
    expect((await validate('acme-lending')).json().valid).toBe(true);
    expect((await validate('harbor-cu')).json().errors).toEqual([
      { pointer: '/dob', messageKey: 'errors.dob.underage62', params: {}, message: 'You must be at least 62 years old to apply for a loan.' },
    ]);
  });
});

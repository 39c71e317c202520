// The server's first render over HTTP (issue 13, deliverable 2): a public flow's first step is in
// the page answer, with its critical styles under the response's style nonce; every other page is
// the empty shell as before; the security headers stay on pages and API answers alike.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyText } from '../../src/core/copy/resolve';
import { loadCopy } from '../../src/server/flows';
import { repoRoot } from '../core/helpers';
import { databaseTargets, startTestApp, type TestApp } from './harness';

const root = mkdtempSync(join(tmpdir(), 'server-render-'));
const copy = loadCopy(join(repoRoot, 'copy/en'));
const flow = JSON.parse(readFileSync(join(repoRoot, 'flows/heloc/register-v2.flow.json'), 'utf8')) as { steps: Array<{ copy: { heading: string; question: string; button: string } }> };
const first = flow.steps[0]!;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
let t: TestApp;

beforeAll(async () => {
  // The build `npm run build` makes: the web app and, beside it, the server render. Under vitest
  // NODE_ENV is "test", which would build React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = join(repoRoot, 'vite.config.ts');
    await build({ configFile, logLevel: 'silent', build: { outDir: join(root, 'client'), emptyOutDir: true } });
    await build({ configFile, logLevel: 'silent', build: { ssr: 'app/entry-server.tsx', outDir: join(root, 'server'), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  t = await startTestApp(databaseTargets()[0]!, {
    dirs: { flows: join(repoRoot, 'flows'), copy: join(repoRoot, 'copy/en'), brands: join(repoRoot, 'brands'), static: join(root, 'client') },
  });
}, 180_000);

afterAll(async () => {
  await t?.stop();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost:3000') => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('the server render of a flow page', () => {
  it('puts the first step of register-v2 in the page: heading, question, field and button', async () => {
    const res = await page('/account/heloc/register-v2');
    expect(res.statusCode).toBe(200);
    const rootHtml = res.body.slice(res.body.indexOf('<div id="root"'));
    expect(rootHtml).toMatch(/^<div id="root" data-ssr="register-v2">/);
    expect(rootHtml).toMatch(new RegExp(`<h1[^>]*>${escape(copyText(copy, first.copy.heading))}</h1>`));
    expect(rootHtml).toContain(escape(copyText(copy, first.copy.question)));
    expect(rootHtml).toMatch(/<label[^>]*for="root_propertyAddress_street1"/);
    expect(rootHtml).toContain(`>${escape(copyText(copy, first.copy.button))}</button>`);
    // The brand's data block stays as before.
    expect(res.body).toMatch(/<script id="org-data" type="application\/json">\{"ok":true/);
  });

  it('renders with the class names the browser computes: production styles whatever the server process\'s NODE_ENV', async () => {
    // A development build of emotion labels each class ("css-1e2k6f7-MuiTypography-root"); the
    // browser's production build does not, so it inserted every style of the page again on hydration.
    expect(process.env.NODE_ENV).not.toBe('production');
    const res = await page('/account/heloc/register-v2');
    const classes = [...res.body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => c.startsWith('css-'));
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((c) => !/^css-[a-z0-9]+$/.test(c))).toEqual([]);
  });

  it('renders the brand of the host: fairway on fairway.localhost', async () => {
    const res = await page('/account/heloc/register-v2', 'fairway.localhost:3000');
    expect(res.body).toContain('data-ssr="register-v2"');
    expect(res.body).toContain('Fairway Independent Mortgage Corporation');
  });

  it('renders register, the variant, as well: the journey of a brand without the redesign (evergreen)', async () => {
    const res = await page('/account/heloc/register', 'evergreen.localhost:3000');
    expect(res.body).toContain('<div id="root" data-ssr="register">');
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${escape(copyText(copy, first.copy.heading))}</h1>`));
  });

  it('keeps script-src to self with no inline script, and gives style-src a fresh nonce that the page\'s style tags carry', async () => {
    const [a, b] = [await page('/account/heloc/register-v2'), await page('/account/heloc/register-v2')];
    for (const res of [a, b]) {
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'script-src')).toEqual(["'self'"]);
      const styleSrc = directive(csp, 'style-src');
      expect(styleSrc).not.toContain("'unsafe-inline'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(styleSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce).toBeDefined();
      const styles = [...res.body.matchAll(/<style([^>]*)>/g)].map((m) => m[1]!);
      expect(styles.length).toBeGreaterThan(0);
      for (const attrs of styles) expect(attrs).toContain(` nonce="${nonce}"`);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      // No inline script: the only <script> elements are the module entry and the inert data block.
      for (const [tag] of res.body.matchAll(/<script[^>]*>/g)) expect(tag).toMatch(/ src="\/assets\/|type="application\/json"/);
    }
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('sends the empty shell for a page it cannot render as the browser would: a later step, a referrer to look up, the flow\'s fallback', async () => {
    for (const [url, host] of [
      ['/account/heloc/register-v2/birthdate?step=birthdate', 'localhost:3000'],
      ['/account/heloc/register-v2?referrer=c0000000-0000-4000-8000-000000000001', 'localhost:3000'],
      ['/account/heloc/register-v2', 'evergreen.localhost:3000'],
      ['/account/heloc/dashboard', 'localhost:3000'],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, `${host}${url}`).toContain('<div id="root"></div>');
    }
  });

  it('keeps the security headers on pages and API answers', async () => {
    for (const res of [await page('/account/heloc/register-v2'), await page('/account/heloc/register'), await t.app.inject({ method: 'GET', url: '/healthz' })]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

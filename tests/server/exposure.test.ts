// What the server shows that it should not (issue 23, defect 12; catalogue H1, H3): the sandbox's
// pages with NODE_ENV=production, Node's own 400 and 431 answers without the security headers, and
// the app shell answered for paths that look like files (/.env, /.git/config, *.ts).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/create-server';
import { openDb, type Db } from '../../src/server/store/db';
import { PROVIDER_NAMES } from '../../src/server/providers/types';
import { envPrefix } from '../../src/server/providers/index';
import { repoRoot } from '../core/helpers';
import { databaseTargets, startTestApp, type TestApp } from './harness';
import { seedDataDir } from './pglite-template';

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };

let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'exposure-static-'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
});
afterAll(async () => {
  await rm(staticDir, { recursive: true, force: true });
});

const PRODUCTION = { NODE_ENV: 'production', SANDBOX_PROVIDERS: 'allow', PUBLIC_ORIGIN: 'https://apply.example.com' };
/** Every provider over HTTP (nothing calls them at start) and mail by SMTP (nodemailer connects on first send). */
const REAL_PROVIDERS = {
  ...Object.fromEntries(PROVIDER_NAMES.flatMap((name) => [[`${envPrefix(name)}_PROVIDER`, 'http'], [`${envPrefix(name)}_PROVIDER_URL`, `https://${name.toLowerCase()}.example.com`]])),
  MAIL_PROVIDER: 'smtp',
  MAIL_SMTP_URL: 'smtp://user:secret@127.0.0.1:1',
  MAIL_FROM: 'noreply@example.com',
};

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`sandbox routes with NODE_ENV=production (${target.kind})`, () => {
    const start = (env: Record<string, string>) =>
      startTestApp(target, { env, dirs: { flows: path.join(repoRoot, 'flows'), copy: path.join(repoRoot, 'copy/en'), brands: path.join(repoRoot, 'brands'), static: staticDir } });

    /** A sandbox income link session, as the sandbox provider would have made it. */
    async function linkSession(t: TestApp): Promise<string> {
      const id = randomUUID();
      await t.db.query("insert into sandbox_link_sessions (link_session_id, application_uuid, method, return_url) values ($1, $2, 'PAYROLL', '/account/heloc/x/income/payroll-return')", [id, randomUUID()]);
      return id;
    }

    /** Every /sandbox/ path the server has, asked as a page and as an API call: statuses by path. */
    async function sandboxStatuses(t: TestApp, linkId: string): Promise<Record<string, number[]>> {
      const asks = [
        { method: 'GET' as const, url: `/sandbox/income-link/${linkId}` },
        { method: 'POST' as const, url: `/sandbox/income-link/${linkId}`, payload: 'connect=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { method: 'GET' as const, url: '/sandbox/outbox' },
        { method: 'GET' as const, url: '/sandbox/notary/video/enotary-000000000001' },
        { method: 'POST' as const, url: `/sandbox/applications/${randomUUID()}/clock`, payload: { hours: 1 } },
        { method: 'POST' as const, url: '/sandbox/hours-clock', payload: { orgCode: 'acme-lending', minutes: 600 } },
        { method: 'GET' as const, url: '/sandbox/anything-else' },
      ];
      const statuses: Record<string, number[]> = {};
      for (const ask of asks) {
        const key = `${ask.method} ${ask.url}`;
        statuses[key] = [];
        for (const accept of [HTML, { accept: 'application/json' }]) {
          const res = await t.app.inject({ ...ask, headers: { ...accept, ...ask.headers } });
          statuses[key]!.push(res.statusCode);
        }
      }
      return statuses;
    }

    it('serves no /sandbox/ path with SANDBOX_PROVIDERS=allow when every provider is real', async () => {
      const t = await start({ ...PRODUCTION, ...REAL_PROVIDERS });
      try {
        const statuses = await sandboxStatuses(t, await linkSession(t));
        expect(Object.values(statuses).flat().every((s) => s === 404), JSON.stringify(statuses)).toBe(true);
      } finally {
        await t.stop();
      }
    }, 60_000);

    it('serves no sandbox page for a provider left to the sandbox by default, even with SANDBOX_PROVIDERS=allow', async () => {
      const t = await start(PRODUCTION);
      try {
        const id = await linkSession(t);
        const statuses = await sandboxStatuses(t, id);
        expect(Object.values(statuses).flat().every((s) => s === 404), JSON.stringify(statuses)).toBe(true);
        const { rows } = await t.db.query<{ status: string }>('select status from sandbox_link_sessions where link_session_id = $1', [id]);
        expect(rows).toEqual([{ status: 'CREATED' }]);
      } finally {
        await t.stop();
      }
    }, 60_000);

    it("serves the income sandbox's page when INCOME_PROVIDER=sandbox is chosen (SANDBOX_PROVIDERS=allow), and still none of the sandbox's test tools", async () => {
      const t = await start({ ...PRODUCTION, ...REAL_PROVIDERS, INCOME_PROVIDER: 'sandbox', INCOME_PROVIDER_URL: '' });
      try {
        const id = await linkSession(t);
        const page = await t.app.inject({ method: 'GET', url: `/sandbox/income-link/${id}`, headers: HTML });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('sandbox payroll provider');
        const connect = await t.app.inject({ method: 'POST', url: `/sandbox/income-link/${id}`, payload: 'connect=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(connect.statusCode).toBe(303);
        const statuses = await sandboxStatuses(t, await linkSession(t));
        const others = Object.entries(statuses).filter(([key]) => !key.includes('/sandbox/income-link/'));
        expect(others.flatMap(([, s]) => s).every((s) => s === 404), JSON.stringify(statuses)).toBe(true);
      } finally {
        await t.stop();
      }
    }, 60_000);

    it('serves the sandbox pages and tools in development', async () => {
      const t = await start({});
      try {
        expect((await t.app.inject({ method: 'GET', url: `/sandbox/income-link/${await linkSession(t)}`, headers: HTML })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/sandbox/outbox', headers: HTML })).statusCode).toBe(200);
      } finally {
        await t.stop();
      }
    }, 60_000);
  });
}

describe('answers the server makes for paths and requests outside the app', () => {
  let dataDir: string;
  let db: Db;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'exposure-data-'));
    await seedDataDir(dataDir);
    db = await openDb({ dataDir });
    app = await createServer({ db, staticDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends raw bytes and reads the answer until the server closes the socket (at most 5 s). */
  function rawExchange(bytes: string): Promise<{ status: number; headers: Record<string, string> }> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error('no answer within 5 s'));
      }, 5_000);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('latin1');
        const [head = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        resolve({ status: Number(statusLine.split(' ')[1]), headers });
      });
      socket.write(bytes);
    });
  }

  async function appHeaders(): Promise<Record<string, string>> {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    return res.headers as Record<string, string>;
  }

  function expectAppSecurityHeaders(headers: Record<string, string>, app: Record<string, string>): void {
    // The app's own policy, less the style nonce of one page.
    expect(headers['content-security-policy']).toBe(app['content-security-policy']!.replace(/ 'nonce-[^']+'/, ''));
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    for (const name of ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      expect(headers[name], name).toBe(app[name]);
    }
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
  }

  it("answers a 100 KB header with 431 and the app's security headers", async () => {
    const answer = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(100 * 1024)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectAppSecurityHeaders(answer.headers, await appHeaders());
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("answers a request that is not HTTP with 400 and the app's security headers", async () => {
    const answer = await rawExchange('GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectAppSecurityHeaders(answer.headers, await appHeaders());
  });

  it('answers 404, never the app shell, for a page path that looks like a file, a dot-segment or the sandbox', async () => {
    const paths = ['/.env', '/.git/config', '/.git/HEAD', '/src/main.ts', '/x.php', '/assets/index.js.map', '/account/heloc/.env', '/%2Eenv', '/wp-login.php', '/backup.tar.gz', '/sandbox/outbox', '/sandbox/income-link/abc'];
    for (const url of paths) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect([res.statusCode, res.json()], url).toEqual([404, { code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] }]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('still answers the app shell for the SPA routes', async () => {
    for (const url of ['/account/heloc/register-v2', '/account/heloc/register-v2/for-sale?step=sale-status', '/auth/login', '/', '/account/heloc/dashboard/']) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

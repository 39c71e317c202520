// The built web app over HTTP: each content-hashed asset in the encoding the client accepts
// (brotli, else gzip, else plain) with Vary and a year's immutable cache; pages revalidated; the
// security headers on every answer. The build's own .br/.gz files are checked by the bundle test.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/create-server';
import { openDb, type Db } from '../../src/server/store/db';
import { precompressFile } from '../../scripts/lib/precompress';
import { seedDataDir } from './pglite-template';

const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n')}\n`;
const assets = { 'assets/index-3f9a1c2e.js': SCRIPT, 'assets/index-77aa01bc.css': STYLE, 'assets/tiny-0a1b2c3d.js': 'export {};\n' };

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}

describe('the built web app over HTTP', () => {
  let dataDir: string;
  let staticDir: string;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'static-data-'));
    staticDir = await mkdtemp(path.join(tmpdir(), 'static-web-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    for (const [name, text] of Object.entries(assets)) {
      await writeFile(path.join(staticDir, name), text);
      await precompressFile(path.join(staticDir, name));
    }
    await seedDataDir(dataDir);
    db = await openDb({ dataDir });
    app = await createServer({ db, staticDir });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url: `/${url}`, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  for (const [name, text] of Object.entries(assets).filter(([, t]) => t.length >= 1024)) {
    it(`${name}: brotli to a client that takes it, gzip to one that takes only gzip, plain otherwise`, async () => {
      const br = await get(name, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
      expect(br.rawPayload.length).toBeLessThan(text.length / 2);
      const gz = await get(name, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
      for (const plain of [await get(name, 'identity'), await get(name)]) {
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(text);
      }
      for (const res of [br, gz]) {
        expect(res.headers['content-type']).toMatch(name.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/css/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expectSecurityHeaders(res);
      }
    });
  }

  it('sends a file too small to gain from compression as it is, still cached for a year', async () => {
    const res = await get('assets/tiny-0a1b2c3d.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(assets['assets/tiny-0a1b2c3d.js']);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives the encoded copies no paths of their own', async () => {
    expect((await get('assets/index-3f9a1c2e.js.br', 'br')).statusCode).toBe(404);
    expect((await get('assets/index-3f9a1c2e.js.gz', 'gzip')).statusCode).toBe(404);
  });

  it('has a page revalidated on every visit, with the security headers', async () => {
    const page = await app.inject({ method: 'GET', url: '/account/heloc/register-v2', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(page);
    const api = await app.inject({ method: 'GET', url: '/healthz' });
    expect(api.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(api);
  });

  it('compresses a page as it goes: brotli, gzip or plain by Accept-Encoding, the same page each way', async () => {
    const page = (acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: '/account/heloc/register-v2', headers: { accept: 'text/html', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });
    const [br, gz, plain, none] = await Promise.all([page('gzip, deflate, br'), page('gzip'), page('identity'), page()]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, none]) expect(res.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    expect(text).toContain('<div id="root"');
    for (const res of [br, gz, plain, none]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(res);
    }
    // Each answer is its own page (a nonce of its own), so compare them without it.
    const withoutNonce = (html: string) => html.replace(/nonce-[A-Za-z0-9+/=]+|nonce="[^"]*"/g, 'nonce');
    expect(withoutNonce(brotliDecompressSync(br.rawPayload).toString())).toBe(withoutNonce(text));
    expect(withoutNonce(gunzipSync(gz.rawPayload).toString())).toBe(withoutNonce(text));
  });

  it('writes brotli and gzip copies that decode to the file', async () => {
    const file = path.join(staticDir, 'assets/index-77aa01bc.css');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(STYLE);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(STYLE);
  });
});

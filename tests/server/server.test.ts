import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/create-server';
import { openDb } from '../../src/server/store/db';
import type { Db } from '../../src/server/store/db';
import { routeSchema } from '../../src/server/api-schemas';
import { copyEn } from '../core/helpers';
import { seedDataDir } from './pglite-template';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('createServer', () => {
  let dataDir: string;
  let staticDir: string;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'server-data-'));
    staticDir = await mkdtemp(path.join(tmpdir(), 'server-static-'));
    await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(staticDir, 'app.js'), 'console.log(1);');
    await seedDataDir(dataDir);
    db = await openDb({ dataDir });
    app = await createServer({
      db,
      copy: copyEn,
      staticDir,
      routes: [
        async (scope) => {
          scope.get('/api/boom', async () => {
            throw new Error('secret internal detail');
          });
          scope.post('/api/echo', { schema: routeSchema({ body: 'api-phone-alias-request' }) }, async (request) => request.body);
        },
      ],
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  });

  it('answers /healthz with 200 and the database kind when the database responds', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expectSecurityHeaders(res);
  });

  it('sends security headers and a JSON 404 when an /api path is unknown', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/x', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] });
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res);
  });

  it('serves index.html when a client-side route is navigated to', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account/heloc/register-v2/for-sale',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    expectSecurityHeaders(res);
  });

  it('serves a built file and 404s a missing asset that is not a navigation', async () => {
    const file = await app.inject({ method: 'GET', url: '/app.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log(1);');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] });
  });

  it('answers 404 JSON when an API-owned prefix is navigated to', async () => {
    for (const url of ['/healthz/x', '/service-credit', '/identity/start']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] });
    }
  });

  it('hides the error and returns the request id when a route throws', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'UNEXPECTED', messageKey: 'common.errors.generic', errors: ['Something unexpected happened'] });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 with the copy text of each field when the body fails its precompiled schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { type: 'Phone', value: ['a', 'b'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_REQUEST',
      messageKey: 'refusals.invalidRequest',
      errors: ['Please enter your mobile phone'],
      fields: [{ pointer: '/value', messageKey: 'errors.phone.required', message: 'Please enter your mobile phone' }],
    });
    const missing = await app.inject({ method: 'POST', url: '/api/echo', payload: {} });
    expect(missing.json().errors).toEqual(['Required']);
    expect(missing.json().fields.map((f: { pointer: string }) => f.pointer)).toEqual(['/type', '/value']);
    const ok = await app.inject({ method: 'POST', url: '/api/echo', payload: { type: 'Phone', value: '(555) 555-1234' } });
    expect(ok.json()).toEqual({ type: 'Phone', value: '(555) 555-1234' });
  });
});

/** A stand-in Db whose every query answers with `query`. */
function fakeDb(kind: Db['kind'], query: () => Promise<{ rows: never[] }>): Db {
  const exec = async (): Promise<void> => {
    await query();
  };
  const executeSql = async () => ({ ...(await query()), rowCount: 0 });
  return { kind, query, exec, executeSql, transaction: (fn) => fn({ query, exec, executeSql }), exclusively: (fn) => fn(), close: async () => {} };
}

describe('createServer with a fake database', () => {
  it('answers /healthz with 503 when the database query rejects', async () => {
    const app = await createServer({ db: fakeDb('postgres', () => Promise.reject(new Error('connection refused'))) });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'postgres' });
      expectSecurityHeaders(res);
    } finally {
      await app.close();
    }
  });

  it('answers 404 JSON for a navigation when there is no built web app', async () => {
    const app = await createServer({
      db: fakeDb('pglite', async () => ({ rows: [] })),
      staticDir: path.join(tmpdir(), 'does-not-exist-web-app'),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/account', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'refusals.notFound', errors: ['Not Found'] });
    } finally {
      await app.close();
    }
  });
});

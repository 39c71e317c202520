// Issue 24's proof that a product is data: a fourth product, heloc-express, built from fixture files
// only (tests/fixtures/products/heloc-express: a copied product folder with its own name, API base
// path, a registration without the for-sale step and a smaller maximum line, its copy and a brand
// offering it), laid over a scratch copy of the repository with nothing under src/ touched. The
// copy passes `npm run check`; its real server (node --import tsx src/server/main.ts) registers an
// applicant of the new brand, creates the new product's application, runs it to its offers and
// serves it at the new base path only, under the fixture's threshold where a HELOC gets more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { rebase } from '../../src/core/product/base-paths';
import { loadCopy } from '../../src/server/flows';
import { scratchRepo, startScratchServer, type ScratchRepo, type ScratchServer } from '../fixtures/products/scratch-repo';
import { createUrl, helocRequest, statusUrl, strongPassword } from './harness';

const FIXTURE = 'heloc-express';
const fixtureDir = join(import.meta.dirname, '../fixtures/products', FIXTURE);
const fixtureJson = <T>(path: string): T => JSON.parse(readFileSync(join(fixtureDir, path), 'utf8')) as T;
const manifest = fixtureJson<{ id: string; nameKey: string; apiBasePath: string; entry: { flow: string } }>(`flows/${FIXTURE}/product.json`);
const fixtureMaxLine = fixtureJson<{ products: Record<string, { pricing: { maxLine: number } }> }>('brands/defaults.json').products[manifest.id]!.pricing.maxLine;
const brand = 'express-lending';

type Reply = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe(`a fourth product from fixture files only (${FIXTURE})`, () => {
  let repo: ScratchRepo | undefined;
  let server: ScratchServer | undefined;
  let checkSeconds = 0;

  beforeAll(async () => {
    const started = performance.now();
    repo = scratchRepo(FIXTURE);
    const copied = performance.now();
    checkSeconds = repo.npm('check').seconds;
    const checked = performance.now();
    server = await startScratchServer(repo);
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    console.log(`${FIXTURE}: copy ${seconds(started, copied)} s, npm run check ${seconds(copied, checked)} s, server start ${seconds(checked, performance.now())} s`);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    repo?.remove();
  }, 30_000);

  async function call(method: 'GET' | 'POST', path: string, org: string, options: { token?: string; body?: unknown } = {}): Promise<Reply> {
    const res = await fetch(`${server!.url}${path}`, {
      method,
      headers: { 'x-org': org, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }

  async function register(org: string): Promise<string> {
    const email = `express-${crypto.randomUUID()}@example.com`;
    const reply = await call('POST', '/identity/api/v1/registration/register', org, { body: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.jwt as string;
  }

  /** The registration flow's answers as its last step sends them; heloc-express asks no for-sale question. */
  function request() {
    const { propertyListedForSale: _notAsked, ...body } = helocRequest();
    return body;
  }

  /** Creates an application and waits for the pipeline to settle; its uuid and settled status. */
  async function applyAndSettle(org: string, token: string, product?: string): Promise<{ uuid: string; status: string }> {
    const created = await call('POST', `${createUrl('CA')}${product ? `&product=${product}` : ''}`, org, { token, body: request() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.uuid as string;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = await call('GET', statusUrl(uuid), org, { token });
      expect(status.status).toBe(200);
      if (!status.body.polled || Date.now() > deadline) return { uuid, status: status.body.status };
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const at = (path: string) => rebase(path, APPLICATION, manifest.apiBasePath);

  it('passes npm run check in the scratch copy (the fixture is valid data)', () => {
    expect(checkSeconds).toBeGreaterThan(0);
    const copy = loadCopy(join(repo!.dir, 'copy/en')) as { product: Record<string, { name: string }> };
    expect(copy.product[manifest.id]!.name).toBe(fixtureJson<Record<string, { name: string }>>('copy/en/product.json')[manifest.id]!.name);
  });

  it('registers an applicant of the fixture brand and runs the fourth product to its offers at its own base path, within its own maximum line', async () => {
    const token = await register(brand);
    const { uuid, status } = await applyAndSettle(brand, token, manifest.id);
    expect(status).toBe('OFFER_SELECTION');

    const read = await call('GET', at(apiRoutes.application.path({ uuid })), brand, { token });
    expect([read.status, read.body.product, read.body.isCrypto]).toEqual([200, manifest.id, false]);
    // Served under its own base path only: the HELOC's answers as for an application that is not there.
    const elsewhere = await call('GET', apiRoutes.application.path({ uuid }), brand, { token });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'NOT_FOUND']);

    const offers = await call('GET', at(apiRoutes.offers.path({ uuid })), brand, { token });
    expect(offers.status).toBe(200);
    const draws = (offers.body.offers as Array<{ maxDraw: number }>).map((o) => o.maxDraw);
    expect(draws.length).toBeGreaterThan(0);
    expect(Math.max(...draws)).toBe(fixtureMaxLine);
  });

  it('the same applicant answers on a HELOC brand of the same copy get a larger line: the fixture’s threshold made the difference', async () => {
    const token = await register('cmg-mortgage');
    const { uuid, status } = await applyAndSettle('cmg-mortgage', token);
    expect(status).toBe('OFFER_SELECTION');
    const read = await call('GET', apiRoutes.application.path({ uuid }), 'cmg-mortgage', { token });
    expect(read.body.product).toBe('heloc');
    const offers = await call('GET', apiRoutes.offers.path({ uuid }), 'cmg-mortgage', { token });
    const draws = (offers.body.offers as Array<{ maxDraw: number }>).map((o) => o.maxDraw);
    expect(Math.max(...draws)).toBeGreaterThan(fixtureMaxLine);
  });

  it('is the fixture brand’s default product, and a brand that does not offer it answers as if no route were there', async () => {
    const token = await register(brand);
    const { uuid } = await applyAndSettle(brand, token);
    const read = await call('GET', at(apiRoutes.application.path({ uuid })), brand, { token });
    expect(read.body.product).toBe(manifest.id);

    const other = await register('cmg-mortgage');
    const refused = await call('POST', `${createUrl('CA')}&product=${manifest.id}`, 'cmg-mortgage', { token: other, body: request() });
    expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

// The server half of "same validation in the browser and on the server": the cases of
// tests/fixtures/step-validation/*.json over HTTP (tests/e2e/register-v2.spec.ts types the same
// answers into the page and expects the same messages).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/create-server';
import { loadCopy, loadFlowValidators, loadFlows } from '../../src/server/flows';
import { flowRoutes } from '../../src/server/routes/flows';
import { createRateLimiter } from '../../src/server/auth/rate-limit';
import { createSandboxLeadPortal } from '../../src/server/providers/sandbox/leads';
import { openDb, type Db } from '../../src/server/store/db';
import { DEFAULT_BODY_LIMITS } from '../../src/server/body-limits';
import { migrate } from '../../src/server/store/migrate';
import { seedDataDir } from './pglite-template';

const repo = join(import.meta.dirname, '../..');
const casesDir = join(repo, 'tests/fixtures/step-validation');
interface Case { name: string; answers: object; expected: Array<{ pointer: string; message: string }>; next: string | null }
interface CaseFile { flow: string; step: string; cases: Case[] }

let app: FastifyInstance;
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'step-validation-'));
  await seedDataDir(dataDir);
  db = await openDb({ dataDir });
  await migrate(db);
  const copy = loadCopy(join(repo, 'copy/en'));
  const flows = loadFlows(join(repo, 'flows'), copy);
  app = await createServer({ db, copy, routes: [flowRoutes({ flows, flowValidators: await loadFlowValidators(flows), copy, leads: createSandboxLeadPortal(), limiter: createRateLimiter(db), now: () => new Date() })] });
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/flows/:flowId/steps/:stepId/validate', () => {
  for (const file of readdirSync(casesDir)) {
    const { flow, step, cases } = JSON.parse(readFileSync(join(casesDir, file), 'utf8')) as CaseFile;
    for (const c of cases) {
      it(`answers ${flow}/${step} "${c.name}" with the expected messages`, async () => {
        const res = await app.inject({ method: 'POST', url: `/api/flows/${flow}/steps/${step}/validate`, payload: { answers: c.answers } });
        expect(res.statusCode).toBe(200);
        const body = res.json<{ valid: boolean; errors: Array<{ pointer: string; message: string }>; next: string | null }>();
        expect(body.errors.map(({ pointer, message }) => ({ pointer, message }))).toEqual(c.expected);
        expect(body.valid).toBe(c.expected.length === 0);
        expect(body.next).toBe(c.next);
      });
    }
  }

  it('answers 404 for an unknown flow or step, and 400 for a body without answers', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/flows/nope/steps/index/validate', payload: { answers: {} } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/nope/validate', payload: { answers: {} } })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/index/validate', payload: { answers: [1] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'INVALID_REQUEST',
      messageKey: 'refusals.invalidRequest',
      errors: ['Please check this value'],
      fields: [{ pointer: '/answers', messageKey: 'errors.keyword.type', message: 'Please check this value' }],
    });
  });

  it('answers 413 to a body over the limit of routes without a session, before reading it as JSON', async () => {
    const answers = { propertyAddress: { street1: 'x'.repeat(DEFAULT_BODY_LIMITS.public) } };
    const res = await app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/index/validate', payload: { answers } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: ['Request body is too large'] });
    // 60,000 keys (the flood that slowed /healthz) never reach the validators either.
    const keys = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]));
    expect((await app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/index/validate', payload: { answers: keys } })).statusCode).toBe(413);
  });

  it('never answers 5xx for hostile answers', async () => {
    const hostile = [{ propertyAddress: 'x' }, { propertyAddress: { street1: 42, zip: null, occupancyType: ['HOME'] } }, { propertyAddress: { street1: 'x'.repeat(10_000) } }];
    for (const answers of hostile) {
      const res = await app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/index/validate', payload: { answers } });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ valid: boolean }>().valid).toBe(false);
    }
  });
});

// The server half of the step checks: POST /api/flows/:flowId/steps/:stepId/validate refuses the
// blocks and modals the page shows (same flow, same core), on the brand of the request's host.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/create-server';
import { loadCopy, loadFlowValidators, loadFlows } from '../../src/server/flows';
import { loadOrgs } from '../../src/server/orgs';
import { createFlagService, loadFlagRegistries } from '../../src/server/flags/service';
import { loadProducts } from '../../src/server/products';
import { createSandboxLeadPortal } from '../../src/server/providers/sandbox/leads';
import { flowRoutes } from '../../src/server/routes/flows';
import { createRateLimiter } from '../../src/server/auth/rate-limit';
import { openDb, type Db } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import { repoRoot } from '../core/helpers';
import { seedDataDir } from './pglite-template';

let app: FastifyInstance;
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'step-checks-'));
  await seedDataDir(dataDir);
  db = await openDb({ dataDir });
  await migrate(db);
  const copy = loadCopy(join(repoRoot, 'copy/en'));
  const orgs = loadOrgs(join(repoRoot, 'brands'), 'acme-lending', copy);
  const flows = loadFlows(join(repoRoot, 'flows'), copy);
  // The brands' flags as the server resolves them (the disaster-zip check reads disaster-zips).
  const flags = createFlagService(db, loadFlagRegistries(join(repoRoot, 'flows')), loadProducts(join(repoRoot, 'flows')));
  app = await createServer({ db, routes: [flowRoutes({ flows, flowValidators: await loadFlowValidators(flows), copy, orgs, leads: createSandboxLeadPortal(), limiter: createRateLimiter(db), now: () => new Date(), flags })] });
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  valid: boolean;
  errors: unknown[];
  next: string | null;
  checks: Array<{ id: string; effect: string; message?: string; modal?: string; params: Record<string, unknown> }>;
}

async function validateProperty(host: string, state: string, zip: string, referrerId?: string): Promise<Answer> {
  const propertyAddress = { street1: '1 Main St', city: 'Springfield', state, zip, occupancyType: 'HOME' };
  const res = await app.inject({
    method: 'POST',
    url: '/api/flows/register-v2/steps/index/validate',
    headers: { host },
    payload: { answers: { propertyAddress }, ...(referrerId ? { referrerId } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Answer>();
}

const notAvailable = "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

describe('step checks over HTTP', () => {
  it('accepts a property the brand lends in and names the next step', async () => {
    expect(await validateProperty('127.0.0.1:3000', 'CA', '94105')).toEqual({ valid: true, errors: [], checks: [], next: 'for-sale' });
  });

  it('refuses New York on the main site with the New York modal, linking to the New York site', async () => {
    const body = await validateProperty('acme.localhost:3000', 'NY', '10001');
    expect(body).toMatchObject({ valid: false, next: null, errors: [] });
    expect(body.checks).toEqual([
      {
        id: 'new-york-site',
        effect: 'modal',
        modal: 'new-york',
        params: { state: 'NY', companyName: 'Acme Lending NY', host: 'ny.localhost:3000', url: 'http://ny.localhost:3000/account/heloc/register-v2' },
      },
    ]);
  });

  it('refuses a state outside New York on the New York site', async () => {
    const body = await validateProperty('ny.localhost:3000', 'CA', '94105');
    expect(body.valid).toBe(false);
    expect(body.checks[0]).toMatchObject({ id: 'new-york-site', params: { state: 'CA', url: 'http://acme.localhost:3000/account/heloc/register-v2' } });
  });

  it('refuses Hawaii on the main brand with the Hawaii modal', async () => {
    const body = await validateProperty('127.0.0.1:3000', 'HI', '96813');
    expect(body).toMatchObject({ valid: false, next: null, checks: [{ id: 'hawaii', effect: 'modal', modal: 'hawaii' }] });
  });

  it('refuses a regulator-review state and a state the brand does not lend in, with the spec text', async () => {
    expect(await validateProperty('crosscountry.localhost:3000', 'NY', '10001')).toMatchObject({
      valid: false,
      checks: [{ id: 'state-regulator-review', effect: 'block', message: notAvailable }],
    });
    expect(await validateProperty('harbor.localhost:3000', 'TX', '78701')).toMatchObject({
      valid: false,
      checks: [{ id: 'state-not-lending', message: notAvailable }],
    });
  });

  it("refuses a referred state outside an enforcing loan originator's licences, not a non-enforcing one's", async () => {
    const enforcing = await validateProperty('127.0.0.1:3000', 'TX', '78701', 'a0000000-0000-4000-8000-000000000001');
    expect(enforcing).toMatchObject({
      valid: false,
      checks: [{ id: 'referrer-not-licensed', message: 'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.' }],
    });
    expect((await validateProperty('127.0.0.1:3000', 'TX', '78701', 'a0000000-0000-4000-8000-000000000002')).valid).toBe(true);
    expect((await validateProperty('127.0.0.1:3000', 'CA', '94105', 'a0000000-0000-4000-8000-000000000001')).valid).toBe(true);
  });

  it('lets a disaster ZIP through with its warning', async () => {
    const body = await validateProperty('127.0.0.1:3000', 'CA', '90263');
    expect(body).toMatchObject({ valid: true, next: 'for-sale', checks: [{ id: 'disaster-zip', effect: 'warn' }] });
    expect(body.checks[0]!.message).toContain('post-disaster inspection');
  });

  it('runs no check while a field is invalid', async () => {
    const body = await validateProperty('127.0.0.1:3000', 'HI', '9681');
    expect(body).toMatchObject({ valid: false, checks: [] });
    expect(body.errors).toHaveLength(1);
  });
});

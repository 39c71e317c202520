// The whole server in-process (fastify.inject), on PGlite in a scratch directory or on the
// machine's PostgreSQL in a schema of its own; both dropped afterwards. One behaviour suite runs
// on both through `databaseTargets`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions, type BuiltApp } from '../../src/server/build-app';
import { openDb, type Db } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';
import { repoRoot } from '../core/helpers';
import { seedDataDir } from './pglite-template';

export const databaseUrl = process.env.DATABASE_URL;

export interface DatabaseTarget {
  kind: Db['kind'];
  skip: boolean;
  open(): Promise<{ db: Db; jobSchema: string; cleanup(): Promise<void> }>;
}

let warned = false;
export function databaseTargets(): DatabaseTarget[] {
  if (!databaseUrl && !warned) {
    warned = true;
    console.warn('PostgreSQL tests skipped: DATABASE_URL is not set');
  }
  return [
    {
      kind: 'pglite',
      skip: false,
      async open() {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'app-test-'));
        await seedDataDir(dataDir);
        const db = await openDb({ dataDir });
        return { db, jobSchema: 'pgboss', cleanup: () => rm(dataDir, { recursive: true, force: true }) };
      },
    },
    {
      kind: 'postgres',
      skip: !databaseUrl,
      async open() {
        const schema = `t_${process.pid}_${randomUUID().slice(0, 8)}`;
        const db = await openDb({ databaseUrl, schema });
        return {
          db,
          jobSchema: `${schema}_jobs`,
          async cleanup() {
            const admin = await openDb({ databaseUrl });
            await admin.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
            await admin.close();
          },
        };
      },
    },
  ];
}

export interface TestApp extends BuiltApp {
  db: Db;
  stop(): Promise<void>;
}

export async function startTestApp(target: DatabaseTarget, options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const { db, jobSchema, cleanup } = await target.open();
  await migrate(db);
  const built = await buildApp({
    db,
    jobSchema,
    dirs: { flows: path.join(repoRoot, 'flows'), copy: path.join(repoRoot, 'copy/en'), brands: path.join(repoRoot, 'brands') },
    defaultOrgCode: 'acme-lending',
    env: {},
    ...options,
  });
  return {
    ...built,
    db,
    async stop() {
      await built.close();
      await db.close();
      await cleanup();
    },
  };
}

let counter = 0;
/** A fresh client address per call, so rate limits of one test do not spill into another. */
export const nextIp = (): string => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;

export const strongPassword = 'Granite-Kettle-47!';

export async function registerUser(app: BuiltApp['app'], email = `user-${randomUUID()}@example.com`) {
  const res = await app.inject({
    method: 'POST',
    url: '/identity/api/v1/registration/register',
    payload: { email, password: strongPassword, phoneNumber: '(555) 555-0100' },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { jwt: string; identity: { uuid: string } };
  return { email, jwt: body.jwt, uuid: body.identity.uuid, auth: { authorization: `Bearer ${body.jwt}` } };
}

export interface HelocOptions {
  lastName?: string;
  street1?: string;
  state?: string;
}

export function helocRequest(options: HelocOptions = {}) {
  const state = options.state ?? 'CA';
  return {
    propertyRequest: { street1: options.street1 ?? '100 Main St', city: 'Springfield', state, zip: '94105', occupancyType: 'HOME' },
    propertyListedForSale: false,
    income: { incomePrimary: 120000, incomeOther: 0 },
    employmentType: 'FULL_TIME',
    profileRequest: { name: { firstName: 'Pat', lastName: options.lastName ?? 'Applicant' }, dob: { year: 1980, month: 5, day: 17 } },
    consentRequests: [
      { type: 'PRIVACY', version: '2026-01', accepted: true },
      { type: 'TERMS', version: '2026-01', accepted: true },
      { type: 'SOFT_CREDIT', version: '2026-01', accepted: true },
    ],
  };
}

export const createUrl = (state = 'CA') => `/service-application/api/v3/application/helocs?state=${state}`;
export const statusUrl = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

/** Polls the status route until it is no longer in progress (or the time runs out). */
export async function pollUntilSettled(
  inject: (url: string) => Promise<LightMyRequestResponse>,
  uuid: string,
  timeoutMs = 20_000,
): Promise<{ status: string; polled: boolean; terminal: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await inject(statusUrl(uuid));
    if (res.statusCode !== 200) throw new Error(`status read failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { status: string; polled: boolean; terminal: boolean };
    if (!body.polled || Date.now() > deadline) return body;
    await new Promise((r) => setTimeout(r, 200));
  }
}

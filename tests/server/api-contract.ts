// What every API suite checks the same way: each answer against its response schema (the generated
// validators), 401 without a token (catalogue Z1), and bodies that try mass assignment (Z2) or
// prototype poisoning (V5), which must be refused with nothing stored.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { validatorsById } from '../../src/generated/validators/schemas';
import { databaseTargets, startTestApp, type TestApp } from './harness';

/** One suite on PGlite, and on PostgreSQL when DATABASE_URL is set; `app()` is its running server. */
export function describeOnEachDatabase(name: string, suite: (app: () => TestApp) => void): void {
  for (const target of databaseTargets()) {
    describe.skipIf(target.skip)(`${name} (${target.kind})`, () => {
      let t: TestApp | undefined;
      beforeAll(async () => {
        t = await startTestApp(target);
      }, 60_000);
      afterAll(async () => {
        await t?.stop();
      });
      suite(() => t!);
    });
  }
}

export function expectSchema(schemaId: string, body: unknown): void {
  const validate = validatorsById[schemaId];
  if (!validate) throw new Error(`No generated validator for ${schemaId}`);
  expect(validate(body), `${schemaId}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

/** The answer's status, then its body against the schema; returns the body. */
export async function expectAnswer(t: TestApp, request: InjectOptions, status: number, schemaId: string) {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expectSchema(schemaId, body);
  return body;
}

/** An error answer: status, the api-errors shape, and the texts the applicant reads. */
export async function expectError(t: TestApp, request: InjectOptions, status: number, errors: string[]) {
  const body = await expectAnswer(t, request, status, 'api-errors');
  expect(body.errors).toEqual(errors);
  return body;
}

export async function expectUnauthenticated(t: TestApp, request: InjectOptions): Promise<void> {
  const body = await expectError(t, request, 401, ['unauthenticated']);
  expect(body.code).toBe('UNAUTHENTICATED');
}

// Fields a client must never set (catalogue Z2), plus a plainly unknown one.
const FORBIDDEN_KEYS = ['status', 'userId', 'brandId', 'createdAt', 'isAdmin'];
const POISONED_BODIES = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'];

/**
 * `request` carries a valid body. With each forbidden key added (Z2), and as a `__proto__` or
 * `constructor.prototype` body (V5), it must answer 400, change no prototype and leave `stored()`
 * (a read of what the route writes) as it was.
 */
export async function expectUnsafeBodiesRefused(
  t: TestApp,
  request: Omit<InjectOptions, 'payload'> & { payload: Record<string, unknown> },
  stored: () => Promise<unknown>,
): Promise<void> {
  const before = await stored();
  for (const key of FORBIDDEN_KEYS) {
    const res = await t.app.inject({ ...request, payload: { ...request.payload, [key]: 'x' } });
    expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
    expect(res.json().code).toBe('INVALID_REQUEST');
    expect(res.json().fields).toContainEqual(expect.objectContaining({ messageKey: 'errors.keyword.additionalProperties' }));
  }
  for (const payload of POISONED_BODIES) {
    const headers = { ...request.headers, 'content-type': 'application/json' };
    const res = await t.app.inject({ ...request, headers, payload });
    expect(res.statusCode, res.body).toBe(400);
    expectSchema('api-errors', res.json());
  }
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  expect(await stored()).toEqual(before);
}

/** How many rows of `table` match `where` (a trusted test literal). */
export async function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0]!.n;
}

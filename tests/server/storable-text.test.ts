// Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) is refused at validation with a
// message at the field, in every schema (issue 12; the shared rule in scripts/lib/ajv-build.ts).
// Generated from the schemas: every string position of every schema under schemas/api and of
// every flow step is found by walking the schema, and gets NUL in turn:
// - over HTTP, for every route that takes a JSON body (the routes are read from the route plugins
//   themselves, so a new route is covered, or named here, without editing this list);
// - through the generated validators and the step engine the browser runs, for every schema.
import { repoProducts } from '../../src/server/products';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import { apiRoutes, STAFF_API } from '../../src/core/contract/routes';
import { brokerApiRoutes } from '../../src/core/contract/broker-routes';
import { createBrokerAccount } from '../../src/server/brokers/accounts';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { openChat } from './chat-helpers';
import { addStaff } from '../../scripts/staff-add';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyText } from '../../src/core/copy/resolve';
import { loadStepValidators } from '../../src/core/flow/load-validators';
import type { FlowContext } from '../../src/core/flow/types';
import { validateStep } from '../../src/core/validation/validate-step';
import { unstorableErrors } from '../../src/core/validation/ajv-runtime';
import { validatorsById } from '../../src/generated/validators/schemas';
import { fieldMessages } from '../../src/server/api-schemas';
import { buildRoutes } from '../../src/server/routes/index';
import { copyEn, flows, repoRoot } from '../core/helpers';
import { databaseTargets, helocRequest, nextIp, registerUser, startTestApp, strongPassword, type TestApp } from './harness';

type Schema = Record<string, unknown> | boolean;
/** A path into a body: a key, or 0 for "an item of this array". */
type Segment = string | 0;

const MESSAGE = copyText(copyEn, 'errors.keyword.storableText', {});
const BAD_TEXTS = ['a\u0000b', '\u0000', 'x\uD800y', '\uDC00'];

function readSchemas(dir: string): Map<string, Record<string, unknown>> {
  const byId = new Map<string, Record<string, unknown>>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.schema.json')) continue;
    const schema = JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as Record<string, unknown>;
    byId.set(schema.$id as string, schema);
  }
  return byId;
}
const schemasById = readSchemas(join(repoRoot, 'schemas'));

/** Every position in data of `schema` that may hold a string: a field, an array item, a map value, a free-form object's content. */
function stringPaths(schema: Schema, root: Record<string, unknown>, path: Segment[] = [], out = new Map<string, Segment[]>(), seen: string[] = []): Segment[][] {
  if (typeof schema !== 'object') return [...out.values()];
  const add = (p: Segment[]) => out.set(JSON.stringify(p), p);
  const ref = schema.$ref as string | undefined;
  if (ref && !seen.includes(ref)) {
    // '#/...' in this schema, 'id' another schema, 'id#/...' a part of another schema.
    const [id, pointer] = ref.split('#') as [string, string | undefined];
    const base = id === '' ? root : schemasById.get(id);
    const target = pointer ? base && resolveLocal(base, `#${pointer}`) : base;
    if (!target || !base) throw new Error(`unresolved $ref ${ref}`);
    stringPaths(target, base, path, out, [...seen, ref]);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const part of (schema[key] as Schema[] | undefined) ?? []) stringPaths(part, root, path, out, seen);
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string') || (Array.isArray(schema.enum) && schema.enum.some((v) => typeof v === 'string'))) add(path);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, sub] of Object.entries(properties)) stringPaths(sub, root, [...path, key], out, seen);
  if (typeof schema.additionalProperties === 'object') stringPaths(schema.additionalProperties as Schema, root, [...path, 'someKey'], out, seen);
  if (typeof schema.items === 'object' && !Array.isArray(schema.items)) stringPaths(schema.items as Schema, root, [...path, 0], out, seen);
  // A free-form object (a flow's answers): any text inside it, and a key of its own.
  const open = types.includes('object') && Object.keys(properties).length === 0 && schema.additionalProperties === undefined && !schema.allOf && !ref;
  if (open) add([...path, 'anyAnswer', 'street1']);
  return [...out.values()];
}

function resolveLocal(root: Record<string, unknown>, ref: string): Schema | undefined {
  return ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root) as Schema | undefined;
}

/** The smallest value with `text` at `path` (other fields absent: their messages do not matter here). */
function withTextAt(path: Segment[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  return head === 0 ? [withTextAt(rest, text)] : { [head!]: withTextAt(rest, text) };
}

const pointerOf = (path: Segment[]): string => path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
const badText = (i: number): string => BAD_TEXTS[i % BAD_TEXTS.length]!;

describe('the shared text rule', () => {
  it('finds NUL and lone surrogates in values and keys at any depth, and passes paired surrogates', () => {
    const pointers = (data: unknown) => (unstorableErrors(data, '/body') ?? []).map((e) => e.instancePath).sort();
    expect(pointers({ a: ['ok', 'b\u0000'], 'k/\u0000': 1, e: '😀 \uD83D\uDE00', f: { g: 'x\uDFFF' } })).toEqual(['/body/a/1', '/body/f/g', '/body/k~1\u0000']);
    // As deep as a body can be: its own stack, not the call stack.
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(pointers(deep)).toHaveLength(1);
  });
});

describe('every schema under schemas/api refuses unstorable text at each string position, with the message at that field', () => {
  const apiSchemas = readdirSync(join(repoRoot, 'schemas/api')).map((f) => JSON.parse(readFileSync(join(repoRoot, 'schemas/api', f), 'utf8')) as Record<string, unknown>);
  for (const schema of apiSchemas) {
    const id = schema.$id as string;
    it(id, () => {
      const validate = validatorsById[id as keyof typeof validatorsById]!;
      // A schema without text (accept-offer) still refuses a NUL key: the case of its own below.
      stringPaths(schema, schema).forEach((path, i) => {
        expect(validate(withTextAt(path, badText(i))), pointerOf(path)).toBe(false);
        const fields = fieldMessages(validate.errors ?? [], copyEn);
        expect(fields, `${id} ${pointerOf(path)}`).toContainEqual({ pointer: pointerOf(path), messageKey: 'errors.keyword.storableText', message: MESSAGE });
      });
    });
  }
});

it('refuses a NUL in a key of a closed body too', () => {
  const validate = validatorsById['api-accept-offer']!;
  expect(validate({ ['x\u0000']: 1 })).toBe(false);
  expect(fieldMessages(validate.errors ?? [], copyEn)[0]).toEqual({ pointer: '/x\u0000', messageKey: 'errors.keyword.storableText', message: MESSAGE });
});

describe("every flow step refuses unstorable text at each field, with the message there (the browser's validators and engine)", () => {
  for (const [flowId, flow] of flows) {
    for (const step of flow.steps) {
      it(`${flowId}/${step.id}`, async () => {
        const validators = await loadStepValidators(flowId);
        const paths = stringPaths(step.schema as Schema, step.schema as Record<string, unknown>);
        for (const [i, path] of paths.entries()) {
          const result = validateStep(flow, step.id, withTextAt(path, badText(i)) as Record<string, unknown>, {} as FlowContext, validators);
          const error = result.errors.find((e) => e.pointer === pointerOf(path));
          expect(error?.messageKey, `${flowId}/${step.id} ${pointerOf(path)}`).toBe('errors.keyword.storableText');
        }
      });
    }
  }
});

// Routes that take a body but no JSON one: a session's end, a multipart upload, the sandbox
// income provider's HTML form. Every other POST/PUT/PATCH/DELETE must name a body schema.
const NO_JSON_BODY = [
  'POST /identity-broker/customer/secure/api/v3/logout',
  'POST /identity-broker/agent/secure/api/v3/logout',
  // The upload is multipart, under each product's base path (spec section 7).
  ...repoProducts().all().map((m) => `POST ${m.apiBasePath}/:uuid/documents`),
  'POST /sandbox/income-link/:id',
  'DELETE /staff/api/v1/session',
  'POST /staff/api/v1/applications/:uuid/conditions/:conditionUuid/clear',
  // Chat (issue 25): the nonce's authenticate and refresh (a query), the multipart attachment,
  // End chat, and the non-production agent list.
  `POST ${chatApiRoutes.webchatAuthenticate.pattern}`,
  `PUT ${chatApiRoutes.webchatRefresh.pattern}`,
  `POST ${chatApiRoutes.chatAttachments.pattern}`,
  `POST ${chatApiRoutes.chatEnd.pattern}`,
  `POST ${chatApiRoutes.chatAgents.pattern}`,
  // The inbox's close and hand back (no body), and the settings page's 'Sign out everywhere else'.
  `POST ${staffApiRoutes.chatClose.pattern}`,
  `POST ${staffApiRoutes.chatHandBack.pattern}`,
  `DELETE ${apiRoutes.otherSessions.pattern}`,
];

/** A chat route that takes the conversation's token (X-Chat-Token) before it reads the body. */
const isChatTokenRoute = (url: string) => [chatApiRoutes.webChatInfo, chatApiRoutes.chatWithAutobot, chatApiRoutes.chatFeedback].some((r) => r.pattern === url);

/** A staff member of every brand, signed in to the console. */
async function staffSession(t: TestApp): Promise<Record<string, string>> {
  const email = `staff-${randomUUID()}@staff.example`;
  await addStaff(t.db, { email, name: 'Text Staff', orgs: [], password: strongPassword }, join(repoRoot, 'brands'));
  const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: strongPassword }, remoteAddress: nextIp() });
  return { authorization: `Bearer ${(res.json() as { jwt: string }).jwt}` };
}

/** A broker's route (issue 16): it takes only a broker's (agent) token. */
const isBrokerRoute = (url: string) => Object.values(brokerApiRoutes).some((r) => r.pattern === url);

/** A broker of the default brand, signed in through the agent variant of the login. */
async function brokerSession(t: TestApp): Promise<Record<string, string>> {
  const email = `broker-${randomUUID()}@example.com`;
  await createBrokerAccount(t.db, t.ctx.hashing, t.ctx.leads, { email, password: strongPassword, organizationCode: 'acme-lending', loanOriginatorUuid: 'a0000000-0000-4000-8000-000000000001' });
  const res = await t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'agent' }), payload: { email, password: strongPassword }, remoteAddress: nextIp() });
  return { authorization: `Bearer ${(res.json() as { jwt: string }).jwt}` };
}

const target = databaseTargets()[0]!;
describe(`over HTTP, every route with a JSON body answers 400 with the field's message (${target.kind})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let brokerAuth: Record<string, string>;
  let staffAuth: Record<string, string>;
  let chatAuth: Record<string, string>;
  const routes: Array<{ method: string; url: string; body: string }> = [];
  const withoutSchema: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    auth = (await registerUser(t.app)).auth;
    brokerAuth = await brokerSession(t);
    staffAuth = await staffSession(t);
    chatAuth = (await openChat(t)).headers;
    // The route plugins registered on a bare instance, only to read each route's options.
    const probe = Fastify();
    probe.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) {
        if (['GET', 'HEAD', 'OPTIONS'].includes(method)) continue;
        const body = (route.schema?.body as { $id?: string } | undefined)?.$id;
        if (body) routes.push({ method, url: route.url, body });
        else withoutSchema.push(`${method} ${route.url}`);
      }
    });
    for (const plugin of buildRoutes(t.ctx)) await probe.register(plugin);
    await probe.close();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('finds the routes, and every body route but the named few has a body schema', () => {
    expect(withoutSchema.sort()).toEqual([...NO_JSON_BODY].sort());
    for (const url of ['/service-application/api/v3/application/helocs', '/identity-broker/customer/api/v3/login', '/identity/api/v1/registration/register', '/service-wait-list/api/v1/home-equity-loan-plus']) {
      expect(routes.map((r) => r.url)).toContain(url);
    }
  });

  const fill = (url: string): string =>
    url.replace(':uuid', randomUUID()).replace(':flowId', 'register-v2').replace(':stepId', 'index').replace(':context', 'heloc') +
    (url.endsWith('/helocs') ? '?state=CA' : '');

  it('sends NUL or a lone surrogate in every string field of every body, and gets 400 with the message at that field', async () => {
    let sent = 0;
    for (const route of routes) {
      const schema = schemasById.get(route.body)!;
      for (const [i, path] of stringPaths(schema, schema).entries()) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          // The staff sign-in answers an applicant's token with 404 before reading the body; the
          // console's other routes want a staff token first.
          headers: route.url === staffApiRoutes.session.pattern ? {} : route.url.startsWith(STAFF_API) ? staffAuth : isBrokerRoute(route.url) ? brokerAuth : isChatTokenRoute(route.url) ? chatAuth : auth,
          remoteAddress: nextIp(),
          payload: withTextAt(path, badText(i)) as object,
        });
        const where = `${route.method} ${route.url} ${pointerOf(path)}`;
        expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
        expect(res.json().code, where).toBe('INVALID_REQUEST');
        expect(res.json().fields, where).toContainEqual({ pointer: pointerOf(path), messageKey: 'errors.keyword.storableText', message: MESSAGE });
        sent++;
      }
    }
    console.log(`storable text: ${sent} requests over ${routes.length} routes, each answered 400 at its field`);
  });

  it('refuses NUL in a whole, otherwise valid create-HELOC, login, registration and wait-list body, and stores nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select (select count(*) from applications)::int + (select count(*) from identities)::int as n')).rows[0]!.n;
    const before = await count();
    const cases: Array<[string, object, string, Record<string, string>]> = [
      ['/service-application/api/v3/application/helocs?state=CA', helocRequest({ street1: '100 Main\u0000St' }), '/propertyRequest/street1', auth],
      ['/identity-broker/customer/api/v3/login', { email: 'pat@example.com', password: 'Granite-Kettle-47!\u0000' }, '/password', {}],
      ['/identity/api/v1/registration/register', { email: 'pat\u0000@example.com', password: 'Granite-Kettle-47!' }, '/email', {}],
      ['/service-wait-list/api/v1/home-equity-loan-plus', { firstName: 'Pat', lastName: 'Lee\u0000', email: 'pat@example.com', state: 'HI', zip: '96813', consent: true }, '/lastName', {}],
    ];
    for (const [url, payload, pointer, headers] of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
      expect([res.statusCode, res.json()], url).toEqual([400, { code: 'INVALID_REQUEST', messageKey: 'refusals.invalidRequest', errors: [MESSAGE], fields: [{ pointer, messageKey: 'errors.keyword.storableText', message: MESSAGE }] }]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses unknown keys nested in addresses with 400 at the key, and keeps the known ones', async () => {
    const body = helocRequest();
    const cases: Array<[object, string]> = [
      [{ ...body, propertyRequest: { ...body.propertyRequest, isAdmin: true } }, '/propertyRequest/isAdmin'],
      [{ ...body, homeAddress: { street1: '1 Oak St', city: 'Springfield', state: 'CA', zip: '94105', county: 'X' } }, '/homeAddress/county'],
    ];
    for (const [payload, pointer] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/service-application/api/v3/application/helocs?state=CA', payload, headers: auth, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([{ pointer, messageKey: 'errors.keyword.additionalProperties', message: 'This value is not accepted' }]);
    }
    // The step the browser validates says the same at the field.
    const answers = { propertyAddress: { ...body.propertyRequest, unit: '4B' } };
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/index/validate', payload: { answers } });
    expect(res.json().errors).toEqual([{ pointer: '/propertyAddress/unit', messageKey: 'errors.keyword.additionalProperties', params: { additionalProperty: 'unit' }, message: 'This value is not accepted' }]);
  });

  it('answers 413 to a body over the limit: small for routes without a session, larger with one', async () => {
    const big = (bytes: number) => ({ answers: { note: 'x'.repeat(bytes) } });
    const publicRes = await t.app.inject({ method: 'POST', url: '/api/flows/register-v2/steps/index/validate', payload: big(t.ctx.bodyLimits.public) });
    expect([publicRes.statusCode, publicRes.json()]).toEqual([413, { errors: ['Request body is too large'] }]);
    for (const url of ['/identity-broker/customer/api/v3/login', '/service-wait-list/api/v1/home-equity-loan-plus', '/ft/heloc/event']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { email: 'x'.repeat(t.ctx.bodyLimits.public) }, remoteAddress: nextIp() });
      expect(res.statusCode, url).toBe(413);
    }
    // A signed-in draft between the two limits is read (and validated), one over the larger is not.
    const draftUrl = `/service-application/api/v1/application/heloc/${randomUUID()}/answers/contact`;
    const between = await t.app.inject({ method: 'PUT', url: draftUrl, payload: big(t.ctx.bodyLimits.public * 2), headers: auth });
    expect(between.statusCode).toBe(404);
    const over = await t.app.inject({ method: 'PUT', url: draftUrl, payload: big(t.ctx.bodyLimits.signedIn), headers: auth });
    expect(over.statusCode).toBe(413);
  });
});

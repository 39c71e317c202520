// The canary log scan (issue 12, logs): a real server listening on a port, its log stream and the
// console captured, canary values (a name, email, phone, street, date of birth, income, SSN, offer
// code, password, file name) sent through every route of the journeys and through the errors
// (NUL in bodies, malformed JSON, unknown routes, a database error whose message embeds the input,
// a provider failure whose error embeds the request). None of them may appear in any log line,
// plainly, URL-encoded or base64-encoded.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { format } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../../src/core/brand/view';
import { createSandboxOfferCodes } from '../../src/server/providers/sandbox/offer-codes';
import { errorForLog, privateLoggerOptions } from '../../src/server/logging';
import { ProviderError } from '../../src/server/providers/types';
import type { Db, Queryable } from '../../src/server/store/db';
import { databaseTargets, helocRequest, startTestApp, type DatabaseTarget, type TestApp } from './harness';
import { acceptOffer, fetchApi, send, statusOf, validAnswers, type Api, type Reply } from './journey';

const canary = {
  firstName: 'Quorblaxia',
  lastName: 'Zyntharopp',
  middleName: 'Pellucidor',
  email: 'quorblaxia.zyntharopp@canarymail.example',
  password: 'Harpoon-Vexillum-83!',
  phone: '(555) 271-8394',
  street: '8675 Vexlormund Ave',
  mailingStreet: '4410 Brindlewhisk Ln',
  dob: { year: 1961, month: 7, day: 23 },
  income: 187349,
  ssn: '523-71-4689',
  offerCode: 'QZCANARY4417',
  fileName: 'Quorblaxia-Zyntharopp-license.png',
  feedback: 'Glimmerwold feedback about my loan',
  // The waitlist's city: the fake database turns the insert carrying it into a real SQL error.
  faultCity: 'Xylofaultberg',
};

/** Every text a log line must not hold, in the forms a logger could write it. */
function forbiddenStrings(secrets: string[]): string[] {
  const { dob } = canary;
  const mm = String(dob.month).padStart(2, '0');
  const dd = String(dob.day).padStart(2, '0');
  const plain = [
    canary.firstName, canary.lastName, canary.middleName, canary.email, canary.password, canary.phone, '5552718394', '271-8394',
    canary.street, 'Vexlormund', canary.mailingStreet, 'Brindlewhisk', `${dob.year}-${mm}-${dd}`, `${mm}/${dd}/${dob.year}`,
    `"year":${dob.year}`, canary.ssn, canary.ssn.replace(/-/g, ''), canary.offerCode, canary.fileName, 'Glimmerwold', canary.faultCity,
  ];
  const encoded = plain.flatMap((s) => [encodeURIComponent(s), encodeURI(s), encodeURIComponent(s).replace(/%20/g, '+'), ...base64Forms(s)]);
  return [...new Set([...plain, ...encoded, ...secrets])];
}

/** The base64 (and base64url) text of `s` at each of the three alignments inside a longer value. */
function base64Forms(s: string): string[] {
  const forms: string[] = [];
  for (const shift of [0, 1, 2]) {
    const b64 = Buffer.concat([Buffer.alloc(shift, 0x20), Buffer.from(s)]).toString('base64').replace(/=+$/, '');
    // Drop the characters that mix in the bytes before and after.
    const inner = b64.slice([0, 2, 3][shift], -2);
    // Too short a piece would match random text (request ids, stack frames).
    if (inner.length >= 8) forms.push(inner, inner.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/** Queries whose parameters hold the fault marker fail in the database itself, as a real bug would. */
function faultyDb(db: Db): Db {
  const marked = (params?: unknown[]) => params?.find((p) => typeof p === 'string' && p.includes(canary.faultCity));
  const wrap = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      const hit = marked(params);
      // "invalid input syntax for type integer: "{...the whole entry...}"": the message embeds the input.
      return hit === undefined ? q.query(sql, params) : q.query('select $1::int', [hit]);
    },
    exec: (sql) => q.exec(sql),
    executeSql: (sql, params) => q.executeSql(sql, params),
  });
  return { ...wrap(db), kind: db.kind, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))), exclusively: (fn) => db.exclusively(fn), close: () => db.close() };
}

interface Capture {
  text(): string;
}

function captureConsole(): Capture {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(format(...args)));
  }
  return { text: () => lines.join('\n') };
}

async function waitUntil(probe: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('errorForLog', () => {
  it("keeps an error's class, codes and stack frames, never its message, detail, query or parameters", () => {
    const database = Object.assign(new Error(`invalid input syntax for type integer: "${canary.lastName}"`), {
      severity: 'ERROR', code: '22P02', detail: canary.email, where: canary.street, query: 'insert into x values ($1)', params: [canary.ssn],
    });
    const logged = errorForLog(database);
    expect(Object.keys(logged).sort()).toEqual(['sqlState', 'stack', 'type']);
    expect(logged).toMatchObject({ type: 'DatabaseError', sqlState: '22P02', stack: expect.stringMatching(/^\s+at /) });

    const provider = new ProviderError(`credit provider: HTTP 500 for ${canary.lastName}`, { provider: 'credit', failure: 'http_status', retryable: true, status: 500, cause: new TypeError(canary.email) });
    expect(errorForLog(provider)).toMatchObject({ type: 'ProviderError', provider: 'credit', failure: 'http_status', retryable: true, status: 500, cause: { type: 'TypeError' } });
    // pg-boss spreads a worker's error into a plain object; a code that is free text is dropped.
    const spread = { ...database, message: database.message, stack: database.stack, queue: 'application-step' };
    expect(errorForLog(spread).type).toBe('DatabaseError');
    expect(errorForLog(Object.assign(new Error('x'), { code: `${canary.firstName} ${canary.lastName}` }))).not.toHaveProperty('code');
    expect(errorForLog(errorForLog(provider))).toEqual(errorForLog(provider));
    expect(JSON.stringify([logged, errorForLog(provider), errorForLog(spread)])).not.toMatch(new RegExp(`${canary.lastName}|${canary.email}|${canary.ssn}|Vexlormund`));
  });

  it("applies to the server's own logger options (main.ts passes logger: true)", () => {
    const options = privateLoggerOptions(true) as { serializers: Record<string, unknown>; redact: { paths: string[] } };
    expect(Object.keys(options.serializers).sort()).toEqual(['err', 'req', 'res']);
    expect(options.redact.paths).toContain('*.headers');
    expect(privateLoggerOptions(false)).toBe(false);
  });
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`log privacy (${target.kind})`, () => {
    const logLines: string[] = [];
    let consoleOut: Capture;
    let t: TestApp;
    let base = '';
    let jobSchema = '';
    let scratch = '';

    beforeAll(async () => {
      consoleOut = captureConsole();
      scratch = await mkdtemp(path.join(tmpdir(), 'log-privacy-'));
      const withFault: DatabaseTarget = {
        ...target,
        async open() {
          const opened = await target.open();
          jobSchema = opened.jobSchema;
          return { ...opened, db: faultyDb(opened.db) };
        },
      };
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      });
      t = await startTestApp(withFault, { logger: { level: 'trace', stream } });
      // A direct-mail offer for the canary applicant, through the sandbox's own loader.
      const offers = path.join(scratch, 'offer-codes.json');
      const offer = { offerCode: canary.offerCode, firstName: canary.firstName, lastName: canary.lastName, street1: canary.street, city: 'Sacramento', state: 'CA', zip: '95814', inHomeDate: '2026-01-05', respondByDate: '2026-12-31' };
      await writeFile(offers, JSON.stringify({ offers: [offer] }));
      t.ctx.offerCodes = createSandboxOfferCodes(offers);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }, 30_000);

    afterAll(async () => {
      await t?.stop();
      vi.restoreAllMocks();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    const raw = async (method: string, url: string, body?: string, headers: Record<string, string> = {}): Promise<Reply> => {
      const res = await fetch(`${base}${url}`, { method, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers }, body });
      const text = await res.text();
      return { status: res.status, body: text };
    };
    const json = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) => raw(method, url, JSON.stringify(body), headers);

    async function register(email: string): Promise<{ api: Api; token: string }> {
      const res = await json('POST', apiRoutes.register.path({}), { email, password: canary.password, phoneNumber: canary.phone });
      expect(res.status, String(res.body)).toBe(201);
      const token = (JSON.parse(String(res.body)) as { jwt: string }).jwt;
      return { api: fetchApi(base, token), token };
    }

    async function createHeloc(api: Api, lastName: string): Promise<string> {
      const request = helocRequest({ lastName, street1: canary.street });
      request.profileRequest = { name: { firstName: canary.firstName, lastName }, dob: canary.dob };
      request.income = { incomePrimary: canary.income, incomeOther: 0 };
      const res = await api.post(`${apiRoutes.create.path({})}?state=CA`, request);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { uuid: string }).uuid;
    }

    async function settled(api: Api, uuid: string, status: string): Promise<void> {
      await waitUntil(async () => (await statusOf(api, uuid)).status === status, status);
    }

    it('writes no canary value to any log line, whatever the route or the error', async () => {
      const nul = (value: string) => `${value.slice(0, 3)}\u0000${value.slice(3)}`;

      // The routes without a session: typeahead, offer code, leads, step validation, waitlist, telemetry;
      // malformed JSON and unknown routes. Sent while the pipeline works on the applications.
      async function publicRoutes(): Promise<string | null> {
        expect((await raw('GET', `${DEFAULT_ADDRESS_SEARCH_URL}${encodeURIComponent(canary.street)}`)).status).toBe(200);
        expect((await raw('GET', `${DEFAULT_ADDRESS_SEARCH_URL}${encodeURIComponent(canary.street.slice(0, 9))}`)).status).toBe(200);
        await raw('GET', apiRoutes.offerCode.path({ code: canary.offerCode }));
        await raw('GET', `${apiRoutes.offerCode.path({ code: canary.offerCode })}?zip=95814`);
        await raw('GET', apiRoutes.referral.path({ referralUuid: canary.email }));
        await raw('GET', `${apiRoutes.zipEligibility.path({})}?zip=95814&email=${encodeURIComponent(canary.email)}`);
        const address = { street1: canary.street, city: 'Springfield', state: 'CA', zip: '94105', occupancyType: 'HOME' };
        expect((await json('POST', apiRoutes.stepValidation.path({ flowId: 'register-v2', stepId: 'index' }), { answers: { propertyAddress: address } })).status).toBe(200);
        await json('POST', apiRoutes.stepValidation.path({ flowId: 'register-v2', stepId: 'index' }), { answers: { propertyAddress: { ...address, street1: nul(canary.street) } } });
        const entry = {
          firstName: canary.firstName, lastName: canary.lastName, dob: '1961-07-23', email: canary.email, income: canary.income,
          street1: canary.street, city: 'Honolulu', state: 'HI', zip: '96815', consent: true,
        };
        expect((await json('POST', apiRoutes.waitlist.path({}), entry)).status).toBe(201);
        await json('POST', apiRoutes.waitlist.path({}), { ...entry, lastName: nul(canary.lastName) });
        // A database error whose message holds the whole entry.
        const fault = await fetch(`${base}${apiRoutes.waitlist.path({})}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...entry, city: canary.faultCity }) });
        expect(fault.status).toBe(500);
        const session = await json('POST', apiRoutes.telemetrySession.path({ context: 'web' }), {
          platform: 'WEB', libVersion: '2.2.24', referrer: `https://mail.example/?email=${encodeURIComponent(canary.email)}`, queryParams: { offer: canary.offerCode },
        });
        const sessionKey = (JSON.parse(String(session.body)) as { sessionKey?: string }).sessionKey;
        await json('POST', apiRoutes.telemetryEvent.path({ context: 'web' }), { sessionKey, name: 'appStarted', eventType: 'WEB', productType: 'HELOC', properties: { name: canary.lastName } });

        // Malformed JSON, unknown routes.
        await raw('POST', apiRoutes.register.path({}), `{"email":"${canary.email}","password":"${canary.password}`);
        await raw('POST', apiRoutes.waitlist.path({}), `{"firstName":"${canary.firstName}",,}`);
        await raw('GET', `/api/no-such-route/${encodeURIComponent(canary.email)}?ssn=${canary.ssn}`);
        await raw('GET', `/account/heloc/${encodeURIComponent(canary.lastName)}`, undefined, { accept: 'text/html' });
        return fault.headers.get('x-request-id');
      }

      // Registration, the applications, login (right, wrong, NUL), the account.
      const { api, token } = await register(canary.email);
      // Create HELOC: NUL first (refused or failed), then the real one; an SSN application too;
      // the pipeline works on them while the other routes are sent.
      const nulRequest = helocRequest({ lastName: nul(canary.lastName), street1: canary.street });
      await api.post(`${apiRoutes.create.path({})}?state=CA`, nulRequest);
      const uuid = await createHeloc(api, canary.lastName);
      const second = await register(`second.${canary.email}`);
      const ssnUuid = await createHeloc(second.api, 'Nomatch');
      const login = apiRoutes.login.path({ role: 'customer' });
      expect((await json('POST', login, { email: canary.email, password: canary.password })).status).toBe(200);
      expect((await json('POST', login, { email: canary.email, password: `${canary.password}x` })).status).toBe(401);
      await json('POST', login, { email: canary.email, password: nul(canary.password) });
      await json('POST', `${login}?redirectUrl=${encodeURIComponent(`/account/heloc?email=${canary.email}`)}`, { email: nul(canary.email), password: canary.password });
      const auth = { authorization: `Bearer ${token}` };
      await json('PUT', apiRoutes.profileName.path({}), { firstName: canary.firstName, middleName: canary.middleName, lastName: canary.lastName }, auth);
      await json('PUT', apiRoutes.identityAlias.path({}), { type: 'Phone', value: canary.phone }, auth);
      await json('POST', apiRoutes.ceoFeedback.path({}), { message: canary.feedback, topic: 'COMPLIMENT', marketingConsent: false }, auth);

      const documents = apiRoutes.documents.path({ uuid });
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
      expect((await api.upload(documents, 'ID_FRONT', { name: canary.fileName, type: 'image/png', bytes: png })).status).toBe(201);
      await api.upload(documents, 'ID_FRONT', { name: `${canary.fileName}.exe`, type: 'image/png', bytes: png });

      const faultId = await publicRoutes();
      await Promise.all([settled(api, uuid, 'OFFER_SELECTION'), settled(second.api, ssnUuid, 'CREDIT_NO_MATCH')]);
      await send(second.api, ssnUuid, 'SUBMIT_SSN', { ssn: canary.ssn });
      await acceptOffer(api, uuid);
      const mailing = { street1: canary.mailingStreet, city: 'Springfield', state: 'CA', zip: '94105' };
      await send(api, uuid, 'SUBMIT_CONTACT', { ...validAnswers.contact, mailingSameAsProperty: 'NO', mailingAddress: mailing, phoneNumber: canary.phone });
      await send(api, uuid, 'SUBMIT_HMDA', validAnswers.hmda);

      // The hard pull's provider fails with an error that embeds the applicant's request.
      const hardCredit = t.ctx.providers.hardCredit;
      let failures = 0;
      t.ctx.providers.hardCredit = Object.assign(Object.create(hardCredit) as typeof hardCredit, {
        hardPull: async (request: unknown) => {
          failures++;
          const echo = JSON.stringify(request);
          throw new ProviderError(`hardCredit provider: HTTP 500 for ${echo}`, { provider: 'hardCredit', failure: 'http_status', retryable: true, status: 500, cause: new Error(echo) });
        },
      });
      await send(api, uuid, 'CONFIRM_SUMMARY', { confirmed: true });
      await waitUntil(async () => failures > 0, 'the provider failure');
      await waitUntil(async () => {
        const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from ${jobSchema}.job where data->>'applicationUuid' = $1 and state = 'retry'`, [uuid]);
        return rows[0]!.n > 0;
      }, 'the failed job');
      await settled(second.api, ssnUuid, 'OFFER_SELECTION');

      const output = `${logLines.join('')}\n${consoleOut.text()}`;
      // The capture works: the requests were logged.
      expect(logLines.length).toBeGreaterThan(50);
      const found = forbiddenStrings([token, second.token]).filter((s) => output.toLowerCase().includes(s.toLowerCase()));
      const lines = output.split('\n').filter((line) => found.some((s) => line.toLowerCase().includes(s.toLowerCase())));
      expect({ found, lines: lines.slice(0, 5).map((l) => l.slice(0, 400)) }).toEqual({ found: [], lines: [] });
      // The error line says what failed and where, without the error's words.
      const records = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failed = records.find((r) => r.reqId === faultId && r.msg === 'request failed');
      expect(failed).toMatchObject({ level: 50, route: apiRoutes.waitlist.pattern, statusCode: 500, code: 'UNEXPECTED', err: { type: 'DatabaseError', sqlState: '22P02' } });
      expect(Object.keys(failed!.err as object).sort()).toEqual(['sqlState', 'stack', 'type']);
      // The access line of the typeahead: the route pattern, not the typed text.
      const completed = records.filter((r) => r.msg === 'request completed').map((r) => r.res as { method: string; url: string });
      expect(completed).toContainEqual({ statusCode: 200, method: 'GET', url: `${DEFAULT_ADDRESS_SEARCH_URL}:text` });
      expect(completed).toContainEqual({ statusCode: 200, method: 'GET', url: `${apiRoutes.zipEligibility.pattern}?zip=[Redacted]&email=[Redacted]` });
      expect(completed).toContainEqual({ statusCode: 200, method: 'GET', url: apiRoutes.status.path({ uuid }) });
      // An income figure is a number: matched as a whole number, not inside a timestamp.
      expect(output).not.toMatch(new RegExp(`(?<![\\d.])${canary.income}(?!\\d)`));
    }, 60_000);
  });
}

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertProductionProviders, createProviders } from '../../src/server/providers/index';
import { createHttpCreditBureau, createHttpPropertyRecords, createHttpValuation } from '../../src/server/providers/http/adapters';
import { createSandboxProviders } from '../../src/server/providers/sandbox/create-sandbox';
import { answerOnce, countLedgerRows } from '../../src/server/providers/sandbox/ledger';
import { loadPersonas, parsePersonas, PERSONAS_FILE } from '../../src/server/providers/sandbox/personas';
import { renderPersonasTable } from '../../src/server/providers/sandbox/personas-table';
import { ProviderError } from '../../src/server/providers/types';
import type {
  Address,
  CreditReport,
  PropertySearchResult,
  Providers,
  SoftPullRequest,
  ValuationResult,
} from '../../src/server/providers/types';
import type { Db } from '../../src/server/store/db';
import { databaseTargets, type DatabaseTarget } from './harness';
import { migrate } from '../../src/server/store/migrate';


// 2025-03-15 in UTC: "10 days before today" is 2025-03-05, "30 days before" 2025-02-13.
const NOW = new Date('2025-03-15T12:00:00Z');
const clock = () => NOW;

const address = (street1: string): Address => ({ street1, city: 'Springfield', state: 'CA', zip: '94000' });
const pullRequest = (key: string, lastName: string, street1: string): SoftPullRequest => ({
  idempotencyKey: key,
  applicant: { firstName: 'Pat', lastName, dob: '1980-04-02', ssnLast4: '1234' },
  address: address(street1),
});

interface Answers {
  credit: CreditReport;
  property: PropertySearchResult;
  valuation: ValuationResult;
}

let keySeq = 0;
const nextKey = () => `key-${process.pid}-${++keySeq}`;

async function callAll(providers: Providers, lastName: string, street1: string): Promise<Answers> {
  const credit = await providers.credit.softPull(pullRequest(nextKey(), lastName, street1));
  const property = await providers.property.search({ idempotencyKey: nextKey(), address: address(street1) });
  const valuation = await providers.valuation.estimate({
    idempotencyKey: nextKey(),
    propertyId: property.property?.propertyId ?? 'none',
    address: address(street1),
  });
  return { credit, property, valuation };
}

const defaultCredit: CreditReport = { outcome: 'MATCH', creditScore: 740, monthlyDebt: 1800, lienBalance: 250000 };
const found = (street1: string, lastTransferDate: string): PropertySearchResult => ({
  outcome: 'FOUND',
  property: {
    propertyId: expect.stringMatching(/^sandbox-[0-9a-f]{16}$/) as unknown as string,
    address: address(street1),
    ownerNames: ['SANDBOX HOMEOWNER'],
    lastTransferDate,
  },
});
// The sandbox's rent estimate is 0.5% of the value a month (personas.json's rentToValue).
const value = (amount: number): ValuationResult => ({ outcome: 'VALUE', value: amount, confidence: 0.9, rentEstimate: Math.round(amount * 0.005) });

const plain = (street1: string): Answers => ({ credit: defaultCredit, property: found(street1, '2015-06-01'), valuation: value(650000) });

/** How to trigger each persona of personas.json, and what all three sandboxes answer then. */
const PERSONA_CASES: Record<string, { lastName: string; street1: string; expected: (street1: string) => Answers }> = {
  default: { lastName: 'Smith', street1: '1 Main St', expected: (s) => ({ credit: defaultCredit, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Frozen: { lastName: 'Frozen', street1: '1 Main St', expected: (s) => ({ credit: { outcome: 'FROZEN' }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Nomatch: { lastName: 'Nomatch', street1: '1 Main St', expected: (s) => ({ credit: { outcome: 'NO_MATCH' }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Nossn: { lastName: 'Nossn', street1: '1 Main St', expected: (s) => ({ credit: { outcome: 'NO_MATCH_SSN' }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Lowscore: { lastName: 'Lowscore', street1: '1 Main St', expected: (s) => ({ credit: { ...defaultCredit, creditScore: 560 }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Highdebt: { lastName: 'Highdebt', street1: '1 Main St', expected: (s) => ({ credit: { ...defaultCredit, monthlyDebt: 9500 }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Recentheloc: { lastName: 'Recentheloc', street1: '1 Main St', expected: (s) => ({ credit: { ...defaultCredit, lastHelocOpenedDate: '2025-03-05' }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Assets: { lastName: 'Assets', street1: '1 Main St', expected: (s) => ({ credit: { ...defaultCredit, assetDepletion: true }, property: found(s, '2015-06-01'), valuation: value(650000) }) },
  Nowhere: { lastName: 'Smith', street1: '9 Nowhere Rd', expected: () => ({ credit: defaultCredit, property: { outcome: 'NONE' }, valuation: value(650000) }) },
  Twin: { lastName: 'Smith', street1: '2 Twin Oaks Ct', expected: () => ({ credit: defaultCredit, property: { outcome: 'MULTIPLE' }, valuation: value(650000) }) },
  Mansion: { lastName: 'Smith', street1: '1 Mansion Hill', expected: (s) => ({ credit: defaultCredit, property: found(s, '2015-06-01'), valuation: value(2500000) }) },
  Cottage: { lastName: 'Smith', street1: '3 Cottage Ln', expected: (s) => ({ credit: defaultCredit, property: found(s, '2015-06-01'), valuation: value(180000) }) },
  Newbuild: { lastName: 'Smith', street1: '4 Newbuild Ave', expected: (s) => ({ credit: defaultCredit, property: found(s, '2025-02-13'), valuation: value(650000) }) },
  Noavm: { lastName: 'Smith', street1: '5 Noavm Way', expected: (s) => ({ credit: defaultCredit, property: found(s, '2015-06-01'), valuation: { outcome: 'NO_AVM' } }) },
  // A valuation with no market rent estimate (a DSCR line without a lease is declined RENT_UNKNOWN).
  Norent: { lastName: 'Smith', street1: '5 Norent Way', expected: (s) => ({ credit: defaultCredit, property: found(s, '2015-06-01'), valuation: { outcome: 'VALUE', value: 650000, confidence: 0.9 } }) },
  // Personas of the providers after the offer answer pre-qualification as the default row does
  // (their own answers: tests/server/steps-*.test.ts).
  Thawing: { lastName: 'Thawing', street1: '1 Main St', expected: (s) => ({ ...plain(s), credit: { outcome: 'FROZEN' } }) },
  Liens: { lastName: 'Liens', street1: '1 Main St', expected: plain },
  Delinquent: { lastName: 'Delinquent', street1: '1 Main St', expected: plain },
  Hardfrozen: { lastName: 'Hardfrozen', street1: '1 Main St', expected: plain },
  Needsemployer: { lastName: 'Needsemployer', street1: '1 Main St', expected: plain },
  Unverifiable: { lastName: 'Unverifiable', street1: '1 Main St', expected: plain },
  Reduced: { lastName: 'Reduced', street1: '1 Main St', expected: plain },
  Nopay: { lastName: 'Nopay', street1: '1 Main St', expected: plain },
  Paystub: { lastName: 'Paystub', street1: '1 Main St', expected: plain },
  Idfail: { lastName: 'Idfail', street1: '1 Main St', expected: plain },
  Idreview: { lastName: 'Idreview', street1: '1 Main St', expected: plain },
  Lienposition: { lastName: 'Lienposition', street1: '1 Main St', expected: plain },
  Pinreview: { lastName: 'Pinreview', street1: '1 Main St', expected: plain },
  Underwrite: { lastName: 'Underwrite', street1: '1 Main St', expected: plain },
  Ownermismatch: { lastName: 'Ownermismatch', street1: '1 Main St', expected: plain },
  Titledata: { lastName: 'Titledata', street1: '1 Main St', expected: plain },
  Appraisal: { lastName: 'Appraisal', street1: '1 Main St', expected: plain },
  Payoffhold: { lastName: 'Payoffhold', street1: '1 Main St', expected: plain },
  Slowdocs: { lastName: 'Slowdocs', street1: '1 Main St', expected: plain },
  Latedocs: { lastName: 'Latedocs', street1: '1 Main St', expected: plain },
  Fraudalert: { lastName: 'Fraudalert', street1: '1 Main St', expected: plain },
  // The closing personas answer the notary and bank-data calls (tests/server/closing-sandbox.test.ts); pre-qualification is plain.
  Quizfail: { lastName: 'Quizfail', street1: '1 Main St', expected: plain },
  // Outage answers as the default row once its outage is over (this suite's sandbox: over); while it
  // lasts every call waits (below, and the pipeline's parking: tests/server/pipeline-failures.test.ts).
  Outage: { lastName: 'Outage', street1: '1 Main St', expected: plain },
  Attorney: { lastName: 'Attorney', street1: '1 Main St', expected: plain },
  Noslots: { lastName: 'Noslots', street1: '1 Main St', expected: plain },
  Norouting: { lastName: 'Norouting', street1: '1 Main St', expected: plain },
  Nobankdata: { lastName: 'Nobankdata', street1: '1 Main St', expected: plain },
  Codeed: { lastName: 'Codeed', street1: '1 Main St', expected: plain },
  Nobpo: { lastName: 'Smith', street1: '7 Nobpo Rd', expected: plain },
  Bpowait: { lastName: 'Smith', street1: '7 Bpowait Rd', expected: plain },
  Bpohold: { lastName: 'Smith', street1: '7 Bpohold Rd', expected: plain },
  Floodplain: { lastName: 'Smith', street1: '8 Floodplain Rd', expected: plain },
  Slow: { lastName: 'Smith', street1: '6 Slow Lane', expected: (s) => ({ credit: defaultCredit, property: found(s, '2015-06-01'), valuation: value(650000) }) },
};

/** One behaviour suite for the sandboxes and their ledger, run against every database driver. */
for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`sandbox providers (${target.kind})`, () => {
    let opened: Awaited<ReturnType<DatabaseTarget['open']>>;
    let db: Db;
    let sandbox: Providers;

    beforeAll(async () => {
      opened = await target.open();
      db = opened.db;
      await migrate(db);
      sandbox = createSandboxProviders({ db, clock, slowMs: 50, outageOver: () => true });
    });
    afterAll(async () => {
      await db?.close();
      await opened?.cleanup();
    });

    it('has a case for every persona of personas.json', () => {
      expect(Object.keys(PERSONA_CASES).sort()).toEqual(loadPersonas().map((p) => p.name).sort());
    });

    for (const [name, { lastName, street1, expected }] of Object.entries(PERSONA_CASES)) {
      it(`answers as the ${name} persona when triggered`, async () => {
        expect(await callAll(sandbox, lastName, street1)).toEqual(expected(street1));
      });
    }

    it('waits slowMs on every call of the Slow persona', async () => {
      const started = performance.now();
      await sandbox.valuation.estimate({ idempotencyKey: nextKey(), propertyId: 'p', address: address('6 Slow Lane') });
      expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    });

    it('never answers a call of the Outage persona while its outage lasts', async () => {
      const during = createSandboxProviders({ db, clock, outageOver: () => false });
      const call = during.credit.softPull(pullRequest(nextKey(), 'Outage', '1 Main St'));
      const settled = await Promise.race([call.then(() => 'answered', () => 'failed'), new Promise((r) => setTimeout(() => r('waiting'), 200))]);
      expect(settled).toBe('waiting');
    });

    it('matches personas whatever the case and combines a last-name and an address persona', async () => {
      const answers = await callAll(sandbox, 'LOWSCORE', '7 MANSION drive');
      expect(answers.credit).toEqual({ ...defaultCredit, creditScore: 560 });
      expect(answers.valuation).toEqual(value(2500000));
      expect((await callAll(sandbox, ' frozen ', '8 nowhere rd')).credit).toEqual({ outcome: 'FROZEN' });
    });

    it('gives the same answer for the same input under different keys', async () => {
      const first = await callAll(sandbox, 'Recentheloc', '10 Main St');
      const second = await callAll(createSandboxProviders({ db, clock }), 'Recentheloc', '10 Main St');
      expect(second).toEqual(first);
      const spaced = { ...address('  10 MAIN   st '), city: 'springfield' };
      const again = await sandbox.property.search({ idempotencyKey: nextKey(), address: spaced });
      expect(again.property?.propertyId).toBe(first.property.property?.propertyId);
    });

    it('answers a repeated key from the ledger with one row, even after the clock moved', async () => {
      const key = nextKey();
      const first = await sandbox.credit.softPull(pullRequest(key, 'Recentheloc', '1 Main St'));
      const later = createSandboxProviders({ db, clock: () => new Date('2026-01-01T00:00:00Z') });
      const second = await later.credit.softPull(pullRequest(key, 'Recentheloc', '1 Main St'));
      expect(second).toEqual(first);
      expect(await countLedgerRows(db, 'credit', key)).toBe(1);
    });

    it('stores one row when calls with the same key run at the same time', async () => {
      const key = nextKey();
      const request = { idempotencyKey: key, address: address('11 Main St') };
      const answers = await Promise.all(Array.from({ length: 8 }, () => sandbox.property.search(request)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await countLedgerRows(db, 'property', key)).toBe(1);
    });

    it('gives the stored answer to the call that loses the race to insert', async () => {
      // Both calls read "no row" before either inserts: each first read waits until both are made.
      let reads = 0;
      let release: () => void = () => undefined;
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      const racing: Pick<Db, 'query'> = {
        async query<T>(sql: string, params?: unknown[]) {
          const result = await db.query<T>(sql, params);
          if (sql.startsWith('select request_hash') && ++reads <= 2) {
            if (reads === 2) release();
            await bothRead;
          }
          return result;
        },
      };
      const key = nextKey();
      const request = { idempotencyKey: key, same: 'request' };
      const answers = await Promise.all([
        answerOnce(racing, 'credit', request, () => ({ outcome: 'FROZEN', from: 'first' })),
        answerOnce(racing, 'credit', request, () => ({ outcome: 'FROZEN', from: 'second' })),
      ]);
      // Different respond() results show the loser answered with the winner's stored row.
      expect(answers[0]).toEqual(answers[1]);
      expect(await countLedgerRows(db, 'credit', key)).toBe(1);
    });

    it('keeps ledger rows apart per provider', async () => {
      const key = nextKey();
      await sandbox.property.search({ idempotencyKey: key, address: address('12 Main St') });
      await sandbox.valuation.estimate({ idempotencyKey: key, propertyId: 'p', address: address('12 Main St') });
      expect(await countLedgerRows(db, 'property', key)).toBe(1);
      expect(await countLedgerRows(db, 'valuation', key)).toBe(1);
      expect(await countLedgerRows(db, 'credit', key)).toBe(0);
    });

    it('refuses a key reused for a different request', async () => {
      const key = nextKey();
      await sandbox.credit.softPull(pullRequest(key, 'Smith', '1 Main St'));
      const error = await caught(sandbox.credit.softPull(pullRequest(key, 'Frozen', '1 Main St')));
      expect(error).toMatchObject({ failure: 'idempotency_conflict', retryable: false, provider: 'credit' });
      expect(error.message).toBe(`credit sandbox: idempotency key ${key} was already used for a different request`);
      expect(await countLedgerRows(db, 'credit', key)).toBe(1);
    });

    it('keeps the date of birth and SSN digits out of the ledger', async () => {
      const key = nextKey();
      await sandbox.credit.softPull(pullRequest(key, 'Smith', '1 Main St'));
      const { rows } = await db.query<{ request: unknown }>(
        'select request from provider_ledger where provider = $1 and idempotency_key = $2',
        ['credit', key],
      );
      expect(rows[0]?.request).toEqual({
        applicant: { firstName: 'Pat', lastName: 'Smith', dob: '[redacted]', ssnLast4: '[redacted]' },
        address: address('1 Main St'),
      });
    });

    it('records calls made through createProviders with the default environment', async () => {
      const { providers, sandboxes } = createProviders({ env: {}, db, clock });
      expect(sandboxes).toEqual(['credit', 'property', 'valuation', 'hardCredit', 'income', 'employment', 'identity', 'bpo', 'closing', 'esign', 'notary', 'bankData', 'settlement']);
      const key = nextKey();
      expect(await providers.credit.softPull(pullRequest(key, 'Lowscore', '1 Main St'))).toMatchObject({ creditScore: 560 });
      expect(await countLedgerRows(db, 'credit', key)).toBe(1);
    });
  });
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('sandbox persona table', () => {
  it('is what PERSONAS.md documents', () => {
    const committed = readFileSync(path.join(path.dirname(PERSONAS_FILE), '..', 'PERSONAS.md'), 'utf8');
    expect(committed).toBe(renderPersonasTable(loadPersonas()));
  });

  it('is the table the README shows', () => {
    const readme = readFileSync(path.join(path.dirname(PERSONAS_FILE), '../../../..', 'README.md'), 'utf8');
    const table = renderPersonasTable(loadPersonas());
    expect(readme).toContain(table.slice(table.indexOf('| Persona')));
  });

  it('lists every problem of a bad table at once', () => {
    const bad = {
      personas: [
        { name: 'default', match: {}, description: 'd', expectedStatus: 'OFFER_SELECTION', credit: { outcome: 'MATCH' } },
        { name: 'Typo', match: { lastname: 'X' }, description: 'd', expectedStatus: 'declined', credit: { creditScore: 900 } },
        { name: 'Typo', match: { street1Contains: 'Y' }, description: 'd', expectedStatus: 'DECLINED', property: { lastTransferDate: { daysAgo: -1 } } },
      ],
    };
    expect(() => parsePersonas(bad, 'p.json')).toThrow(
      [
        'Invalid sandbox personas:',
        '- p.json#/personas/1/expectedStatus: must be a status such as DECLINED',
        '- p.json#/personas/1/match/lastname: is not a known field (known: lastName, street1Contains)',
        '- p.json#/personas/1/credit/creditScore: must be a whole number 300 to 850',
        `- p.json#/personas/2/property/lastTransferDate: must be 'YYYY-MM-DD' or { "daysAgo": n } with n a whole number >= 0`,
        '- p.json#/personas/2/name: "Typo" is used twice',
        '- p.json#/personas/0/credit/creditScore: the default row must answer a number',
        '- p.json#/personas/0/credit/monthlyDebt: the default row must answer a number',
        '- p.json#/personas/0/credit/lienBalance: the default row must answer a number',
        '- p.json#/personas/0/property/outcome: the default row must answer FOUND',
        '- p.json#/personas/0/property/ownerNames: the default row must answer a list',
        '- p.json#/personas/0/valuation/outcome: the default row must answer VALUE',
        '- p.json#/personas/0/valuation/value: the default row must answer a number',
        '- p.json#/personas/0/hardCredit/outcome: the default row must answer MATCH',
        '- p.json#/personas/0/hardCredit/creditScore: the default row must answer a number',
        '- p.json#/personas/0/income/outcome: the default row must answer VERIFIED',
        '- p.json#/personas/0/employment/outcome: the default row must answer VERIFIED',
        '- p.json#/personas/0/identity/outcome: the default row must answer VERIFIED',
        '- p.json#/personas/0/bpo/outcome: the default row must answer VALUE',
        '- p.json#/personas/0/bpo/value: the default row must answer a number',
        '- p.json#/personas/0/closing/outcome: the default row must answer READY',
      ].join('\n'),
    );
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

describe('http provider adapters', () => {
  let server: Server;
  let base: string;
  const handlers = new Map<string, Handler>();
  const seen: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', headers: req.headers, body });
        const handler = handlers.get(req.url ?? '');
        if (handler) handler(req, res, body);
        else res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const json = (status: number, payload: unknown, headers: Record<string, string> = {}): Handler => (_req, res) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
  /** A credit adapter whose base URL is /<name>, so each test answers on its own path. */
  const creditAt = (name: string, handler: Handler, options: { timeoutMs?: number; maxBytes?: number } = {}) => {
    handlers.set(`/${name}/soft-pull`, handler);
    return createHttpCreditBureau({ baseUrl: `${base}/${name}`, ...options });
  };
  const pull = (key = 'idem-1') => pullRequest(key, 'Smith', '1 Main St');

  it('posts the request with its Idempotency-Key and returns only the known fields', async () => {
    const credit = creditAt('ok', json(200, { ...defaultCredit, lastHelocOpenedDate: '2020-01-02', ssn: '123-45-6789' }));
    expect(await credit.softPull(pull('idem-ok'))).toEqual({ ...defaultCredit, lastHelocOpenedDate: '2020-01-02' });
    const request = seen.find((s) => s.path === '/ok/soft-pull');
    expect(request?.headers['idempotency-key']).toBe('idem-ok');
    expect(request?.headers['content-type']).toBe('application/json');
    const { idempotencyKey: _key, ...body } = pull('idem-ok');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('checks property and valuation answers too', async () => {
    const record = { propertyId: 'P-1', address: address('1 Main St'), ownerNames: ['PAT SMITH'] };
    handlers.set('/prop/search', json(200, { outcome: 'FOUND', property: record }));
    handlers.set('/avm/estimate', json(200, { outcome: 'VALUE', value: 500000, confidence: 0.8 }));
    handlers.set('/bad-avm/estimate', json(200, { outcome: 'VALUE', value: '500000' }));
    const property = createHttpPropertyRecords({ baseUrl: `${base}/prop/` });
    const valuation = createHttpValuation({ baseUrl: `${base}/avm` });
    expect(await property.search({ idempotencyKey: 'k', address: address('1 Main St') })).toEqual({ outcome: 'FOUND', property: record });
    expect(await valuation.estimate({ idempotencyKey: 'k', propertyId: 'P-1', address: address('1 Main St') })).toEqual({
      outcome: 'VALUE',
      value: 500000,
      confidence: 0.8,
    });
    const bad = createHttpValuation({ baseUrl: `${base}/bad-avm` });
    const error = await caught(bad.estimate({ idempotencyKey: 'k', propertyId: 'P-1', address: address('1 Main St') }));
    expect(error).toMatchObject({ provider: 'valuation', failure: 'wrong_shape', retryable: false });
  });

  it('throws a retryable error when the provider answers 500', async () => {
    const error = await caught(creditAt('e500', json(500, { error: 'boom' })).softPull(pull()));
    expect(error).toMatchObject({ message: 'credit provider: HTTP 500', failure: 'http_status', retryable: true, status: 500 });
  });

  it('passes on Retry-After when the provider answers 429', async () => {
    const error = await caught(creditAt('e429', json(429, {}, { 'retry-after': '7' })).softPull(pull()));
    expect(error).toMatchObject({ failure: 'http_status', retryable: true, status: 429, retryAfterSeconds: 7 });
  });

  it('throws a non-retryable error when the provider rejects the request', async () => {
    const error = await caught(creditAt('e400', json(400, {})).softPull(pull()));
    expect(error).toMatchObject({ message: 'credit provider: HTTP 400', retryable: false, status: 400 });
  });

  it('throws when the answer is not JSON', async () => {
    const error = await caught(creditAt('malformed', (_q, res) => res.writeHead(200).end('{"outcome":')).softPull(pull()));
    expect(error).toMatchObject({ message: 'credit provider: response is not valid JSON', failure: 'malformed_json', retryable: true });
  });

  it('throws when valid JSON has the wrong shape', async () => {
    const error = await caught(creditAt('shape', json(200, { outcome: 'MATCH', creditScore: 'high' })).softPull(pull()));
    expect(error).toMatchObject({
      message: 'credit provider: response does not have the expected shape',
      failure: 'wrong_shape',
      retryable: false,
    });
  });

  it('refuses a redirect without following it', async () => {
    handlers.set('/elsewhere/soft-pull', json(200, defaultCredit));
    const redirect: Handler = (_q, res) => res.writeHead(307, { location: `${base}/elsewhere/soft-pull` }).end();
    const error = await caught(creditAt('redirect', redirect).softPull(pull()));
    expect(error).toMatchObject({ message: 'credit provider: answered with a redirect, which is refused', failure: 'redirect', retryable: false });
    expect(seen.some((s) => s.path === '/elsewhere/soft-pull')).toBe(false);
  });

  it('times out when the provider does not answer', async () => {
    const error = await caught(creditAt('hang', () => undefined, { timeoutMs: 100 }).softPull(pull()));
    expect(error).toMatchObject({ message: 'credit provider: no answer within 100 ms', failure: 'timeout', retryable: true });
  });

  it('times out when the body drips in slower than the timeout', async () => {
    const drip: Handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"outcome":');
      setTimeout(() => res.end('"FROZEN"}'), 1000).unref();
    };
    const error = await caught(creditAt('drip', drip, { timeoutMs: 150 }).softPull(pull()));
    expect(error).toMatchObject({ failure: 'timeout', retryable: true });
  });

  it('stops reading a body larger than the cap', async () => {
    const big = JSON.stringify({ ...defaultCredit, padding: 'x'.repeat(5000) });
    const declared = await caught(creditAt('big', (_q, res) => res.writeHead(200).end(big), { maxBytes: 1024 }).softPull(pull()));
    expect(declared).toMatchObject({ message: 'credit provider: response is larger than 1024 bytes', failure: 'too_large', retryable: false });
    const chunked: Handler = (_q, res) => {
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write('x'.repeat(500));
      res.end();
    };
    const undeclared = await caught(creditAt('chunked', chunked, { maxBytes: 1024 }).softPull(pull()));
    expect(undeclared).toMatchObject({ failure: 'too_large' });
  });

  it('throws a retryable error when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await caught(createHttpCreditBureau({ baseUrl: `http://127.0.0.1:${port}` }).softPull(pull()));
    expect(error).toMatchObject({ message: 'credit provider: network failure', failure: 'network', retryable: true });
  });
});

describe('createProviders', () => {
  const db = { query: () => Promise.reject(new Error('not used')) };

  it('uses the sandboxes when nothing is configured, an empty value counting as unset', () => {
    const { providers, sandboxes } = createProviders({ env: { CREDIT_PROVIDER: ' ', PROPERTY_PROVIDER_URL: '' }, db });
    expect(sandboxes).toEqual(['credit', 'property', 'valuation', 'hardCredit', 'income', 'employment', 'identity', 'bpo', 'closing', 'esign', 'notary', 'bankData', 'settlement']);
    expect([providers.credit.kind, providers.property.kind, providers.valuation.kind]).toEqual(['sandbox', 'sandbox', 'sandbox']);
  });

  it('uses http adapters where configured and names only the remaining sandboxes', () => {
    const env = {
      CREDIT_PROVIDER: 'http',
      CREDIT_PROVIDER_URL: 'https://credit.example.com/v1',
      VALUATION_PROVIDER: 'http',
      VALUATION_PROVIDER_URL: 'http://localhost:9999',
    };
    const { providers, sandboxes } = createProviders({ env, db });
    expect(sandboxes).toEqual(['property', 'hardCredit', 'income', 'employment', 'identity', 'bpo', 'closing', 'esign', 'notary', 'bankData', 'settlement']);
    expect([providers.credit.kind, providers.property.kind, providers.valuation.kind]).toEqual(['http', 'sandbox', 'http']);
  });

  it('lists every configuration problem in one error', () => {
    const env = {
      CREDIT_PROVIDER: 'real',
      PROPERTY_PROVIDER: 'http',
      VALUATION_PROVIDER: 'http',
      VALUATION_PROVIDER_URL: 'http://avm.example.com',
    };
    expect(() => createProviders({ env, db })).toThrow(
      [
        'Invalid provider configuration:',
        '- CREDIT_PROVIDER must be "sandbox" or "http" (got "real")',
        '- PROPERTY_PROVIDER_URL is required when PROPERTY_PROVIDER=http',
        '- VALUATION_PROVIDER_URL must be an https:// URL (http:// only for localhost)',
      ].join('\n'),
    );
  });

  it('refuses a provider URL that the sandbox would silently ignore', () => {
    expect(() => createProviders({ env: { CREDIT_PROVIDER_URL: 'https://credit.example.com' }, db })).toThrow(
      'Invalid provider configuration:\n- CREDIT_PROVIDER_URL is set but CREDIT_PROVIDER is "sandbox": set CREDIT_PROVIDER=http or remove CREDIT_PROVIDER_URL',
    );
  });
});

describe('assertProductionProviders', () => {
  const all = ['credit', 'property', 'valuation'];

  it('says nothing outside production or without sandboxes', () => {
    expect(assertProductionProviders({ NODE_ENV: 'development' }, all)).toBeUndefined();
    expect(assertProductionProviders({}, all)).toBeUndefined();
    expect(assertProductionProviders({ NODE_ENV: 'production' }, [])).toBeUndefined();
  });

  it('refuses sandboxes in production unless SANDBOX_PROVIDERS=allow', () => {
    const message =
      'Sandbox providers are in use with NODE_ENV=production: credit, valuation. ' +
      'Configure real providers (CREDIT_PROVIDER=http, VALUATION_PROVIDER=http, each with its _PROVIDER_URL) ' +
      'or set SANDBOX_PROVIDERS=allow.';
    expect(() => assertProductionProviders({ NODE_ENV: 'production' }, ['credit', 'valuation'])).toThrow(message);
    expect(() => assertProductionProviders({ NODE_ENV: 'production', SANDBOX_PROVIDERS: 'yes' }, ['credit', 'valuation'])).toThrow(
      message,
    );
  });

  it('returns a warning naming the sandboxes when they are allowed in production', () => {
    expect(assertProductionProviders({ NODE_ENV: 'production', SANDBOX_PROVIDERS: 'allow' }, all)).toBe(
      'Warning: sandbox providers in use in production (SANDBOX_PROVIDERS=allow): credit, property, valuation. Their answers are made up.',
    );
  });
});

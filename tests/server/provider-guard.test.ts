// The guard around every provider call (catalogue F3): a timeout, and a circuit breaker per
// provider that opens after repeated failures, fails fast while open, half-opens after its
// cool-down with one trial call, and closes again when the trial succeeds.
import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../src/server/providers/circuit-breaker';
import { guardAdapter, isProviderFailure, withTimeout } from '../../src/server/providers/guard';
import { createProviders } from '../../src/server/providers/index';
import { ProviderError, type CreditBureau, type SoftPullRequest } from '../../src/server/providers/types';

const request: SoftPullRequest = {
  idempotencyKey: 'app-1:IN_PROGRESS:0',
  applicant: { firstName: 'Pat', lastName: 'Applicant', dob: '1980-05-17' },
  address: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' },
};

const unavailable = () => new ProviderError('credit provider: HTTP 503', { provider: 'credit', failure: 'http_status', retryable: true, status: 503 });

/** A credit bureau whose answers the test decides call by call, counting the calls that reach it. */
function fakeBureau() {
  const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  let calls = 0;
  const bureau: CreditBureau = {
    kind: 'http',
    softPull: () => {
      calls += 1;
      return new Promise((resolve, reject) => pending.push({ resolve: () => resolve({ outcome: 'MATCH', creditScore: 720 }), reject }));
    },
  };
  return {
    bureau,
    calls: () => calls,
    answer: () => pending.shift()!.resolve(),
    fail: (error: Error = unavailable()) => pending.shift()!.reject(error),
  };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('withTimeout', () => {
  it('rejects a call that does not settle in time with a retryable timeout ProviderError', async () => {
    const started = Date.now();
    const error = await failure(withTimeout('valuation', 30, () => new Promise(() => undefined)));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({ message: 'valuation provider: no answer within 30 ms', provider: 'valuation', failure: 'timeout', retryable: true });
  });

  it('passes through an answer or a failure that comes in time', async () => {
    await expect(withTimeout('credit', 1000, async () => 'answer')).resolves.toBe('answer');
    await expect(withTimeout('credit', 1000, async () => Promise.reject(unavailable()))).rejects.toThrow('credit provider: HTTP 503');
  });
});

describe('the circuit breaker', () => {
  it('opens after the failures in a row, fails fast while open, half-opens with one trial, and closes when the trial succeeds', async () => {
    let clock = 0;
    const fake = fakeBureau();
    const credit = guardAdapter('credit', fake.bureau, { timeoutMs: 60_000, breaker: { failures: 3, cooldownMs: 10_000, now: () => clock } });

    // Closed: two failures and an answer reset the count; three failures in a row open it.
    for (const outcome of ['fail', 'fail', 'answer', 'fail', 'fail', 'fail'] as const) {
      const call = credit.softPull(request);
      if (outcome === 'answer') {
        fake.answer();
        await call;
      } else {
        fake.fail();
        await failure(call);
      }
    }
    expect(fake.calls()).toBe(6);

    // Open: refused at once without reaching the provider, with when to come back.
    clock = 4_000;
    const refused = await failure(credit.softPull(request));
    expect(refused).toMatchObject({
      message: 'credit provider: circuit open after repeated failures',
      failure: 'circuit_open',
      retryable: true,
      retryAfterSeconds: 6,
    });
    expect(fake.calls()).toBe(6);

    // Half-open after the cool-down: one trial goes through, a second call meanwhile is refused.
    clock = 10_000;
    const trial = credit.softPull(request);
    expect(fake.calls()).toBe(7);
    expect((await failure(credit.softPull(request))).failure).toBe('circuit_open');
    expect(fake.calls()).toBe(7);
    // The trial fails: open again for a whole cool-down.
    fake.fail();
    await failure(trial);
    clock = 19_999;
    expect((await failure(credit.softPull(request))).failure).toBe('circuit_open');
    expect(fake.calls()).toBe(7);

    // The next trial succeeds: closed, every call goes through again.
    clock = 20_000;
    const secondTrial = credit.softPull(request);
    fake.answer();
    await expect(secondTrial).resolves.toEqual({ outcome: 'MATCH', creditScore: 720 });
    const calls = [credit.softPull(request), credit.softPull(request)];
    fake.answer();
    fake.answer();
    await Promise.all(calls);
    expect(fake.calls()).toBe(10);
  });

  it('counts timeouts as failures', async () => {
    const fake = fakeBureau();
    const credit = guardAdapter('credit', fake.bureau, { timeoutMs: 10, breaker: { failures: 2, cooldownMs: 60_000 } });
    expect((await failure(credit.softPull(request))).failure).toBe('timeout');
    expect((await failure(credit.softPull(request))).failure).toBe('timeout');
    expect((await failure(credit.softPull(request))).failure).toBe('circuit_open');
    expect(fake.calls()).toBe(2);
  });

  it('does not count a request the provider refused (not retryable) or an error of our own', async () => {
    const refusedRequest = new ProviderError('credit provider: HTTP 400', { provider: 'credit', failure: 'http_status', retryable: false, status: 400 });
    expect(isProviderFailure(refusedRequest)).toBe(false);
    expect(isProviderFailure(new Error('database is closed'))).toBe(false);
    expect(isProviderFailure(unavailable())).toBe(true);
    const breaker = createCircuitBreaker({ failures: 1, cooldownMs: 1000 }, isProviderFailure);
    const refuse = () => new Error('refused');
    await expect(breaker.run(() => Promise.reject(refusedRequest), refuse)).rejects.toBe(refusedRequest);
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(() => Promise.reject(unavailable()), refuse)).rejects.toThrow('HTTP 503');
    expect(breaker.state).toBe('open');
  });
});

describe('provider guard configuration', () => {
  // The sandbox's ledger: nothing stored yet, and each insert takes.
  const db = { query: async (text: string) => ({ rows: text.trim().startsWith('insert') ? [{}] : [] }) } as never;

  it('gives each provider its own breaker, so one failing provider does not refuse the others', async () => {
    const { providers } = createProviders({ env: { PROVIDER_BREAKER_FAILURES: '1', PROPERTY_PROVIDER_TIMEOUT_MS: '5' }, db, sandbox: { slowMs: 50 } });
    const slowAddress = { street1: '12 Slow Lane', city: 'Springfield', state: 'CA', zip: '94105' };
    // Property times out (5 ms against the Slow persona's 50 ms) and opens its circuit.
    expect((await failure(providers.property.search({ idempotencyKey: 'k1', address: slowAddress }))).failure).toBe('timeout');
    expect((await failure(providers.property.search({ idempotencyKey: 'k2', address: slowAddress }))).failure).toBe('circuit_open');
    // Valuation has the default timeout and a closed circuit: the same slow call answers.
    expect(providers.valuation.kind).toBe('sandbox');
    await expect(providers.valuation.estimate({ idempotencyKey: 'k3', propertyId: 'p', address: slowAddress })).resolves.toMatchObject({ outcome: expect.any(String) });
  });

  it('refuses malformed settings, naming each', () => {
    expect(() => createProviders({ env: { PROVIDER_TIMEOUT_MS: '0', CREDIT_PROVIDER_TIMEOUT_MS: 'soon', PROVIDER_BREAKER_COOLDOWN_MS: '-1' }, db })).toThrow(
      'Invalid provider configuration:\n' +
        '- PROVIDER_TIMEOUT_MS must be an integer from 1 to 60000 (got "0")\n' +
        '- PROVIDER_BREAKER_COOLDOWN_MS must be an integer from 0 to 3600000 (got "-1")\n' +
        '- CREDIT_PROVIDER_TIMEOUT_MS must be an integer from 1 to 60000 (got "soon")',
    );
  });
});

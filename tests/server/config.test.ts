import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { readConfig } from '../../src/server/config';

describe('server configuration', () => {
  it('reads RATE_LIMITS as name=ceiling pairs', () => {
    expect(readConfig({ RATE_LIMITS: 'register-ip=500, login-ip=40' }).rateLimitMax).toEqual({ 'register-ip': 500, 'login-ip': 40 });
    expect(readConfig({}).rateLimitMax).toEqual({});
  });

  it('refuses a RATE_LIMITS entry that is not a positive integer, naming it', () => {
    expect(() => readConfig({ RATE_LIMITS: 'register-ip=0' })).toThrow('RATE_LIMITS entries are name=positive integer (got "register-ip=0")');
    expect(() => readConfig({ RATE_LIMITS: 'register-ip' })).toThrow('got "register-ip"');
  });

  it('reads the body limits, small for routes without a session by default, and refuses nonsense', () => {
    expect(readConfig({}).bodyLimits).toEqual({ signedIn: 65_536, public: 16_384 });
    expect(readConfig({ BODY_LIMIT_BYTES: '131072', PUBLIC_BODY_LIMIT_BYTES: '8192' }).bodyLimits).toEqual({ signedIn: 131_072, public: 8192 });
    expect(() => readConfig({ PUBLIC_BODY_LIMIT_BYTES: '16kb' })).toThrow('PUBLIC_BODY_LIMIT_BYTES must be an integer from 1024 to 10485760 (got "16kb")');
    expect(() => readConfig({ BODY_LIMIT_BYTES: '10' })).toThrow('BODY_LIMIT_BYTES must be an integer from 1024 to 10485760 (got "10")');
  });

  it('reads PIPELINE_RETRY_LIMIT (8), PIPELINE_RETRY_DELAY_S (2) and PIPELINE_SWEEP_MS (300000, 0 off), refusing one out of range', () => {
    expect(readConfig({}).pipelineRetry).toEqual({ retryLimit: 8, retryDelaySeconds: 2, sweepMs: 300_000 });
    expect(readConfig({ PIPELINE_RETRY_LIMIT: '0', PIPELINE_RETRY_DELAY_S: '5', PIPELINE_SWEEP_MS: '0' }).pipelineRetry).toEqual({ retryLimit: 0, retryDelaySeconds: 5, sweepMs: 0 });
    expect(() => readConfig({ PIPELINE_RETRY_DELAY_S: '0' })).toThrow('PIPELINE_RETRY_DELAY_S must be an integer from 1 to 3600 (got "0")');
  });

  it('reads PIPELINE_CONCURRENCY (default 8) and refuses one outside 1 to 64', () => {
    expect(readConfig({}).pipelineConcurrency).toBe(8);
    expect(readConfig({ PIPELINE_CONCURRENCY: '3' }).pipelineConcurrency).toBe(3);
    for (const bad of ['0', '65', '2.5', 'many']) {
      expect(() => readConfig({ PIPELINE_CONCURRENCY: bad })).toThrow(`PIPELINE_CONCURRENCY must be an integer from 1 to 64 (got "${bad}")`);
    }
  });

  it('sizes the hashing pool to the CPU unless HASH_CONCURRENCY and HASH_QUEUE say otherwise', () => {
    const cores = Math.max(1, availableParallelism() - 1);
    expect(readConfig({}).hashPool).toEqual({ concurrency: cores, queue: 32 * cores });
    expect(readConfig({ HASH_CONCURRENCY: '3' }).hashPool).toEqual({ concurrency: 3, queue: 96 });
    expect(readConfig({ HASH_CONCURRENCY: '2', HASH_QUEUE: '0' }).hashPool).toEqual({ concurrency: 2, queue: 0 });
    expect(() => readConfig({ HASH_CONCURRENCY: '0' })).toThrow('HASH_CONCURRENCY must be an integer from 1 to 64 (got "0")');
    expect(() => readConfig({ HASH_QUEUE: '-1' })).toThrow('HASH_QUEUE must be an integer from 0 to 10000 (got "-1")');
  });

  it('requires PUBLIC_ORIGIN with NODE_ENV=production, an https origin there, and refuses one that is not an origin', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters!!', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(() => readConfig(production)).toThrow(
      'Invalid server configuration:\n- PUBLIC_ORIGIN is required when NODE_ENV=production (the https origin links in mail point to, e.g. https://apply.example.com)',
    );
    expect(() => readConfig({ ...production, PUBLIC_ORIGIN: 'http://apply.example.com' })).toThrow('PUBLIC_ORIGIN must be an https:// origin when NODE_ENV=production');
    expect(() => readConfig({ ...production, PUBLIC_ORIGIN: 'https://apply.example.com' })).not.toThrow();
    // Outside production it may be unset (links only for a local Host) or http, but always an origin.
    expect(() => readConfig({})).not.toThrow();
    expect(() => readConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' })).not.toThrow();
    for (const bad of ['apply.example.com', 'https://apply.example.com/account', 'https://user@apply.example.com', 'https://evil.example#.apply.example.com']) {
      expect(() => readConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow('PUBLIC_ORIGIN must be an origin such as https://apply.example.com (a scheme and a host, no path, query or user)');
    }
  });

  it('reads LOGIN_DELAY_MAX_MS, 0 turning the wait off', () => {
    expect(readConfig({}).loginDelayMaxMs).toBeUndefined();
    expect(readConfig({ LOGIN_DELAY_MAX_MS: '0' }).loginDelayMaxMs).toBe(0);
    expect(() => readConfig({ LOGIN_DELAY_MAX_MS: 'soon' })).toThrow('LOGIN_DELAY_MAX_MS must be an integer from 0 to 30000 (got "soon")');
  });
});

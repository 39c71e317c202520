import { describe, expect, it } from 'vitest';
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

  it('reads PIPELINE_CONCURRENCY (default 8) and refuses one outside 1 to 64', () => {
    expect(readConfig({}).pipelineConcurrency).toBe(8);
    expect(readConfig({ PIPELINE_CONCURRENCY: '3' }).pipelineConcurrency).toBe(3);
    for (const bad of ['0', '65', '2.5', 'many']) {
      expect(() => readConfig({ PIPELINE_CONCURRENCY: bad })).toThrow(`PIPELINE_CONCURRENCY must be an integer from 1 to 64 (got "${bad}")`);
    }
  });
});

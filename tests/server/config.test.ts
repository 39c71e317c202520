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

  it('reads the body limits, small for routes without a session by default, and refuses nonsense', () => {
    expect(readConfig({}).bodyLimits).toEqual({ signedIn: 65_536, public: 16_384 });
    expect(readConfig({ BODY_LIMIT_BYTES: '131072', PUBLIC_BODY_LIMIT_BYTES: '8192' }).bodyLimits).toEqual({ signedIn: 131_072, public: 8192 });
    expect(() => readConfig({ PUBLIC_BODY_LIMIT_BYTES: '16kb' })).toThrow('PUBLIC_BODY_LIMIT_BYTES must be an integer from 1024 to 10485760 (got "16kb")');
    expect(() => readConfig({ BODY_LIMIT_BYTES: '10' })).toThrow('BODY_LIMIT_BYTES must be an integer from 1024 to 10485760 (got "10")');
  });
});

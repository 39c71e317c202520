// The sign-in page's URL (spec section 2): /auth/login, with redirectUrl only for a path sign-in would honour.
import { describe, expect, it } from 'vitest';
import { loginUrl } from '../../src/client/lib/login-url';

describe('loginUrl', () => {
  it('builds the sign-in URL with redirectUrl only for a path it would honour', () => {
    expect(loginUrl('/account/heloc/abc')).toBe('/account/heloc/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc');
    for (const bad of ['//evil.com', 'https://evil.com', '/Account', '/\\evil']) expect(loginUrl(bad)).toBe('/account/heloc/auth/login');
    expect(loginUrl()).toBe('/account/heloc/auth/login');
  });
});

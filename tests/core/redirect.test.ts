// Where a browser may be sent after sign-in (catalogue R1, spec section 2: redirectUrl only when it
// starts with a slash and a lower-case letter) and which brand pages may be linked off the site.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, safeRedirectPath } from '../../src/core/contract/redirect';

const HOME = '/account/heloc/dashboard';
const ORIGIN = 'https://site.example';

describe('safeRedirectPath', () => {
  it('keeps a path on this site that starts with a slash and a lower-case letter', () => {
    for (const ok of ['/account/heloc/abc', '/heloc-signer/login?x=1', '/a', '/account/heloc/1234#top']) expect(safeRedirectPath(ok, HOME)).toBe(ok);
  });

  it('falls back for every bypass of the catalogue', () => {
    const bypasses = [
      '//evil.com', '/\\evil.com', '/%2F%2Fevil', '/\t/evil', '/%09/evil', 'javascript:alert(1)', 'https://evil', 'http:evil.com',
      '/A', '/ſ', '／／evil.com', '/／evil.com', ' /account', '/account\r\nLocation: https://evil', '', '/', '/1', undefined, 42,
    ];
    for (const bad of bypasses) expect(safeRedirectPath(bad, HOME), String(bad)).toBe(HOME);
  });

  it('accepts a string exactly when it starts with "/" and a lower-case letter and stays on the origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `/${s}`), fc.webUrl(), fc.string().map((s) => `/${s.toLowerCase()}`)), (s) => {
        const kept = safeRedirectPath(s, HOME);
        if (kept === s) {
          expect(s).toMatch(/^\/[a-z]/);
          expect(new URL(s, ORIGIN).origin).toBe(ORIGIN);
        } else {
          expect(kept).toBe(HOME);
        }
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('isSafeExternalUrl', () => {
  it('allows a brand page only as https with a host and no credentials', () => {
    expect(isSafeExternalUrl('https://www.example.com/terms')).toBe(true);
    for (const bad of ['http://www.example.com/terms', 'javascript:alert(1)', 'https://user:pw@example.com/', '//example.com', '/terms', 'not a url', '', null]) {
      expect(isSafeExternalUrl(bad), String(bad)).toBe(false);
    }
  });
});

// Catalogue S5, issue 23 item 1: the origin of every outward link (reset, invitation, resume,
// referral) is the configured one, or in development a local host whose Host header parses as a URL
// authority and round-trips unchanged; never a host a caller chose. Property-tested over generated
// Host values built from every character that ends an authority, encodings, ports, case and IPv6.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outwardLink, outwardOrigin, parsePublicOrigin } from '../../src/core/links/outward-origin';
import { PROBE_HOSTS } from './probe-hosts';


const PIECES = [
  'evil.example', 'evil', 'example', 'localhost', 'LOCALHOST', 'Localhost', '.localhost', 'x', 'a-b', '127.0.0.1', '127.1', '0x7f.1', '[::1]', '[::ffff:127.0.0.1]', '::1', '[', ']',
  '#', '/', '?', '\\', '@', ':', ':80', ':3000', ':65536', ':0', ':-1', '.', '..', '-', '_', ' ', '\t', '\r\n', '\u0000',
  '%23', '%2f', '%2F', '%3f', '%5c', '%40', '%2e', '%2E', '%00', '%', '\u3002', '\uff0e', '\uff03', '\u2024', '\u00e9', 'xn--e1afmkfd', '\u200b', 'ß', 'K', '\u212a',
];
// Local hosts, mostly well formed, with a stray piece before, inside or after now and then.
const nearLocalArb = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-zA-Z0-9-]{1,8}$/), { maxLength: 3 }),
    fc.constantFrom('localhost', 'LocalHost', '127.0.0.1', '[::1]'),
    fc.option(fc.integer({ min: 0, max: 70_000 }).map((port) => `:${port}`), { nil: '' }),
    fc.option(fc.constantFrom(...PIECES), { nil: '' }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([labels, name, port, piece, where]) => {
    const base = name.startsWith('localhost') || name === 'LocalHost' ? [...labels, name].join('.') : name;
    const parts = [base, port];
    parts.splice(where % 3, 0, piece);
    return parts.join('');
  });
const hostArb = fc.oneof(
  nearLocalArb,
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom(...PROBE_HOSTS), fc.constantFrom(...PIECES), fc.boolean()).map(([probe, piece, before]) => (before ? piece + probe : probe + piece)),
  fc.webAuthority({ withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const protocolArb = fc.constantFrom('http', 'https', 'javascript', 'ftp', 'http:', '');

const LOCAL_NAME = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*localhost|127\.0\.0\.1|\[::1\])$/;

describe('outward link origin', () => {
  it('is the configured origin whatever the Host header, when one is configured', () => {
    fc.assert(
      fc.property(hostArb, protocolArb, (host, protocol) => {
        expect(outwardOrigin('https://apply.example.com', { protocol, host })).toBe('https://apply.example.com');
        const link = outwardLink('https://apply.example.com', '/account/heloc/auth/reset-password', { token: host, org: 'fairway' });
        expect(new URL(link).origin).toBe('https://apply.example.com');
      }),
      { numRuns: 2_000 },
    );
  });

  it('is, unconfigured, either nothing or a local origin the Host header names exactly', () => {
    let local = 0;
    fc.assert(
      fc.property(hostArb, protocolArb, (host, protocol) => {
        const origin = outwardOrigin(undefined, { protocol, host });
        if (origin === undefined) return;
        local++;
        const url = new URL(origin);
        // Round-trips: the origin is the scheme and the header itself (case aside), nothing added or
        // dropped but an explicit default port.
        const written = host.toLowerCase().replace(protocol === 'https' ? /:443$/ : /:80$/, '');
        expect(origin).toBe(`${protocol}://${written}`);
        expect(url.origin).toBe(origin);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).toMatch(LOCAL_NAME);
        expect(url.host).toBe(written);
        // And a link made from it stays there.
        expect(new URL(outwardLink(origin, '/account/heloc', { org: 'fairway' })).origin).toBe(origin);
      }),
      { numRuns: 5_000 },
    );
    // Not vacuous: the generator reaches the accepted side too.
    expect(local).toBeGreaterThan(20);
  });

  it("gives no origin for any of the probe's 14 Host values without a configured origin", () => {
    expect(PROBE_HOSTS.map((host) => [host, outwardOrigin(undefined, { protocol: 'http', host })])).toEqual(PROBE_HOSTS.map((host) => [host, undefined]));
  });

  it('accepts the local hosts a developer opens, and no other Host', () => {
    const accepted = ['localhost', 'localhost:80', 'localhost:3000', '127.0.0.1:5173', '[::1]:3000', 'fairway.localhost:3000', 'FAIRWAY.localhost', 'a-b.c.localhost'];
    expect(accepted.map((host) => outwardOrigin(undefined, { protocol: 'http', host }))).toEqual([
      'http://localhost', 'http://localhost', 'http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:3000', 'http://fairway.localhost:3000', 'http://fairway.localhost', 'http://a-b.c.localhost',
    ]);
    const refused = [undefined, '', 'localhost.', 'localhost:080', 'localhost:', '.localhost', '-x.localhost', '127.1', '[0:0::1]', 'user@localhost', 'localhost:3000/x', 'fairway.localhost%2f', 'xn--e1afmkfd.localhost\u200b', 'localhost\t'];
    expect(refused.map((host) => outwardOrigin(undefined, { protocol: 'http', host }))).toEqual(refused.map(() => undefined));
    expect(outwardOrigin(undefined, { protocol: 'javascript', host: 'localhost' })).toBeUndefined();
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is read as an origin, https in production', () => {
    expect(parsePublicOrigin('https://apply.example.com/', { production: true })).toEqual({ origin: 'https://apply.example.com' });
    expect(parsePublicOrigin('HTTPS://Apply.Example.com:8443', { production: true })).toEqual({ origin: 'https://apply.example.com:8443' });
    expect(parsePublicOrigin('http://localhost:3000', { production: false })).toEqual({ origin: 'http://localhost:3000' });
    const problem = 'PUBLIC_ORIGIN must be an origin such as https://apply.example.com (a scheme and a host, no path, query or user)';
    for (const bad of ['apply.example.com', 'https://apply.example.com/account', 'https://u:p@apply.example.com', 'https://apply.example.com?x=1', 'https://apply.example.com#x', 'ftp://apply.example.com', 'javascript:alert(1)', 'https://']) {
      expect(parsePublicOrigin(bad, { production: false }), bad).toEqual({ problem });
    }
    expect(parsePublicOrigin('http://apply.example.com', { production: true })).toEqual({ problem: 'PUBLIC_ORIGIN must be an https:// origin when NODE_ENV=production' });
  });
});

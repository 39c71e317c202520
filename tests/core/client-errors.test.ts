// The error reporter's pure part (issue 29 item 7): the scrubber both sides run, the noise filter
// and the fingerprint, with real-looking personal data (catalogue P2, S4).
import { describe, expect, it } from 'vitest';
import { fingerprintOf, isNoise, normaliseStack, reportableStatus, routePatternOf, scrubReport, scrubText, type ClientErrorReport } from '../../src/core/monitoring/client-errors';

const PII = {
  email: 'pat.oconnor+heloc@example.com',
  uuid: '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b',
  phone: '(555) 867-5309',
  ssn: '123-45-6789',
  account: '000123456789',
  name: 'Zqcanary Person',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  token: 'a8F3kd92LmQ0zX7pRt5vBn',
};
const leaks = (text: string) => Object.entries(PII).filter(([, v]) => text.includes(v) || text.includes(v.split(' ')[0]!)).map(([k]) => k);

describe('scrubText', () => {
  it('keeps the words of a message and drops every value of a person', () => {
    const message = `Cannot read properties of undefined (reading 'address') for ${PII.email} on application ${PII.uuid}, phone ${PII.phone}, ssn ${PII.ssn}, account ${PII.account}, name "${PII.name}", token ${PII.jwt} key ${PII.token}`;
    const out = scrubText(message);
    expect(leaks(out)).toEqual([]);
    expect(out).toContain('Cannot read properties of undefined');
    expect(out).toContain(':email');
    expect(out).toContain(':uuid');
    expect(out).toContain(':token');
  });

  it('reduces an address to its origin and route pattern, query and fragment gone', () => {
    const out = scrubText(`GET https://acme.example.com/account/heloc/${PII.uuid}/offer?email=${encodeURIComponent(PII.email)}&name=Pat#x failed`);
    expect(out).toBe('GET https://acme.example.com/account/heloc/:uuid/offer failed');
    expect(scrubText(`/account/heloc/review?ssn=${PII.ssn}`)).toBe('/account/heloc/review');
  });

  it('bounds the message and removes control characters and angle brackets', () => {
    expect(scrubText('x'.repeat(5000))).toHaveLength(300);
    expect(scrubText('a\u0000b<script>c')).toBe('a b script c');
  });
});

describe('normaliseStack', () => {
  it("keeps the top five frames, each as function and chunk name, no path, query or host", () => {
    const stack = [
      `TypeError: bad for ${PII.email}`,
      '    at Review (https://acme.example.com/assets/ReviewPage-a1b2c3d.js:1:2345)',
      '    at renderWithHooks (https://acme.example.com/assets/app-Zx9y8w7.js?v=3:12:400)',
      `    at https://acme.example.com/account/heloc/${PII.uuid}/inline.js:3:9`,
      'Offer@https://acme.example.com/assets/SandboxThrow-Ab3defg.js:2:10',
      '    at a (app-Zx9y8w7.js:1:1)',
      '    at b (app-Zx9y8w7.js:1:2)',
    ].join('\n');
    const frames = normaliseStack(stack);
    expect(frames).toEqual([
      'Review (ReviewPage-a1b2c3d.js:1:2345)',
      'renderWithHooks (app-Zx9y8w7.js:12:400)',
      'anonymous (inline.js:3:9)',
      'Offer (SandboxThrow-Ab3defg.js:2:10)',
      'a (app-Zx9y8w7.js:1:1)',
    ]);
    expect(leaks(frames.join('\n'))).toEqual([]);
  });
  it('answers no frames for no stack', () => {
    expect(normaliseStack(undefined)).toEqual([]);
  });
});

describe('isNoise', () => {
  it.each([
    ['TypeError: Failed to fetch', undefined],
    ['TypeError: Response was not defined for /service-application/api/v1/application/heloc/x', undefined],
    ['Failed to fetch', 'TypeError: Failed to fetch\n at x (app.js:1:1)'],
    ['NetworkError when attempting to fetch resource.', undefined],
    ['Load failed', undefined],
    ['ResizeObserver loop completed with undelivered notifications.', undefined],
    ['ResizeObserver loop limit exceeded', undefined],
    ['Script error.', undefined],
    ['x is not a function', 'TypeError: x\n    at y (chrome-extension://abcdef/content.js:1:1)'],
    ['x', 'y@moz-extension://1234/inject.js:1:1'],
    ['x', 'y@safari-extension://com.example/inject.js:1:1'],
  ])('drops %s', (message, stack) => {
    expect(isNoise(message, stack)).toBe(true);
  });
  it.each([
    ["Cannot read properties of undefined (reading 'x')", 'TypeError\n at Review (ReviewPage-a1b2c3d.js:1:1)'],
    ['Script error.', 'Error\n at x (app.js:1:1)'],
    ['Request failed with 500', undefined],
    ['Response was not convertible to json for /service-application/api/v1/application/heloc/x', undefined],
  ])('keeps %s', (message, stack) => {
    expect(isNoise(message, stack)).toBe(false);
  });
});

describe('routePatternOf', () => {
  it("names a page by its route pattern", () => {
    expect(routePatternOf(`/account/heloc/${PII.uuid}/offer?x=1`)).toBe('/account/heloc/:uuid/offer');
    expect(routePatternOf(`/account/heloc/${encodeURIComponent(PII.email)}`)).toBe('/account/heloc/:param');
    expect(routePatternOf('not a path')).toBe('/:param');
  });
});

describe('scrubReport and fingerprintOf', () => {
  const report: ClientErrorReport = {
    release: '0.1.0+abc',
    kind: 'failed-call',
    message: `Request for ${PII.email} failed`,
    frames: ['send (app-Zx9y8w7.js:1:200)', `evil (${PII.email}:1:1)`, `f${PII.account} (app.js:1:1)`],
    route: `/account/heloc/${PII.uuid}/review?name=${PII.name}`,
    call: { route: `/service-application/api/v1/application/heloc/${PII.uuid}/summary?x=${PII.ssn}`, method: 'get', status: 502 },
  };

  it('cleans every field again (what the server runs on a body the schema let through)', () => {
    const clean = scrubReport(report);
    expect(leaks(JSON.stringify(clean))).toEqual([]);
    expect(clean).toEqual({
      release: '0.1.0+abc',
      kind: 'failed-call',
      message: 'Request for :email failed',
      frames: ['send (app-Zx9y8w7.js:1:200)', 'f:n (app.js:1:1)'],
      route: '/account/heloc/:uuid/review',
      call: { route: '/service-application/api/v1/application/heloc/:uuid/summary', method: 'GET', status: 502 },
    });
    expect(scrubReport(clean)).toEqual(clean);
  });

  it('groups the same error across loads, builds and applicants; tells different ones apart', () => {
    const a = scrubReport(report);
    const other = scrubReport({ ...report, message: 'Request for someone.else@example.org failed', route: '/account/heloc/0a0b0c0d-1111-4222-8333-444455556666/review', frames: ['send (app-Q1w2e3r.js:1:999)'] });
    expect(fingerprintOf(other)).toBe(fingerprintOf(a));
    expect(fingerprintOf(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf({ ...a, kind: 'uncaught' })).not.toBe(fingerprintOf(a));
    expect(fingerprintOf({ ...a, route: '/account/heloc/:uuid/offer' })).not.toBe(fingerprintOf(a));
    expect(fingerprintOf({ ...a, call: { ...a.call!, status: 503 } })).not.toBe(fingerprintOf(a));
  });

  it('reports 5xx and unexpected statuses, not the 4xx answers a page handles', () => {
    expect([500, 502, 503, 0, 302].map(reportableStatus)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 405, 409, 422, 429].map(reportableStatus)).toEqual([false, false, false, false, false, false, false, false]);
  });
});

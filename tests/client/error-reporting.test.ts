// The browser's error reporting with its globals stubbed (no DOM here; issue 29 item 7): reports
// wait for the shell's install, a page load outside the sample rate sends none, noise is dropped,
// identical reports go once per page load and at most ten in all, a failed call's 4xx is not sent,
// and what is sent carries no personal data (catalogue P2).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;
let listeners: Record<string, Listener[]>;
let bodies: Array<Record<string, unknown>>;
let headers: Array<Record<string, string>>;
const EMAIL = 'pat.canary@example.com';
const UUID = '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b';

beforeEach(() => {
  vi.resetModules();
  listeners = {};
  bodies = [];
  headers = [];
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => (listeners[type] ??= []).push(listener));
  vi.stubGlobal('location', { pathname: `/account/heloc/${UUID}/offer`, search: `?email=${EMAIL}` });
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    headers.push(init.headers as Record<string, string>);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const load = () => import('../../src/client/lib/error-reporting');
/** The reporter loads on the first error: the sends happen once its import settles. */
const settle = async () => {
  await import('../../src/client/lib/error-reporter');
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const fire = (type: string, event: Record<string, unknown>) => listeners[type]?.forEach((l) => l(event));
const thrown = (message: string, stack?: string) => Object.assign(new TypeError(message), stack === undefined ? {} : { stack });

describe('error reporting', () => {
  it('sends a screen that threw before the install once installed, scrubbed, to the page brand', async () => {
    const m = await load();
    m.reportCaughtError(thrown(`Cannot show "Zqcanary Person" ${EMAIL} ${UUID}`, `TypeError: x\n    at Offer (https://a.example/assets/OfferPage-a1b2c3d.js:1:20)`));
    await settle();
    expect(bodies).toEqual([]);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    m.installErrorReporting('acme-lending', 1);
    await settle();
    expect(bodies).toEqual([
      { release: 'dev', kind: 'uncaught', message: 'TypeError: Cannot show "…" :email :uuid', frames: ['Offer (OfferPage-a1b2c3d.js:1:20)'], route: '/account/heloc/:uuid/offer' },
    ]);
    expect(headers[0]!['x-org']).toBe('acme-lending');
    expect(JSON.stringify(bodies)).not.toMatch(/Zqcanary|pat\.canary|3f2b8c1e/);
  });

  it('sends nothing on a page load outside the sample rate', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const m = await load();
    m.installErrorReporting('acme-lending', 0.25);
    fire('error', { error: thrown('boom'), message: 'boom' });
    m.reportCaughtError(thrown('boom'));
    await settle();
    expect(bodies).toEqual([]);
    expect(listeners.error).toBeUndefined();
  });

  it('drops noise, sends identical reports once and at most ten a page', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const m = await load();
    m.installErrorReporting('fairway', 1);
    fire('unhandledrejection', { reason: new TypeError('Failed to fetch') });
    fire('error', { error: null, message: 'Script error.' });
    fire('error', { error: thrown('x', 'TypeError: x\n    at y (chrome-extension://abc/content.js:1:1)'), message: 'x' });
    fire('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' });
    for (let i = 0; i < 3; i++) fire('error', { error: thrown('same failure'), message: 'same failure' });
    await settle();
    expect(bodies.map((b) => b.message)).toEqual(['TypeError: same failure']);
    for (let i = 0; i < 20; i++) fire('unhandledrejection', { reason: new Error(`failure number ${'abcdefghijklmnopqrst'[i]}`) });
    await settle();
    expect(bodies).toHaveLength(10);
    expect(bodies[1]).toMatchObject({ kind: 'unhandledrejection', message: 'failure number a' });
  });

  it("reports a failed call's 5xx by its route pattern, method and status; not the 4xx a page answers", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const m = await load();
    m.installErrorReporting('acme-lending', 1);
    m.reportFailedCall('GET', `/service-application/api/v1/application/heloc/${UUID}/summary`, 404);
    m.reportFailedCall('POST', '/identity/api/v1/registration/register', 422);
    m.reportFailedCall('GET', `/service-application/api/v1/application/heloc/${UUID}/summary`, 502);
    await settle();
    expect(bodies).toEqual([
      {
        release: 'dev',
        kind: 'failed-call',
        message: 'Call failed: GET /service-application/api/v1/application/heloc/:uuid/summary',
        frames: [],
        route: '/account/heloc/:uuid/offer',
        call: { route: '/service-application/api/v1/application/heloc/:uuid/summary', method: 'GET', status: 502 },
      },
    ]);
  });
});

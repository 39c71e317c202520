// The browser's telemetry and experiment helpers with the browser's globals stubbed (no DOM here):
// the session tried 3 times, then spec section 8's error (status 500) raised and dropped; only
// allow-listed data sent, with the tracker id, without a Referer; exposure once per application per
// experiment, its marker removed when the save fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
}

type Call = { url: string; init: RequestInit & { body?: string } };
let calls: Call[];
let answer: (url: string) => Promise<Response>;
const SESSION_KEY = '1b2c3d4e-0000-4000-8000-000000000001';
const json = (status: number, body: unknown) => Promise.resolve(new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  vi.resetModules();
  calls = [];
  answer = () => Promise.reject(new TypeError('Failed to fetch'));
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('document', { referrer: 'https://mail.example.com/welcome?name=Zqcanary' });
  vi.stubGlobal('location', { search: '?utm_source=mail&n=Zqcanary.Person&d=1961-2-3&email=pat@example.com' });
  vi.stubGlobal('screen', { width: 1280, height: 800 });
  vi.stubGlobal('innerWidth', 1200);
  vi.stubGlobal('innerHeight', 700);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init: init as Call['init'] });
    return answer(url);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('telemetry session', () => {
  it("tries 3 times, then raises 'An error occurred while establishing a session, retries failed.' (500)", async () => {
    const { establishSession, TelemetryError } = await import('../../src/client/lib/telemetry');
    const failure = await establishSession().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TelemetryError);
    expect(failure).toMatchObject({ status: 500, message: 'An error occurred while establishing a session, retries failed.' });
    expect(calls.map((c) => c.url)).toEqual(['/ft/web/session', '/ft/web/session', '/ft/web/session']);
  });

  it('succeeds on the third attempt after two server errors', async () => {
    let n = 0;
    answer = () => (++n < 3 ? json(503, { errors: [] }) : json(200, { sessionKey: SESSION_KEY }));
    const { establishSession } = await import('../../src/client/lib/telemetry');
    await expect(establishSession()).resolves.toBe(SESSION_KEY);
    expect(calls).toHaveLength(3);
  });

  it('never rejects when the session fails: the event is dropped and the journey goes on', async () => {
    const { track } = await import('../../src/client/lib/telemetry');
    await expect(track({ name: 'page-view', productType: 'HELOC', properties: { screen: '/account/heloc/register' } })).resolves.toBeUndefined();
    expect(calls.every((c) => c.url === '/ft/web/session')).toBe(true);
  });

  it("sends only allow-listed data, the tracker id and no Referer; events with keepalive", async () => {
    answer = (url) => (url.endsWith('/session') ? json(200, { sessionKey: SESSION_KEY }) : json(204, undefined));
    const { track } = await import('../../src/client/lib/telemetry');
    const { trackerId } = await import('../../src/client/lib/tracker-id');
    await track({ name: 'page-view', productType: 'HELOC', properties: { screen: '/account/heloc/:uuid/offer' } });
    const [session, event] = calls;
    const sent = JSON.parse(session!.init.body!);
    expect(sent).toMatchObject({ platform: 'WEB', referrer: 'https://mail.example.com/', queryParams: { utm_source: 'mail' }, trackerId: trackerId() });
    expect(JSON.stringify(calls.map((c) => c.init.body))).not.toMatch(/Zqcanary|1961|pat@example/);
    expect(session!.init.referrerPolicy).toBe('no-referrer');
    expect(event!.init).toMatchObject({ keepalive: true, referrerPolicy: 'no-referrer' });
    expect(JSON.parse(event!.init.body!)).toEqual({ name: 'page-view', productType: 'HELOC', properties: { screen: '/account/heloc/:uuid/offer' }, sessionKey: SESSION_KEY, trackerId: trackerId(), eventType: 'WEB' });
  });
});

describe('page views and leaves', () => {
  it('names the screen by route pattern, skips a replace that keeps the screen, and sends one leave per screen', async () => {
    const handlers: Record<string, () => void> = {};
    const doc = { referrer: '', visibilityState: 'visible', addEventListener: (type: string, fn: () => void) => (handlers[type] = fn) };
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { addEventListener: (type: string, fn: () => void) => (handlers[type] = fn) });
    answer = (url) => (url.endsWith('/session') ? json(200, { sessionKey: SESSION_KEY }) : json(204, undefined));
    const { pageView } = await import('../../src/client/lib/telemetry');
    const sentEvents = async () => {
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
      await new Promise((r) => setTimeout(r, 20));
      return calls.filter((c) => c.url.endsWith('/event')).map((c) => JSON.parse(c.init.body!) as { name: string; properties: object });
    };
    pageView('/account/heloc/register-v2', false);
    pageView('/account/heloc/register-v2', true);
    pageView('/account/heloc/0b5e4a4c-2f4e-4d7b-9b1a-6f1d2f8f1e11/offer', false);
    doc.visibilityState = 'hidden';
    handlers.visibilitychange!();
    handlers.pagehide!();
    expect((await sentEvents()).map((e) => [e.name, e.properties])).toEqual([
      ['page-view', { screen: '/account/heloc/register-v2' }],
      ['page-view', { screen: '/account/heloc/:uuid/offer' }],
      ['page-leave', { screen: '/account/heloc/:uuid/offer', visibility: 'hidden' }],
    ]);
  });
});

describe('trackerId', () => {
  it('is one random uuid per browser, kept in localStorage', async () => {
    const { trackerId } = await import('../../src/client/lib/tracker-id');
    const id = trackerId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(trackerId()).toBe(id);
    expect(localStorage.getItem('tracker-id')).toBe(id);
  });
});

describe('recordExposure', () => {
  const APP = '0b5e4a4c-2f4e-4d7b-9b1a-6f1d2f8f1e11';
  it("throws 'App ID is required to save experiment' without an application id, sending nothing", async () => {
    const { recordExposure } = await import('../../src/client/lib/experiments');
    await expect(recordExposure(undefined, 'redesign2025', 'variation')).rejects.toThrow('App ID is required to save experiment');
    await expect(recordExposure('', 'redesign2025', 'variation')).rejects.toThrow('App ID is required to save experiment');
    expect(calls).toEqual([]);
  });

  it('saves once per application per experiment; a failed save removes the marker so it is retried', async () => {
    const { recordExposure } = await import('../../src/client/lib/experiments');
    answer = () => json(500, { errors: ['down'] });
    await expect(recordExposure(APP, 'redesign2025', 'variation')).rejects.toThrow('down');
    expect(localStorage.getItem(`experiment-exposure:${APP}:redesign2025`)).toBeNull();
    answer = () => json(204, undefined);
    await recordExposure(APP, 'redesign2025', 'variation');
    await recordExposure(APP, 'redesign2025', 'variation');
    await recordExposure(APP, 'otherTest', 'control');
    // The page first reads the status of an application it has not seen (its product's base path: lib/product-base.ts).
    expect(calls.filter((c) => c.init.method === 'GET').map((c) => c.url)).toEqual([`/service-krang-heloc/borrower/secure/api/v1/${APP}/status`]);
    expect(calls.filter((c) => c.init.method !== 'GET').map((c) => [c.init.method, c.url, c.init.body])).toEqual([
      ['PATCH', `/service-application/api/v1/application/heloc/${APP}/experiments`, JSON.stringify({ experiments: [{ name: 'redesign2025', variation: 'variation' }] })],
      ['PATCH', `/service-application/api/v1/application/heloc/${APP}/experiments`, JSON.stringify({ experiments: [{ name: 'redesign2025', variation: 'variation' }] })],
      ['PATCH', `/service-application/api/v1/application/heloc/${APP}/experiments`, JSON.stringify({ experiments: [{ name: 'otherTest', variation: 'control' }] })],
    ]);
  });
});

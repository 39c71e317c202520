// Telemetry (no session token): a session, then events tied to it and its organisation, over HTTP
// on each database; unknown sessions, bad names and unsafe bodies are refused and store nothing.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectUnsafeBodiesRefused } from './api-contract';
import { nextIp } from './harness';

const trackerId = randomUUID();
const session = { platform: 'WEB', libVersion: '2.2.24', referrer: 'https://mailer.example.com/', queryParams: { utm_source: 'mail', step: 'birthdate' }, trackerId };

describeOnEachDatabase('telemetry', (app) => {
  const open = async (orgCode = 'fairway') =>
    (await expectAnswer(app(), { method: 'POST', url: `/ft/web/session?orgCode=${orgCode}`, payload: session, remoteAddress: nextIp() }, 200, 'api-telemetry-session-response')) as { sessionKey: string };

  it('opens a session for the organisation and keeps a key the browser already has', async () => {
    const { sessionKey } = await open();
    const { rows } = await app().db.query('select context, organization_code, details, tracker_id from telemetry_sessions where session_key = $1', [sessionKey]);
    const { trackerId: _, ...details } = session;
    expect(rows).toEqual([{ context: 'web', organization_code: 'fairway', details, tracker_id: trackerId }]);
    const again = await expectAnswer(app(), { method: 'POST', url: '/ft/web/session', payload: { ...session, sessionKey }, remoteAddress: nextIp() }, 200, 'api-telemetry-session-response');
    expect(again).toEqual({ sessionKey });
    expect(await countRows(app(), 'telemetry_sessions', 'session_key = $1', [sessionKey])).toBe(1);
  });

  it('records a start event (204) with its application and properties', async () => {
    const { sessionKey } = await open();
    const applicationUuid = randomUUID();
    const payload = { sessionKey, trackerId, name: 'helocStarted', eventType: 'WEB', productType: 'HELOC', applicationUuid, properties: { step: 'set-password' } };
    const res = await app().app.inject({ method: 'POST', url: '/ft/web/event', payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(204);
    const { rows } = await app().db.query('select name, event_type, product_type, application_uuid, properties, tracker_id from telemetry_events where session_key = $1', [sessionKey]);
    expect(rows).toEqual([{ name: 'helocStarted', event_type: 'WEB', product_type: 'HELOC', application_uuid: applicationUuid, properties: { step: 'set-password' }, tracker_id: trackerId }]);
  });

  it('refuses an event of an unknown session (404), a bad name (400) and unsafe bodies, storing nothing', async () => {
    const unknown = { sessionKey: randomUUID(), name: 'appStarted', eventType: 'WEB', productType: 'HELOC' };
    await expectError(app(), { method: 'POST', url: '/ft/web/event', payload: unknown, remoteAddress: nextIp() }, 404, ['Not Found']);
    const { sessionKey } = await open();
    const stored = () => countRows(app(), 'telemetry_events', 'session_key = $1', [sessionKey]);
    const bad = await app().app.inject({ method: 'POST', url: '/ft/web/event', payload: { sessionKey, name: '<script>', eventType: 'WEB', productType: 'HELOC' }, remoteAddress: nextIp() });
    expect(bad.statusCode).toBe(400);
    const valid = { sessionKey, name: 'appStarted', eventType: 'WEB', productType: 'HELOC' };
    await expectUnsafeBodiesRefused(app(), { method: 'POST', url: '/ft/web/event', payload: valid, remoteAddress: nextIp() }, stored);
    expect(await stored()).toBe(0);
  });

  it('answers 404 for a context that is not a plain word', async () => {
    const res = await app().app.inject({ method: 'POST', url: '/ft/WEB..x/session', payload: session, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(404);
  });

  // Catalogue S4, R5: nothing personal is stored, whatever a client sends. Each body below carries a
  // canary where free text could hide; each is refused (400) and nothing of it is stored.
  it('refuses personal data in a session: unknown query parameters, a referrer with a path or query, free-text values', async () => {
    const canary = 'Zqcanary Person';
    const bodies = [
      { ...session, queryParams: { n: `${canary}.Smith` } },
      { ...session, queryParams: { utm_source: 'pat@example.com' } },
      { ...session, queryParams: { utm_campaign: 'a/b%20c' } },
      { ...session, referrer: `https://mailer.example.com/welcome?name=${canary}` },
      { ...session, email: 'pat@example.com' },
      { ...session, trackerId: canary },
    ];
    for (const payload of bodies) {
      const res = await app().app.inject({ method: 'POST', url: '/ft/web/session', payload, remoteAddress: nextIp() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { rows } = await app().db.query<{ n: string }>(`select count(*)::text as n from telemetry_sessions where details::text like '%Zqcanary%' or details::text like '%@example.com%'`);
    expect(rows[0]!.n).toBe('0');
  });

  it('refuses personal data in an event: unknown properties, a raw path as the screen, long text', async () => {
    const { sessionKey } = await open();
    const base = { sessionKey, name: 'page-view', eventType: 'WEB', productType: 'HELOC' };
    const ok = await app().app.inject({ method: 'POST', url: '/ft/web/event', payload: { ...base, properties: { screen: '/account/heloc/:uuid/offer' } }, remoteAddress: nextIp() });
    expect(ok.statusCode).toBe(204);
    const bodies = [
      { ...base, properties: { firstName: 'Zqcanary' } },
      { ...base, properties: { screen: '/register?n=Zqcanary' } },
      { ...base, properties: { screen: '/offercode/Zqcanary 123' } },
      { ...base, properties: { step: 'x'.repeat(65) } },
      { ...base, pagePath: '/account/heloc/register?email=pat@example.com' },
    ];
    for (const payload of bodies) {
      const res = await app().app.inject({ method: 'POST', url: '/ft/web/event', payload, remoteAddress: nextIp() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { rows } = await app().db.query('select name, properties from telemetry_events where session_key = $1', [sessionKey]);
    expect(rows).toEqual([{ name: 'page-view', properties: { screen: '/account/heloc/:uuid/offer' } }]);
  });
});

// Telemetry (no session token): a session, then events tied to it and its organisation, over HTTP
// on each database; unknown sessions, bad names and unsafe bodies are refused and store nothing.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectUnsafeBodiesRefused } from './api-contract';
import { nextIp } from './harness';

const session = { platform: 'WEB', libVersion: '2.2.24', referrer: 'https://mailer.example.com/', queryParams: { utm_source: 'mail' } };

describeOnEachDatabase('telemetry', (app) => {
  const open = async (orgCode = 'fairway') =>
    (await expectAnswer(app(), { method: 'POST', url: `/ft/web/session?orgCode=${orgCode}`, payload: session, remoteAddress: nextIp() }, 200, 'api-telemetry-session-response')) as { sessionKey: string };

  it('opens a session for the organisation and keeps a key the browser already has', async () => {
    const { sessionKey } = await open();
    const { rows } = await app().db.query('select context, organization_code, details from telemetry_sessions where session_key = $1', [sessionKey]);
    expect(rows).toEqual([{ context: 'web', organization_code: 'fairway', details: session }]);
    const again = await expectAnswer(app(), { method: 'POST', url: '/ft/web/session', payload: { ...session, sessionKey }, remoteAddress: nextIp() }, 200, 'api-telemetry-session-response');
    expect(again).toEqual({ sessionKey });
    expect(await countRows(app(), 'telemetry_sessions', 'session_key = $1', [sessionKey])).toBe(1);
  });

  it('records a start event (204) with its application and properties', async () => {
    const { sessionKey } = await open();
    const applicationUuid = randomUUID();
    const payload = { sessionKey, name: 'helocStarted', eventType: 'WEB', productType: 'HELOC', applicationUuid, properties: { step: 'set-password' } };
    const res = await app().app.inject({ method: 'POST', url: '/ft/web/event', payload, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(204);
    const { rows } = await app().db.query('select name, event_type, product_type, application_uuid, properties from telemetry_events where session_key = $1', [sessionKey]);
    expect(rows).toEqual([{ name: 'helocStarted', event_type: 'WEB', product_type: 'HELOC', application_uuid: applicationUuid, properties: { step: 'set-password' } }]);
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
});

// Issue 23, defect 10: telemetry stored SSN-shaped values in `step` and in event names. Every free
// text of a telemetry session or event (names, step, screen, query parameters, versions, referrer)
// is refused (400 INVALID_REQUEST, as an email in a session's query parameters already was) when it
// has the shape of an identifier: an SSN, an account number of 9 to 17 digits, a phone number or an
// email. Nothing of the kind reaches the telemetry tables.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './api-contract';
import { nextIp } from './harness';

const SHAPES = ['123-45-6789', '123456789', '123 45 6789', '5555550100', '555-555-0100', '555.555.0100', '1234567890', '12345678901234567'];
/** The same shapes where a field's pattern wants a leading letter or lowercase words. */
const named = (shape: string) => `x${shape.replace(/[ .]/g, '-')}`;
/** Any run of 9 or more digits, with up to two separators between them (the shapes above). */
const IDENTIFIER_SQL = '[0-9]([^A-Za-z0-9]{0,2}[0-9]){8}';

describeOnEachDatabase('telemetry refuses identifier-shaped values', (app) => {
  const trackerId = randomUUID();
  const session = { platform: 'WEB', libVersion: '2.2.24', referrer: 'https://mailer.example.com/', queryParams: { utm_source: 'mail', step: 'birthdate' }, trackerId };
  const post = (url: string, payload: object) => app().app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const open = async () => (await post('/ft/web/session', session)).json() as { sessionKey: string };

  it('still records plain values: versions, steps and screens with a few digits', async () => {
    const { sessionKey } = await post('/ft/web/session', { ...session, appVersion: '10.2.1', queryParams: { utm_campaign: 'spring-2026', step: 'step-2' } }).then((r) => r.json() as { sessionKey: string });
    const res = await post('/ft/web/event', { sessionKey, name: 'appStarted', eventType: 'WEB', productType: 'HELOC', properties: { step: 'address-2', screen: '/account/heloc/:uuid/offer' } });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('refuses an SSN, account number, phone or email in an event name, step or screen (400), storing nothing', async () => {
    const { sessionKey } = await open();
    const base = { sessionKey, eventType: 'WEB', productType: 'HELOC' };
    const bodies = SHAPES.flatMap((shape) => [
      { ...base, name: named(shape) },
      { ...base, name: 'page-view', properties: { step: named(shape).slice(1) } },
      { ...base, name: 'page-view', properties: { step: `step-${named(shape).slice(1)}` } },
      { ...base, name: 'page-view', properties: { screen: `/account/${named(shape)}` } },
    ]);
    for (const payload of bodies) {
      const res = await post('/ft/web/event', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as { code: string }).code, JSON.stringify(payload)).toBe('INVALID_REQUEST');
    }
    const { rows } = await app().db.query('select name, properties from telemetry_events where session_key = $1', [sessionKey]);
    expect(rows).toEqual([]);
  });

  it('refuses them in every free-text field of a session (400), storing nothing', async () => {
    const bodies = SHAPES.flatMap((shape) => [
      { ...session, queryParams: { step: shape } },
      { ...session, queryParams: { utm_source: shape } },
      { ...session, queryParams: { referrerId: `id-${shape}` } },
      { ...session, libVersion: shape.replace(/ /g, '.') },
      { ...session, appVersion: `v${shape.replace(/ /g, '-')}` },
      { ...session, referrer: `https://${named(shape)}.example.com/` },
    ]);
    bodies.push({ ...session, queryParams: { utm_source: 'pat@example.com' } });
    for (const payload of bodies) {
      const res = await post('/ft/web/session', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as { code: string }).code, JSON.stringify(payload)).toBe('INVALID_REQUEST');
    }
  });

  it('leaves no identifier-shaped value in the telemetry tables', async () => {
    const events = await app().db.query<{ n: string }>('select count(*)::text as n from telemetry_events where name ~ $1 or properties::text ~ $1', [IDENTIFIER_SQL]);
    const sessions = await app().db.query<{ n: string }>(`select count(*)::text as n from telemetry_sessions where details::text ~ $1 or details::text like '%@%'`, [IDENTIFIER_SQL]);
    expect([events.rows[0]!.n, sessions.rows[0]!.n]).toEqual(['0', '0']);
  });
});

// What telemetry may carry (catalogue S4, R5): allow-listed query parameters with plain values,
// screens named by route pattern, the referrer's origin only.
import { describe, expect, it } from 'vitest';
import { packPrefill } from '../../src/core/prefill/codec';
import { carriesIdentifier, identifierShaped, referrerOrigin, screenName, telemetryQueryParams } from '../../src/core/contract/telemetry';

describe('telemetryQueryParams', () => {
  it('keeps the allow-listed parameters and drops prefill data, emails and encoded blobs', () => {
    const prefill = packPrefill({ name: { firstName: 'Zqcanary', lastName: 'Person' }, dob: { year: 1961, month: 2, day: 3 }, income: { income: 123457 } });
    const search = `?utm_source=mail&utm_campaign=spring 2026&step=birthdate&mode=prescreen&referrer=a0000000-0000-4000-8000-000000000001&${prefill.toString()}&email=pat@example.com&utm_term=pat@example.com&utm_content=a%2Fb`;
    expect(telemetryQueryParams(search)).toEqual({
      utm_source: 'mail',
      utm_campaign: 'spring 2026',
      step: 'birthdate',
      mode: 'prescreen',
      referrer: 'a0000000-0000-4000-8000-000000000001',
    });
  });

  it('leaves out identifier-shaped values the server would refuse the whole session for', () => {
    expect(telemetryQueryParams('?step=123-45-6789&utm_term=5555550100&utm_source=mail&referrerId=acct12345678901')).toEqual({ utm_source: 'mail' });
    expect(carriesIdentifier({ queryParams: telemetryQueryParams('?step=123456789&mode=prescreen') })).toBe(false);
  });
});

describe('screenName', () => {
  it('names a screen by its route pattern: uuids as :uuid, anything not a plain word as :param, no query', () => {
    expect(screenName('/account/heloc/0b5e4a4c-2f4e-4d7b-9b1a-6f1d2f8f1e11/review-app/uw')).toBe('/account/heloc/:uuid/review-app/uw');
    expect(screenName('/account/heloc/register-v2/birthdate?step=birthdate&n=Zq.Person')).toBe('/account/heloc/register-v2/birthdate');
    expect(screenName('/offercode/AB12-99')).toBe('/offercode/:param');
    expect(screenName('/x/pat@example.com/123-45-6789')).toBe('/x/:param/:param');
    expect(screenName('/')).toBe('/');
    expect(screenName('/x/a123456789/steps')).toBe('/x/:param/steps');
  });
});

describe('referrerOrigin', () => {
  it("keeps the referring page's origin, never its path or query", () => {
    expect(referrerOrigin('https://mail.example.com/welcome?name=Zqcanary#x')).toBe('https://mail.example.com/');
    expect(referrerOrigin('')).toBe('');
    expect(referrerOrigin('not a url')).toBe('');
  });
});

describe('identifierShaped (issue 23)', () => {
  it('finds SSNs, phone and account numbers and emails, with or without separators', () => {
    for (const value of ['123-45-6789', '123456789', '123 45 6789', 'x123-45-6789', '(555) 555-0100', '555.555.0100', '+1 555 555 0100', '1234567890', '12345678901234567', 'pat@example.com']) {
      expect(identifierShaped(value), value).toBe(true);
    }
  });

  it('leaves plain values, versions, dates and uuids', () => {
    for (const value of ['birthdate', 'step-2', '2.2.24', 'spring-2026', '2026-11-27', 'a0000000-0000-4000-8000-000000000001', '12345678']) {
      expect(identifierShaped(value), value).toBe(false);
    }
  });

  it('finds one at any depth of a body, outside uuids', () => {
    expect(carriesIdentifier({ a: [{ b: 'ok' }, { c: { d: 'id-123456789' } }] })).toBe(true);
    expect(carriesIdentifier({ sessionKey: 'a0000000-0000-4000-8000-000000000001', properties: { step: 'birthdate' }, n: 3 })).toBe(false);
  });
});

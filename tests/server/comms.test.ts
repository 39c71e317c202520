// Communication preferences: the SMS consent prompts worded per organisation, and the consents an
// applicant gives, kept append-only with their evidence (catalogue V8), over HTTP on each database.
import { expect, it } from 'vitest';
import { copyText } from '../../src/core/copy/resolve';
import { smsConsentPrompts } from '../../src/server/services/consent-documents';
import { copyEn } from '../core/helpers';
import { countRows, describeOnEachDatabase, expectAnswer, expectError, expectUnauthenticated, expectUnsafeBodiesRefused } from './api-contract';
import { nextIp, registerUser } from './harness';

const PROMPT = '/service-comms-prefs/external/api/v1/consent/prompt';
const CONSENT_URL = '/service-comms-prefs/secure/api/v1/consent/user';
const [SMS, SMS_TRANSACTIONAL] = smsConsentPrompts;
const UNKNOWN_PROMPT = '5b0c8a52-52a4-4f0e-9d36-0a3f1c2e6bff';

const consentBody = (consents: { consentPromptUuid: string; optInOut: string }[]) => ({
  org: 'acme-lending',
  source: 'registration',
  productType: 'HELOC',
  phone: '(555) 555-0199',
  email: 'someone@example.com',
  consents,
});

describeOnEachDatabase('comms prefs', (app) => {
  const consentsOf = (identityUuid: string) => countRows(app(), 'consents', 'identity_uuid = $1', [identityUuid]);

  it('answers each SMS prompt worded with the organisation name', async () => {
    for (const prompt of [SMS!, SMS_TRANSACTIONAL!]) {
      const url = `${PROMPT}/${prompt.consentType}?orgCode=harbor-cu`;
      const body = await expectAnswer(app(), { method: 'GET', url }, 200, 'api-consent-prompt');
      const text = copyText(copyEn, prompt.textKey, { orgName: 'Harbor Credit Union' });
      expect(body).toEqual({ uuid: prompt.uuid, consentType: prompt.consentType, version: prompt.version, text });
      expect(text).toContain('from Harbor Credit Union at the number');
    }
  });

  it('answers 404 for any other consent type', async () => {
    for (const type of ['EMAIL', 'sms', 'PRIVACY', '__proto__']) {
      await expectError(app(), { method: 'GET', url: `${PROMPT}/${type}` }, 404, ['Not Found']);
    }
  });

  it('answers 401 without a token', async () => {
    const payload = consentBody([{ consentPromptUuid: SMS!.uuid, optInOut: 'OPT_IN' }]);
    await expectUnauthenticated(app(), { method: 'POST', url: CONSENT_URL, payload });
  });

  it("records each consent with the prompt's type and version, the address and the browser", async () => {
    const user = await registerUser(app().app);
    const payload = consentBody([
      { consentPromptUuid: SMS!.uuid, optInOut: 'OPT_IN' },
      { consentPromptUuid: SMS_TRANSACTIONAL!.uuid, optInOut: 'OPT_OUT' },
    ]);
    const request = { method: 'POST' as const, url: CONSENT_URL, headers: { ...user.auth, 'user-agent': 'test-browser/1.0' }, payload, remoteAddress: nextIp() };
    const body = await expectAnswer(app(), request, 201, 'api-user-consents');
    expect(body).toEqual([
      { consentPromptUuid: SMS!.uuid, consentType: 'SMS', version: SMS!.version, optInOut: 'OPT_IN' },
      { consentPromptUuid: SMS_TRANSACTIONAL!.uuid, consentType: 'SMS_TRANSACTIONAL', version: SMS_TRANSACTIONAL!.version, optInOut: 'OPT_OUT' },
    ]);
    const { rows } = await app().db.query(
      'select consent_type, version, opt_in, prompt_uuid, ip, user_agent, application_uuid from consents where identity_uuid = $1 order by id',
      [user.uuid],
    );
    expect(rows).toEqual([
      { consent_type: 'SMS', version: SMS!.version, opt_in: true, prompt_uuid: SMS!.uuid, ip: request.remoteAddress, user_agent: 'test-browser/1.0', application_uuid: null },
      { consent_type: 'SMS_TRANSACTIONAL', version: SMS_TRANSACTIONAL!.version, opt_in: false, prompt_uuid: SMS_TRANSACTIONAL!.uuid, ip: request.remoteAddress, user_agent: 'test-browser/1.0', application_uuid: null },
    ]);
  });

  it("leaves the identity's phone alone when the body names another phone", async () => {
    const user = await registerUser(app().app);
    const payload = consentBody([{ consentPromptUuid: SMS!.uuid, optInOut: 'OPT_IN' }]);
    await expectAnswer(app(), { method: 'POST', url: CONSENT_URL, headers: user.auth, payload }, 201, 'api-user-consents');
    const { rows } = await app().db.query('select phone_number from identities where uuid = $1', [user.uuid]);
    expect(rows).toEqual([{ phone_number: '(555) 555-0100' }]);
  });

  it('answers 400 and records nothing when one prompt is unknown', async () => {
    const user = await registerUser(app().app);
    const payload = consentBody([
      { consentPromptUuid: SMS!.uuid, optInOut: 'OPT_IN' },
      { consentPromptUuid: UNKNOWN_PROMPT, optInOut: 'OPT_IN' },
    ]);
    const body = await expectError(app(), { method: 'POST', url: CONSENT_URL, headers: user.auth, payload }, 400, [
      'This consent is out of date. Please reload the page and try again.',
    ]);
    expect(body.code).toBe('CONSENT_PROMPT_UNKNOWN');
    expect(await consentsOf(user.uuid)).toBe(0);
  });

  it('answers 400 and records nothing for unknown or prototype keys, at the top or in a consent', async () => {
    const user = await registerUser(app().app);
    const payload = consentBody([{ consentPromptUuid: SMS!.uuid, optInOut: 'OPT_IN' }]);
    const request = { method: 'POST' as const, url: CONSENT_URL, headers: user.auth, payload };
    await expectUnsafeBodiesRefused(app(), request, () => consentsOf(user.uuid));
    const nested = consentBody([{ ...payload.consents[0]!, identityUuid: user.uuid } as never]);
    await expectError(app(), { ...request, payload: nested }, 400, ['This value is not accepted']);
    expect(await consentsOf(user.uuid)).toBe(0);
  });

  it('refuses to update or delete a consent row', async () => {
    const user = await registerUser(app().app);
    const payload = consentBody([{ consentPromptUuid: SMS!.uuid, optInOut: 'OPT_IN' }]);
    await expectAnswer(app(), { method: 'POST', url: CONSENT_URL, headers: user.auth, payload }, 201, 'api-user-consents');
    const { db } = app();
    await expect(db.query('update consents set opt_in = false where identity_uuid = $1', [user.uuid])).rejects.toThrow('consents are append-only');
    await expect(db.query('delete from consents where identity_uuid = $1', [user.uuid])).rejects.toThrow('consents are append-only');
    const { rows } = await db.query('select opt_in from consents where identity_uuid = $1', [user.uuid]);
    expect(rows).toEqual([{ opt_in: true }]);
  });
});

// Issue 17 item 7 on the server, over HTTP where there is something to call: the brand's
// external-login mode (features.externalLogin) ends registration at login-info; a signed-in
// applicant's profile (email and phone) shortens the path the create call walks, as the page did;
// and the can't-start case keeps the name the applicant gave (PUT profile/name) before the
// 'Account Already Exists' modal (spec section 8). On PGlite and on PostgreSQL.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { walk } from '../../src/core/flow/engine';
import { answersOfHelocRequest } from '../../src/core/contract/heloc-request-answers';
import { applicantContext } from '../../src/server/services/flow-context';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, strongPassword, type TestApp } from './harness';
import { registerV2 } from '../core/helpers';

const EXTERNAL = 'fairway';
const contact = { phoneNumber: '(555) 555-0100', email: 'pat@example.com' };

/** The real brands, one of them (fairway) in external-login mode. */
function brandsWithExternalLogin(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shortreg-brands-'));
  cpSync(join(import.meta.dirname, '../../brands'), dir, { recursive: true });
  const file = join(dir, EXTERNAL, 'brand.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.features.externalLogin = true;
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`shorter registration (${target.kind})`, () => {
    let t: TestApp;
    let brands: string;
    beforeAll(async () => {
      brands = brandsWithExternalLogin();
      const repo = join(import.meta.dirname, '../..');
      t = await startTestApp(target, { dirs: { flows: join(repo, 'flows'), copy: join(repo, 'copy/en'), brands } });
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
      rmSync(brands, { recursive: true, force: true });
    });

    const nextAfterContact = async (orgCode: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: apiRoutes.stepValidation.path({ flowId: 'register-v2', stepId: 'phone-and-email' }),
        headers: { 'x-org': orgCode },
        payload: { answers: contact },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().next;
    };

    it('under the brand\'s external login, Contact Info leads to login-info instead of set-password', async () => {
      expect(await nextAfterContact(EXTERNAL)).toBe('login-info');
      expect(await nextAfterContact('acme-lending')).toBe('set-password');
    });

    it("walks a signed-in applicant's create without Contact Info when the profile holds an email and a phone", async () => {
      const withPhone = await registerUser(t.app);
      const answers = { ...answersOfHelocRequest(helocRequest() as never), termPrivacyConsent: true, communicationConsent: true };
      const path = async (uuid: string) => walk(registerV2, answers, { ...(await applicantContext(t.db, uuid)) }).map((s) => s.id);
      expect(await path(withPhone.uuid)).toEqual(['index', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'login-info']);
      const noPhone = await t.app.inject({
        method: 'POST',
        url: apiRoutes.register.path({}),
        payload: { email: `nophone-${Date.now()}@example.com`, password: strongPassword },
        remoteAddress: nextIp(),
      });
      expect(await path(noPhone.json().identity.uuid)).toEqual(['index', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'login-info']);
      // The shorter submit: no phone in the body (the profile's stands), and the application is made.
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: withPhone.auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
    });

    it("can't start: the name given is saved to the profile, and no application is made", async () => {
      const user = await registerUser(t.app);
      const first = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
      await t.db.query("update applications set active = false, funded_at = now() - interval '10 days' where uuid = $1", [first.json().uuid]);
      // The submit's order: the check says no, then the name is saved, then the modal.
      const ability = await t.app.inject({ method: 'GET', url: apiRoutes.abilityToStart.path({}), headers: user.auth });
      expect(ability.json().canStartApplication).toBe(false);
      const saved = await t.app.inject({ method: 'PUT', url: apiRoutes.profileName.path({}), headers: user.auth, payload: { firstName: 'Pat', lastName: 'Newname' } });
      expect(saved.statusCode, saved.body).toBe(200);
      const profile = await t.app.inject({ method: 'GET', url: apiRoutes.profile.path({}), headers: user.auth });
      expect(profile.json().name).toEqual({ firstName: 'Pat', lastName: 'Newname' });
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from applications where identity_uuid = $1', [user.uuid]);
      expect(rows[0]!.n).toBe(1);
    });
  });
}

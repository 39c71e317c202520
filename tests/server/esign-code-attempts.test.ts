// Issue 23, defect 7: the six-digit E-SIGN code printed in the consent's PDF cannot be guessed
// without limit. Four wrong codes answer 400 ESIGN_CODE_MISMATCH; the fifth answers 429
// ESIGN_CODE_ATTEMPTS, spends the code (the right one no longer works) and has the documents
// generated again, with a new code in a fresh consent PDF that then works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../error-text';
import { apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';
import { acceptOffer, injectApi, linkPayroll, statusOf, submitApplication, submitIdentity } from './journey';
import { waitFor } from './closing-journey';

type Auth = Record<string, string>;

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`E-SIGN code attempts (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    async function atSigning() {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
      const { uuid } = created.json() as { uuid: string };
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      const api = injectApi(t.app, user.auth);
      await acceptOffer(api, uuid);
      await submitApplication(api, uuid);
      await waitFor(api, uuid, 'INCOME_VERIFICATION', 40_000);
      await linkPayroll(api, uuid);
      await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 40_000);
      await submitIdentity(api, uuid);
      await waitFor(api, uuid, 'NOTE_SIGNING', 40_000);
      return { user, uuid, api };
    }
    const consent = async (auth: Auth, uuid: string, code: string) => {
      const { version } = await statusOf(injectApi(t.app, auth), uuid);
      return t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: auth, payload: { type: 'GIVE_ESIGN_CONSENT', version, answers: { consent: true, confirmationCode: code } } });
    };
    /** The consent PDFs listed to the applicant, newest generation last, with the code each prints. */
    const consentDocuments = async (auth: Auth, uuid: string) => {
      const listed = (await t.app.inject({ method: 'GET', url: closingRoutes.closingDocuments.path({ uuid }), headers: auth })).json() as { documents: Array<{ uuid: string; kind: string }> };
      const listedConsent = listed.documents.filter((d) => d.kind === 'ESIGN_CONSENT').map((d) => d.uuid);
      const { rows } = await t.db.query<{ uuid: string; c: string }>(
        "select uuid, confirmation_code as c from closing_documents where application_uuid = $1 and kind = 'ESIGN_CONSENT' order by created_at",
        [uuid],
      );
      return { listed: listedConsent, stored: rows };
    };
    const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('answers 400 to four wrong codes, 429 to the fifth, spends the code and issues a new one in a fresh PDF', async () => {
      const { user, uuid, api } = await atSigning();
      const first = await consentDocuments(user.auth, uuid);
      expect(first.stored).toHaveLength(1);
      const code = first.stored[0]!.c;
      const wrong = wrongCodeFor(code);
      for (let i = 0; i < 4; i++) {
        const res = await consent(user.auth, uuid, wrong);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ code: 'ESIGN_CODE_MISMATCH', messageKey: 'refusals.esignCodeMismatch', errors: [errorText('ESIGN_CODE_MISMATCH')] });
      }
      const fifth = await consent(user.auth, uuid, wrong);
      expect(fifth.statusCode, fifth.body).toBe(429);
      expect(fifth.json()).toEqual({ code: 'ESIGN_CODE_ATTEMPTS', messageKey: 'refusals.esignCodeAttempts', errors: [errorText('ESIGN_CODE_ATTEMPTS')] });

      // The right code of the spent PDF no longer works, now or once the new documents are ready.
      // While the new documents are made it is refused (409 or 429); once they are ready (the
      // pipeline can be that quick) it is a code that no longer matches (400 ESIGN_CODE_MISMATCH).
      const meanwhile = await consent(user.auth, uuid, code);
      expect([400, 409, 429], meanwhile.body).toContain(meanwhile.statusCode);
      if (meanwhile.statusCode === 400) expect((meanwhile.json() as { code: string }).code).toBe('ESIGN_CODE_MISMATCH');
      await waitFor(api, uuid, 'NOTE_SIGNING', 40_000);
      const second = await consentDocuments(user.auth, uuid);
      expect(second.stored).toHaveLength(2);
      const fresh = second.stored[1]!;
      expect(second.listed).toEqual([fresh.uuid]);
      const old = await consent(user.auth, uuid, code === fresh.c ? wrongCodeFor(code) : code);
      expect(old.statusCode, old.body).toBe(400);
      expect((old.json() as { code: string }).code).toBe('ESIGN_CODE_MISMATCH');
      // The fresh PDF's code works (the wrong count started again with it).
      const ok = await consent(user.auth, uuid, fresh.c);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: closingRoutes.closingDocuments.path({ uuid }), headers: user.auth })).json()).toMatchObject({ esignConsented: true });
      // Once consent is given, wrong codes spend nothing (the documents, and any signature, stay).
      for (let i = 0; i < 6; i++) expect((await consent(user.auth, uuid, wrongCodeFor(fresh.c))).statusCode).toBe(400);
      const regenerated = await t.db.query<{ n: string }>("select count(*) as n from application_events where application_uuid = $1 and event = 'REGENERATE_DISCLOSURES'", [uuid]);
      expect(Number(regenerated.rows[0]!.n)).toBe(1);
    }, 120_000);

    it('stops 30 parallel guesses after five: no more than four 400s, the rest refused', async () => {
      const { user, uuid } = await atSigning();
      const code = (await consentDocuments(user.auth, uuid)).stored[0]!.c;
      const { version } = await statusOf(injectApi(t.app, user.auth), uuid);
      const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(
        guesses.map((guess) =>
          t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: user.auth, payload: { type: 'GIVE_ESIGN_CONSENT', version, answers: { consent: true, confirmationCode: guess } } }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 400 || s === 409 || s === 429), statuses.join(',')).toBe(true);
      const regenerated = await t.db.query<{ n: string }>("select count(*) as n from application_events where application_uuid = $1 and event = 'REGENERATE_DISCLOSURES'", [uuid]);
      expect(Number(regenerated.rows[0]!.n)).toBe(1);
    }, 120_000);
  });
}

// The applicant waiting for a co-signer (issue 31) over HTTP, on each database: the invitations
// answer names who was invited and when (the sandbox clock's now); a resend mails a new link (the
// old one stops working) to a corrected email if given, moves "invited", is limited to a few a day,
// and is refused once the co-signer accepted. Another applicant gets 404 on both routes.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { coDeedRoutes } from '../../src/core/contract/co-deed-routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { RESEND_LIMIT } from '../../src/server/services/participants';
import { describeOnEachDatabase, expectSchema } from './api-contract';
import { createUrl, helocRequest, nextIp, pollUntilSettled, registerUser, strongPassword } from './harness';
import { acceptOffer, injectApi, linkPayroll, statusOf, submitApplication, submitIdentity } from './journey';
import { waitFor } from './closing-journey';

type Auth = Record<string, string>;

describeOnEachDatabase('co-deed invitations: who the applicant waits for, and a resend', (app) => {
  const get = (url: string, headers: Auth) => app().app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Auth, payload: object) => app().app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() });

  async function event(auth: Auth, uuid: string, type: string, answers?: object) {
    const { version } = await statusOf(injectApi(app().app, auth), uuid);
    return post(apiRoutes.events.path({ uuid }), auth, { type, version, ...(answers ? { answers } : {}) });
  }

  /** A Codeed applicant who signed and invited Sam Owner: WAITING_FOR_CO_DEED. */
  async function waitingForCoSigner(email: string) {
    const t = app();
    const user = await registerUser(t.app);
    const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName: 'Codeed' }) });
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
    const code = (await t.db.query<{ c: string }>("select confirmation_code as c from closing_documents where application_uuid = $1 and kind = 'ESIGN_CONSENT'", [uuid])).rows[0]!.c;
    await event(user.auth, uuid, 'GIVE_ESIGN_CONSENT', { consent: true, confirmationCode: code });
    const listed = (await get(closingRoutes.closingDocuments.path({ uuid }), user.auth)).json() as { documents: Array<{ uuid: string; sha256: string; requiresSignature: boolean }> };
    for (const d of listed.documents.filter((x) => x.requiresSignature)) await event(user.auth, uuid, 'SIGN_DOCUMENT', { documentUuid: d.uuid, sha256: d.sha256, signatureName: 'Pat Codeed', agree: true });
    await event(user.auth, uuid, 'FINISH_SIGNING');
    await waitFor(api, uuid, 'CO_DEED_REQ', 40_000);
    const invited = await event(user.auth, uuid, 'INVITE_CO_DEEDER', { name: { firstName: 'Sam', lastName: 'Owner' }, email });
    expect(invited.statusCode, invited.body).toBe(200);
    return { auth: user.auth, uuid };
  }

  async function tokenMailedTo(email: string): Promise<string | undefined> {
    const { rows } = await app().db.query<{ body: string }>('select body from mail_outbox where to_address = $1 order by id desc limit 1', [email]);
    const link = /(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(rows[0]?.body ?? '');
    return link ? new URL(link[1]!).searchParams.get('token')! : undefined;
  }

  it('names the invited co-signer, resends a new link to a corrected email, limits resends and stops once accepted', async () => {
    const typo = `sam-${randomUUID()}@exmaple.com`;
    const fixed = `sam-${randomUUID()}@example.com`;
    const { auth, uuid } = await waitingForCoSigner(typo);
    const listed = await get(coDeedRoutes.invitations.path({ uuid }), auth);
    expect(listed.statusCode, listed.body).toBe(200);
    expectSchema('api-co-deed-invitations', listed.json());
    const [invitation] = (listed.json() as { invitations: Array<{ uuid: string; firstName: string; lastName: string; email: string; sentAt: string; accepted: boolean }> }).invitations;
    expect({ ...invitation, uuid: undefined, sentAt: undefined }).toEqual({ uuid: undefined, firstName: 'Sam', lastName: 'Owner', email: typo, sentAt: undefined, accepted: false });
    expect(Number.isNaN(Date.parse(invitation!.sentAt))).toBe(false);
    const oldToken = await tokenMailedTo(typo);
    expect(oldToken).toBeDefined();

    // Another applicant: 404 on both.
    const other = await registerUser(app().app);
    expect((await get(coDeedRoutes.invitations.path({ uuid }), other.auth)).statusCode).toBe(404);
    expect((await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: invitation!.uuid }), other.auth, {})).statusCode).toBe(404);
    expect((await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: randomUUID() }), auth, {})).statusCode).toBe(404);
    expect((await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: invitation!.uuid }), auth, { email: 'not an email' })).statusCode).toBe(400);

    // The corrected email gets a new link; the old one no longer works.
    const resent = await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: invitation!.uuid }), auth, { email: fixed });
    expect(resent.statusCode, resent.body).toBe(200);
    const newToken = await tokenMailedTo(fixed);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(oldToken);
    const after = (await get(coDeedRoutes.invitations.path({ uuid }), auth)).json() as { invitations: Array<{ email: string; sentAt: string }> };
    expect(after.invitations[0]!.email).toBe(fixed);
    expect(after.invitations[0]!.sentAt).toBe((resent.json() as { sentAt: string }).sentAt);
    const stale = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token: oldToken!, password: strongPassword });
    expect((stale.json() as { code: string }).code).toBe('INVITATION_INVALID');

    // A few a day: the limit's next one is refused with 429.
    for (let i = 1; i < RESEND_LIMIT.max; i++) expect((await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: invitation!.uuid }), auth, {})).statusCode).toBe(200);
    expect((await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: invitation!.uuid }), auth, {})).statusCode).toBe(429);

    // Accepted: no more resends (409), and the answer says so.
    const accepted = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token: (await tokenMailedTo(fixed))!, password: 'Harbor-Willow-58!' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(((await get(coDeedRoutes.invitations.path({ uuid }), auth)).json() as { invitations: Array<{ accepted: boolean }> }).invitations[0]!.accepted).toBe(true);
    const refused = await post(coDeedRoutes.resendInvitation.path({ uuid, participantUuid: invitation!.uuid }), auth, {});
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { code: string }).code).toBe('INVITATION_NOT_RESENDABLE');
  }, 180_000);
});

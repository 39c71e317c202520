// The staff console's chat routes (issue 25 item 6, docs/developers/chat.md) over HTTP on both
// databases: the inbox of the member's brands only (another brand's conversation is 404 on every
// route, and its brand filter too), one conversation with the person's application status and
// Application ID read from the application, a reply that reaches the customer's own history (once
// per clientId), hand back and close as the customer's history then says, the brand's canned
// replies, and a staff_audit row for every call with no message text, name or email in it.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../src/core/contract/chat-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { bootstrapStaff } from '../../src/server/staff/accounts';
import { createHashPool } from '../../src/server/auth/hash-pool';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, startTestApp, strongPassword, type TestApp } from './harness';

const brandsDir = path.join(repoRoot, 'brands');
const staffPassword = 'Quartz-Lantern-83!';
const ACME = { orgCode: 'acme-lending', host: 'localhost' };
const FAIRWAY = { orgCode: 'fairway', host: 'fairway.localhost' };

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`staff chat (${target.kind})`, () => {
    let t: TestApp;
    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
    let acmeStaff: { jwt: string; uuid: string };
    let fairwayStaff: { jwt: string; uuid: string };
    let allStaff: { jwt: string; uuid: string };

    async function staffMember(name: string, orgs: string[]) {
      const email = `${orgs[0] ?? 'all'}-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name, orgs, password: staffPassword }, brandsDir);
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      return { jwt: res.json().jwt as string, uuid: res.json().staff.uuid as string };
    }

    /** A customer's conversation opened as the window opens it (agent mode, forced outside production). */
    async function customerChat(brand: { host: string }, name: string, extra: Record<string, unknown> = {}) {
      const email = `chat-${randomUUID()}@example.com`;
      const res = await t.app.inject({ method: 'POST', url: chatApiRoutes.initWebChat.path({}), headers: { host: brand.host }, payload: { name, email, chatMode: 'twilio', ...extra } });
      expect(res.statusCode, res.body).toBe(200);
      const { token, conversationSid } = res.json() as { token: string; conversationSid: string };
      const history = async () => {
        const h = await t.app.inject({ method: 'GET', url: chatApiRoutes.chatHistory.path({ conversationId: conversationSid }), headers: { host: brand.host, [CHAT_TOKEN_HEADER]: token } });
        expect(h.statusCode, h.body).toBe(200);
        return h.json() as { chatMode: string; state: string; messages: Array<{ participant: string; text: string; authorName?: string; messageId: string }> };
      };
      // The customer's first message, stored as the socket stores it.
      await t.ctx.chat.addMessage({ conversationId: conversationSid, participant: 'customer', text: `Hello from ${name}`, clientId: randomUUID(), authorName: name });
      return { id: conversationSid, token, email, history };
    }

    async function applicantWithApplication(brand: { host: string }) {
      const email = `chat-applicant-${randomUUID()}@example.com`;
      const reg = await t.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', headers: { host: brand.host }, payload: { email, password: strongPassword, phoneNumber: '(555) 555-0100' }, remoteAddress: nextIp() });
      expect(reg.statusCode, reg.body).toBe(201);
      const auth = { host: brand.host, ...bearer(reg.json().jwt as string) };
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = created.json().uuid as string;
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: auth }), uuid);
      const nonce = await t.app.inject({ method: 'POST', url: chatApiRoutes.webchatAuthenticate.path({}), headers: auth });
      expect(nonce.statusCode, nonce.body).toBe(200);
      return { uuid, auth, nonce: nonce.json().nonce as string };
    }

    const auditOf = async (staffUuid: string) =>
      (await t.db.query<{ action: string; application_uuid: string | null; details: Record<string, unknown> }>('select action, application_uuid, details from staff_audit where staff_uuid = $1 order by id', [staffUuid])).rows;

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
      acmeStaff = await staffMember('Avery Acme', [ACME.orgCode]);
      fairwayStaff = await staffMember('Frankie Fairway', [FAIRWAY.orgCode]);
      allStaff = await staffMember('Ann All', []);
    }, 120_000);
    afterAll(async () => {
      await t?.stop();
    });

    it("lists the member's brands' conversations only; another brand's is 404 on every route and as a filter", async () => {
      const acme = await customerChat(ACME, 'Casey Acme');
      const fairway = await customerChat(FAIRWAY, 'Fran Fairway');
      const list = async (jwt: string, query = 'state=OPEN') => {
        const res = await t.app.inject({ method: 'GET', url: `${staffApiRoutes.chatConversations.path({})}?${query}`, headers: bearer(jwt) });
        expect(res.statusCode, res.body).toBe(200);
        expectSchema('api-staff-chat-conversations', res.json());
        return (res.json() as { conversations: Array<{ conversationId: string; orgCode: string }> }).conversations;
      };
      const acmeSees = await list(acmeStaff.jwt);
      expect(acmeSees.map((c) => c.conversationId)).toContain(acme.id);
      expect(acmeSees.map((c) => c.conversationId)).not.toContain(fairway.id);
      expect(new Set(acmeSees.map((c) => c.orgCode))).toEqual(new Set([ACME.orgCode]));
      const allSee = (await list(allStaff.jwt)).map((c) => c.conversationId);
      expect(allSee).toEqual(expect.arrayContaining([acme.id, fairway.id]));
      expect((await t.app.inject({ method: 'GET', url: `${staffApiRoutes.chatConversations.path({})}?orgCode=${FAIRWAY.orgCode}`, headers: bearer(acmeStaff.jwt) })).statusCode).toBe(404);

      const conversationId = fairway.id;
      const refused = [
        { method: 'GET' as const, url: staffApiRoutes.chatConversation.path({ conversationId }) },
        { method: 'POST' as const, url: staffApiRoutes.chatReply.path({ conversationId }), payload: { text: 'Not yours', clientId: randomUUID() } },
        { method: 'POST' as const, url: staffApiRoutes.chatHandBack.path({ conversationId }) },
        { method: 'POST' as const, url: staffApiRoutes.chatClose.path({ conversationId }) },
        { method: 'GET' as const, url: `${staffApiRoutes.chatCannedReplies.path({})}?orgCode=${FAIRWAY.orgCode}` },
        // An id that is no conversation, or not an id at all: the same answer.
        { method: 'GET' as const, url: staffApiRoutes.chatConversation.path({ conversationId: randomUUID() }) },
        { method: 'GET' as const, url: staffApiRoutes.chatConversation.path({ conversationId: 'not-an-id' }) },
      ];
      for (const r of refused) {
        const res = await t.app.inject({ ...r, headers: bearer(acmeStaff.jwt) });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
        expect(res.body).not.toContain('Fran Fairway');
      }
      // Nothing changed: the fairway customer's chat is as it was.
      const after = await fairway.history();
      expect(after).toMatchObject({ chatMode: 'agent', state: 'OPEN' });
      expect(after.messages.map((m) => m.text)).toEqual(['Hello from Fran Fairway']);
      // Each refusal is in the log under the action tried.
      const rows = await auditOf(acmeStaff.uuid);
      expect(rows.filter((r) => r.details.found === false).map((r) => r.action)).toEqual(
        expect.arrayContaining(['list-chat-conversations', 'view-chat-conversation', 'chat-reply', 'hand-back-chat', 'close-chat', 'list-chat-canned-replies']),
      );
    });

    it("reads a conversation with the person's application status and Application ID, from the application itself", async () => {
      const applicant = await applicantWithApplication(ACME);
      const chat = await customerChat(ACME, 'Pat Applicant', { applicationUuid: applicant.uuid, nonce: applicant.nonce });
      const res = await t.app.inject({ method: 'GET', url: staffApiRoutes.chatConversation.path({ conversationId: chat.id }), headers: bearer(acmeStaff.jwt) });
      expect(res.statusCode, res.body).toBe(200);
      expectSchema('api-staff-chat-conversation', res.json());
      const { rows } = await t.db.query<{ loan_number: string | number; status: string }>('select loan_number, status from applications where uuid = $1', [applicant.uuid]);
      expect(res.json().conversation).toMatchObject({
        conversationId: chat.id,
        orgCode: ACME.orgCode,
        organizationName: t.ctx.orgs.get(ACME.orgCode)!.view.companyName,
        friendlyName: 'Pat Applicant',
        emailAddress: chat.email,
        chatMode: 'agent',
        state: 'OPEN',
        waitingForAgent: true,
        applicationUuid: applicant.uuid,
        applicationId: String(rows[0]!.loan_number),
        applicationStatus: rows[0]!.status,
      });
      expect(res.json().messages.map((m: { participant: string; text: string }) => [m.participant, m.text])).toEqual([['customer', 'Hello from Pat Applicant']]);
      // The read is audited with the application it shows.
      const last = (await auditOf(acmeStaff.uuid)).at(-1)!;
      expect(last).toMatchObject({ action: 'view-chat-conversation', application_uuid: applicant.uuid, details: { conversation: chat.id, messages: 1 } });
    });

    it("the developer controls' agent picker: the brand's members by first name, and a chat started with one is theirs", async () => {
      const listed = await t.app.inject({ method: 'POST', url: chatApiRoutes.chatAgents.path({}), headers: { host: ACME.host } });
      expect(listed.statusCode, listed.body).toBe(200);
      expectSchema('api-chat-agents', listed.json());
      const agents = (listed.json() as { agents: Array<{ chatId: string; name: string }> }).agents;
      expect(agents).toEqual(expect.arrayContaining([{ chatId: acmeStaff.uuid, name: 'Avery' }, { chatId: allStaff.uuid, name: 'Ann' }]));
      expect(agents.map((a) => a.chatId)).not.toContain(fairwayStaff.uuid);

      const chat = await customerChat(ACME, 'Pat Picked', { agentChatId: acmeStaff.uuid });
      const res = await t.app.inject({ method: 'GET', url: staffApiRoutes.chatConversation.path({ conversationId: chat.id }), headers: bearer(allStaff.jwt) });
      expect(res.json().conversation.assignedStaffName).toBe('Avery');
      // Another brand's member is not this brand's agent: said so at the field, nothing opened.
      const refused = await t.app.inject({ method: 'POST', url: chatApiRoutes.initWebChat.path({}), headers: { host: ACME.host }, payload: { name: 'Pat', email: 'pat@example.com', chatMode: 'twilio', agentChatId: fairwayStaff.uuid } });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it("sends a reply that reaches the customer's history once per clientId, then hands back and closes, each audited", async () => {
      const chat = await customerChat(ACME, 'Robin Reply');
      const clientId = randomUUID();
      const text = 'Thanks for waiting. Your appraisal is booked for Tuesday.';
      const reply = () => t.app.inject({ method: 'POST', url: staffApiRoutes.chatReply.path({ conversationId: chat.id }), headers: bearer(acmeStaff.jwt), payload: { text, clientId } });
      const first = await reply();
      expect(first.statusCode, first.body).toBe(200);
      expectSchema('api-chat-message', first.json());
      expect(first.json()).toMatchObject({ conversationId: chat.id, participant: 'agent', authorName: 'Avery', text, clientId });
      const again = await reply();
      expect(again.statusCode).toBe(200);
      expect(again.json().messageId).toBe(first.json().messageId);
      const history = await chat.history();
      expect(history.messages.map((m) => [m.participant, m.authorName, m.text])).toEqual([
        ['customer', 'Robin Reply', 'Hello from Robin Reply'],
        ['agent', 'Avery', text],
      ]);
      // No longer waiting: the agent spoke last.
      const listed = await t.app.inject({ method: 'GET', url: staffApiRoutes.chatConversations.path({}), headers: bearer(acmeStaff.jwt) });
      expect(listed.json().conversations.find((c: { conversationId: string }) => c.conversationId === chat.id)).toMatchObject({ waitingForAgent: false, lastMessage: text });

      const handBack = await t.app.inject({ method: 'POST', url: staffApiRoutes.chatHandBack.path({ conversationId: chat.id }), headers: bearer(acmeStaff.jwt) });
      expect(handBack.statusCode, handBack.body).toBe(204);
      expect((await chat.history()).chatMode).toBe('chatbot');
      const close = await t.app.inject({ method: 'POST', url: staffApiRoutes.chatClose.path({ conversationId: chat.id }), headers: bearer(acmeStaff.jwt) });
      expect(close.statusCode, close.body).toBe(204);
      expect((await chat.history()).state).toBe('CLOSED');
      // An ended conversation takes no reply (and the refusal is audited).
      const late = await t.app.inject({ method: 'POST', url: staffApiRoutes.chatReply.path({ conversationId: chat.id }), headers: bearer(acmeStaff.jwt), payload: { text: 'Still there?', clientId: randomUUID() } });
      expect(late.statusCode).toBeGreaterThanOrEqual(400);
      expect(late.statusCode).toBeLessThan(500);
      expect((await chat.history()).messages).toHaveLength(2);

      const rows = (await auditOf(acmeStaff.uuid)).filter((r) => r.details.conversation === chat.id);
      expect(rows.map((r) => r.action)).toEqual(['chat-reply', 'chat-reply', 'hand-back-chat', 'close-chat', 'chat-reply']);
      expect(rows.map((r) => r.details)).toEqual([
        { conversation: chat.id, message: first.json().messageId, created: true },
        { conversation: chat.id, message: first.json().messageId, created: false },
        { conversation: chat.id, from: 'agent' },
        { conversation: chat.id, closed: true },
        { conversation: chat.id, refused: true },
      ]);
      // What was said and who said it stay out of the log.
      const everything = JSON.stringify((await t.db.query('select * from staff_audit')).rows);
      for (const secret of [text, 'Hello from Robin Reply', 'Robin Reply', chat.email, chat.token]) expect(everything).not.toContain(secret);
    });

    it("answers the brand's canned replies (the console's brand without orgCode), audited", async () => {
      const res = await t.app.inject({ method: 'GET', url: `${staffApiRoutes.chatCannedReplies.path({})}?orgCode=${FAIRWAY.orgCode}`, headers: bearer(fairwayStaff.jwt) });
      expect(res.statusCode, res.body).toBe(200);
      expectSchema('api-staff-chat-canned-replies', res.json());
      expect(res.json().replies).toEqual(t.ctx.orgs.get(FAIRWAY.orgCode)!.view.chat.cannedReplies);
      expect(res.json().replies.length).toBeGreaterThan(0);
      const own = await t.app.inject({ method: 'GET', url: staffApiRoutes.chatCannedReplies.path({}), headers: { ...bearer(fairwayStaff.jwt), host: FAIRWAY.host } });
      expect(own.statusCode).toBe(200);
      expect((await auditOf(fairwayStaff.uuid)).slice(-2).map((r) => [r.action, r.details.orgCode])).toEqual([
        ['list-chat-canned-replies', FAIRWAY.orgCode],
        ['list-chat-canned-replies', FAIRWAY.orgCode],
      ]);
    });

    it('STAFF_BOOTSTRAP_BRANDS makes one-brand members at start when absent, and is refused in production', async () => {
      const hashing = createHashPool({ concurrency: 1, queue: 4 });
      const email = `brand-${randomUUID()}@staff.example`;
      const env = { STAFF_BOOTSTRAP_BRANDS: `${email}=${FAIRWAY.orgCode}`, STAFF_PASSWORD: staffPassword };
      expect(await bootstrapStaff(t.db, hashing, env)).toBe(`Staff account ${email} created for ${FAIRWAY.orgCode} (STAFF_BOOTSTRAP_BRANDS)`);
      expect(await bootstrapStaff(t.db, hashing, env)).toBeUndefined();
      const { rows } = await t.db.query<{ org_codes: string[] | null }>('select org_codes from staff_accounts where email_normalized = $1', [email]);
      expect(rows[0]!.org_codes).toEqual([FAIRWAY.orgCode]);
      await expect(bootstrapStaff(t.db, hashing, { ...env, NODE_ENV: 'production' })).rejects.toThrow(/STAFF_BOOTSTRAP_BRANDS is refused with NODE_ENV=production/);
      await expect(bootstrapStaff(t.db, hashing, { STAFF_BOOTSTRAP_BRANDS: 'no-brand@staff.example', STAFF_PASSWORD: staffPassword })).rejects.toThrow(/is not email=orgCode/);
    });
  });
}

// The chat's customer HTTP routes (issue 25, docs/developers/chat.md) on both databases: the mode
// by OPS_CHAT's hours at the server's clock (forced only outside production), the token as the
// only proof (another person's conversation id or token: 404), the pre-chat form's 128-character
// limits at the field, one message per clientId, history after a seq, attachments (5 MB + 1 byte
// and an .exe refused with the spec's words), chatbot feedback, the nonce and End chat.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../src/core/contract/chat-routes';
import { CHAT_LIMITS } from '../../src/core/chat/limits';
import { countRows, expectAnswer, expectSchema } from './api-contract';
import { databaseTargets, nextIp, registerUser, startTestApp, type TestApp } from './harness';
import { multipartBody, multipartHeaders, openChat } from './chat-helpers';

const WITHIN_HOURS = new Date('2026-12-02T17:30:00Z'); // Wednesday 09:30 PT: acme's chat is open
const AFTER_HOURS = new Date('2026-12-03T03:00:00Z'); // Wednesday 19:00 PT: closed
// The chatbot's answers (brands/knowledge-base.json, copy/en/chatbot.json; tests/server/chatbot.test.ts tests the bot itself).
const SIGN_IN_FIRST = 'Sign in and open your application, then ask me again: I can tell you where it stands and your next step.';
const DO_NOT_KNOW_WITHIN_HOURS = "Sorry, I don't know the answer to that. One of our team can help: would you like to chat with an agent?";

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`chat over HTTP (${target.kind})`, () => {
    let t: TestApp;
    let clock = WITHIN_HOURS;
    beforeAll(async () => {
      t = await startTestApp(target, { now: () => clock, rateLimitMax: { 'chat-start-ip': 10_000, 'register-ip': 1000 } });
    }, 60_000);
    afterAll(async () => t?.stop());

    const history = (conversationId: string, headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `${chatApiRoutes.chatHistory.path({ conversationId })}${query}`, headers });
    const ask = (conversationId: string, headers: Record<string, string>, message: string, clientId?: string) =>
      t.app.inject({ method: 'POST', url: chatApiRoutes.chatWithAutobot.path({}), headers, payload: { conversationId, message, ...(clientId ? { clientId } : {}) } });

    it('opens a conversation in agent mode within OPS_CHAT hours and chatbot outside, answering a token stored only hashed', async () => {
      clock = WITHIN_HOURS;
      const init = await expectAnswer(t, { method: 'POST', url: chatApiRoutes.initWebChat.path({}), payload: { name: 'Pat', email: 'pat@example.com', orgCode: 'acme-lending' }, remoteAddress: nextIp() }, 200, 'api-chat-init');
      expect([init.chatMode, init.state]).toEqual(['agent', 'OPEN']);
      expect(Date.parse(init.expiration) - WITHIN_HOURS.getTime()).toBe(CHAT_LIMITS.liveTokenMs);
      const { rows } = await t.db.query<{ token_hash: string }>('select token_hash from chat_conversations where uuid = $1', [init.conversationSid]);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(init.token);

      clock = AFTER_HOURS;
      const after = await openChat(t);
      expect(after.chatMode).toBe('chatbot');
      clock = WITHIN_HOURS;
    });

    it("honours a forced chatMode outside production only", async () => {
      expect((await openChat(t, { chatMode: 'chatbot' })).chatMode).toBe('chatbot');
      const production = await startTestApp(databaseTargets().find((d) => d.kind === 'pglite')!, {
        now: () => WITHIN_HOURS,
        env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), PUBLIC_ORIGIN: 'https://apply.example.com', SANDBOX_PROVIDERS: 'allow' },
      });
      try {
        expect((await openChat(production, { chatMode: 'chatbot' })).chatMode).toBe('agent');
        // The agent picker's pick, like a forced mode, is a developer's: production takes no notice of it.
        const picked = await openChat(production, { agentChatId: randomUUID() });
        const { rows } = await production.db.query<{ assigned_staff_uuid: string | null }>('select assigned_staff_uuid from chat_conversations where uuid = $1', [picked.conversationId]);
        expect(rows).toEqual([{ assigned_staff_uuid: null }]);
        expect((await production.app.inject({ method: 'POST', url: chatApiRoutes.chatAgents.path({}) })).statusCode).toBe(404);
      } finally {
        await production.stop();
      }
    }, 60_000);

    it("refuses a name or email of 129 characters at the field with the spec's words, and stores nothing", async () => {
      const before = await countRows(t, 'chat_conversations');
      for (const field of ['name', 'email'] as const) {
        const value = field === 'name' ? 'N'.repeat(129) : `${'e'.repeat(129 - '@example.com'.length)}@example.com`;
        const res = await t.app.inject({ method: 'POST', url: chatApiRoutes.initWebChat.path({}), payload: { name: 'Pat', email: 'pat@example.com', [field]: value }, remoteAddress: nextIp() });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toEqual([expect.objectContaining({ pointer: `/${field}`, message: 'Cannot be more than 128 characters' })]);
      }
      expect(await countRows(t, 'chat_conversations')).toBe(before);
    });

    it("answers 404 for another person's conversation id, a forged token and no token, on every token route", async () => {
      const mine = await openChat(t);
      const theirs = await openChat(t);
      await ask(theirs.conversationId, theirs.headers, 'a question of theirs');
      const forged = { [CHAT_TOKEN_HEADER]: 'x'.repeat(43) };
      const id = theirs.conversationId;
      const attempts = (headers: Record<string, string>) => [
        history(id, headers),
        ask(id, headers, 'hello'),
        t.app.inject({ method: 'POST', url: chatApiRoutes.webChatInfo.path({}), headers, payload: { omniProxyChannelId: id } }),
        t.app.inject({ method: 'POST', url: chatApiRoutes.chatFeedback.path({}), headers, payload: { conversationId: id, questionId: randomUUID(), rating: 'UP' } }),
        t.app.inject({ method: 'POST', url: chatApiRoutes.chatAttachments.path({ conversationId: id }), headers: { ...headers, ...multipartHeaders }, payload: multipartBody([{ filename: 'a.txt', content: Buffer.from('hi') }]) }),
        t.app.inject({ method: 'GET', url: chatApiRoutes.chatAttachment.path({ conversationId: id, attachmentUuid: randomUUID() }), headers }),
        t.app.inject({ method: 'POST', url: chatApiRoutes.chatEnd.path({ conversationId: id }), headers }),
      ];
      for (const headers of [mine.headers, forged, {}]) {
        for (const res of await Promise.all(attempts(headers))) {
          expect(res.statusCode, res.body).toBe(404);
          expect(res.json().code).toBe('NOT_FOUND');
        }
      }
      // Nothing of theirs changed: still open, still their one question and its answer.
      const theirHistory = (await history(id, theirs.headers)).json();
      expect(theirHistory.state).toBe('OPEN');
      expect(theirHistory.messages.map((m: { participant: string }) => m.participant)).toEqual(['customer', 'chatbot']);
    });

    it('stores the same clientId once and answers the first reply again; history after a seq has exactly what came after', async () => {
      const chat = await openChat(t, { chatMode: 'chatbot' });
      const first = await ask(chat.conversationId, chat.headers, 'What is my next step?', 'c-1');
      expect(first.statusCode, first.body).toBe(200);
      expectSchema('api-chatbot-reply', first.json());
      const [question, reply] = first.json().messages;
      // The knowledge base's application-status entry; this conversation is tied to no one, so it says to sign in.
      expect([question.participant, question.seq, question.clientId, reply.participant, reply.seq, reply.text]).toEqual(['customer', 1, 'c-1', 'chatbot', 2, SIGN_IN_FIRST]);
      expect(reply.questionId).toMatch(/^[0-9a-f-]{36}$/);
      const again = await ask(chat.conversationId, chat.headers, 'What is my next step?', 'c-1');
      expect(again.json().messages).toEqual(first.json().messages);
      expect(await countRows(t, 'chat_messages', 'conversation_uuid = $1', [chat.conversationId])).toBe(2);

      await ask(chat.conversationId, chat.headers, 'second', 'c-2');
      await ask(chat.conversationId, chat.headers, 'third', 'c-3');
      const after = await expectAnswer(t, { method: 'GET', url: `${chatApiRoutes.chatHistory.path({ conversationId: chat.conversationId })}?afterSeq=2`, headers: chat.headers }, 200, 'api-chat-history');
      expect(after.messages.map((m: { seq: number; text: string }) => [m.seq, m.text])).toEqual([
        [3, 'second'],
        [4, DO_NOT_KNOW_WITHIN_HOURS],
        [5, 'third'],
        [6, DO_NOT_KNOW_WITHIN_HOURS],
      ]);
    });

    it('answers the last 20 messages, oldest first', async () => {
      const chat = await openChat(t, { chatMode: 'chatbot' });
      for (let i = 1; i <= 12; i += 1) await ask(chat.conversationId, chat.headers, `q${i}`, `q${i}`);
      const body = (await history(chat.conversationId, chat.headers)).json();
      expect(body.messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 5));
    });

    it("refuses an attachment of 5 MB + 1 byte and an .exe with the spec's words, keeps one of exactly 5 MB and serves it back as an attachment", async () => {
      const chat = await openChat(t);
      const send = (filename: string, content: Buffer) =>
        t.app.inject({ method: 'POST', url: chatApiRoutes.chatAttachments.path({ conversationId: chat.conversationId }), headers: { ...chat.headers, ...multipartHeaders }, payload: multipartBody([{ filename, content }]) });
      const over = await send('big.pdf', Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes + 1, 0x20));
      expect([over.statusCode, over.json().code, over.json().errors]).toEqual([400, 'ATTACHMENT_TOO_LARGE', ['Some files were not added because they exceed the 5MB size limit.']]);
      expect(over.headers.connection).toBe('close');
      const exe = await send('setup.exe', Buffer.from('MZ\x90\0'));
      expect([exe.statusCode, exe.json().code, exe.json().errors]).toEqual([400, 'ATTACHMENT_TYPE', ['Some files were not added because their type is not supported. You can send jpg, png, amr, mp3, mp4, pdf or txt files.']]);
      expect(await countRows(t, 'chat_attachments', 'conversation_uuid = $1', [chat.conversationId])).toBe(0);

      const exact = Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes, 0x41);
      const kept = await send('notes.txt', exact);
      expect(kept.statusCode, kept.body).toBe(201);
      expectSchema('api-chat-message', kept.json());
      expect(kept.json().attachment).toEqual({ attachmentUuid: expect.any(String), fileName: 'notes.txt', contentType: 'text/plain', sizeBytes: exact.length });
      const download = await t.app.inject({ method: 'GET', url: chatApiRoutes.chatAttachment.path({ conversationId: chat.conversationId, attachmentUuid: kept.json().attachment.attachmentUuid }), headers: chat.headers });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('text/plain');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
      expect(download.rawPayload.equals(exact)).toBe(true);
    }, 30_000);

    it("stores feedback on one of the conversation's chatbot replies only, and a thumbs-down needs a reason", async () => {
      const chat = await openChat(t, { chatMode: 'chatbot' });
      const reply = (await ask(chat.conversationId, chat.headers, 'Rates?', 'r-1')).json().messages[1];
      const feedback = (payload: object) => t.app.inject({ method: 'POST', url: chatApiRoutes.chatFeedback.path({}), headers: chat.headers, payload: { conversationId: chat.conversationId, questionId: reply.questionId, ...payload } });
      const noReason = await feedback({ rating: 'DOWN' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors).toEqual(['Please select a reason']);
      expect((await feedback({ rating: 'DOWN', reason: 'NOT_SPECIFIC', feedbackMessage: 'More about my loan' })).statusCode).toBe(204);
      expect((await feedback({ rating: 'UP' })).statusCode).toBe(204);
      const { rows } = await t.db.query('select rating, reason, feedback_message from chat_feedback where conversation_uuid = $1', [chat.conversationId]);
      expect(rows).toEqual([{ rating: 'UP', reason: null, feedback_message: null }]);
      const unknown = await t.app.inject({ method: 'POST', url: chatApiRoutes.chatFeedback.path({}), headers: chat.headers, payload: { conversationId: chat.conversationId, questionId: randomUUID(), rating: 'UP' } });
      expect(unknown.statusCode).toBe(404);
    });

    it('ties a signed-in applicant to their chat through a nonce (refreshed, another one refused) and never by the identityUuid sent', async () => {
      const user = await registerUser(t.app);
      const other = await registerUser(t.app);
      const issued = await expectAnswer(t, { method: 'POST', url: chatApiRoutes.webchatAuthenticate.path({}), headers: user.auth }, 200, 'api-webchat-nonce');
      expect(Date.parse(issued.expiresAt) - WITHIN_HOURS.getTime()).toBe(CHAT_LIMITS.nonceLifetimeMs);
      expect((await t.app.inject({ method: 'POST', url: chatApiRoutes.webchatAuthenticate.path({}) })).statusCode).toBe(401);
      const refreshed = await expectAnswer(t, { method: 'PUT', url: `${chatApiRoutes.webchatRefresh.path({})}?nonce=${issued.nonce}`, headers: user.auth }, 200, 'api-webchat-nonce');
      expect(refreshed.nonce).not.toBe(issued.nonce);
      expect((await t.app.inject({ method: 'PUT', url: `${chatApiRoutes.webchatRefresh.path({})}?nonce=${issued.nonce}`, headers: other.auth })).statusCode).toBe(404);

      const signedIn = await openChat(t, { nonce: refreshed.nonce });
      const claimed = await openChat(t, { identityUuid: other.uuid });
      const { rows } = await t.db.query<{ uuid: string; identity_uuid: string | null }>('select uuid, identity_uuid from chat_conversations where uuid = any($1::uuid[])', [[signedIn.conversationId, claimed.conversationId]]);
      const identityOf = Object.fromEntries(rows.map((r) => [r.uuid, r.identity_uuid]));
      expect(identityOf[signedIn.conversationId]).toBe(user.uuid);
      expect(identityOf[claimed.conversationId]).toBeNull();

      const bad = await t.app.inject({ method: 'POST', url: chatApiRoutes.initWebChat.path({}), payload: { name: 'Pat', email: 'pat@example.com', nonce: 'A'.repeat(43) }, remoteAddress: nextIp() });
      expect(bad.statusCode).toBe(401);
      const application = await t.app.inject({ method: 'POST', url: chatApiRoutes.initWebChat.path({}), payload: { name: 'Pat', email: 'pat@example.com', nonce: refreshed.nonce, applicationUuid: randomUUID() }, remoteAddress: nextIp() });
      expect(application.statusCode).toBe(404);
    });

    it('ends the conversation on End chat: history says CLOSED and a new message is refused', async () => {
      const chat = await openChat(t, { chatMode: 'chatbot' });
      expect((await t.app.inject({ method: 'POST', url: chatApiRoutes.chatEnd.path({ conversationId: chat.conversationId }), headers: chat.headers })).statusCode).toBe(204);
      expect((await history(chat.conversationId, chat.headers)).json().state).toBe('CLOSED');
      const refused = await ask(chat.conversationId, chat.headers, 'still there?');
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'CHAT_ENDED']);
    });

    it('a chatbot conversation is over 10 minutes after its last activity', async () => {
      clock = AFTER_HOURS;
      const chat = await openChat(t);
      await ask(chat.conversationId, chat.headers, 'hi', 'h-1');
      clock = new Date(AFTER_HOURS.getTime() + CHAT_LIMITS.chatbotSessionMs - 1000);
      expect((await history(chat.conversationId, chat.headers)).json().state).toBe('OPEN');
      clock = new Date(AFTER_HOURS.getTime() + CHAT_LIMITS.chatbotSessionMs);
      expect((await history(chat.conversationId, chat.headers)).json().state).toBe('CLOSED');
      const { rows } = await t.db.query<{ state: string }>('select state from chat_conversations where uuid = $1', [chat.conversationId]);
      expect(rows[0]!.state).toBe('CLOSED');
      clock = WITHIN_HOURS;
    });
  });
}

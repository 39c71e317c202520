// Chat retention (docs/developers/chat.md "Data and retention") on both databases: the hourly
// maintenance job's chat part closes conversations that ran out of time and deletes those ended
// more than the brand's chat.retentionDays ago (default 365) with their messages, attachments and
// feedback; younger and open ones stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { CHAT_LIMITS } from '../../src/core/chat/limits';
import { runChatRetention } from '../../src/server/services/chat/retention';
import { countRows } from './api-contract';
import { databaseTargets, startTestApp, type TestApp } from './harness';
import { multipartBody, multipartHeaders, openChat } from './chat-helpers';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2025-11-03T17:30:00Z'); // a Monday, 09:30 PT

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`chat retention (${target.kind})`, () => {
    let t: TestApp;
    let clock = START;
    beforeAll(async () => {
      t = await startTestApp(target, { now: () => clock, rateLimitMax: { 'chat-start-ip': 10_000 } });
    }, 60_000);
    afterAll(async () => t?.stop());

    const retention = () => runChatRetention({ db: t.db, orgs: t.ctx.orgs, chat: t.ctx.chat, now: () => clock });
    const end = (chat: { conversationId: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: chatApiRoutes.chatEnd.path({ conversationId: chat.conversationId }), headers: chat.headers });

    it("deletes conversations ended more than the brand's retentionDays ago, with their messages, attachments and feedback, and keeps the rest", async () => {
      expect(t.ctx.orgs.require('acme-lending').view.chat.retentionDays).toBe(365);
      clock = START;
      const old = await openChat(t, { chatMode: 'chatbot' });
      const asked = await t.app.inject({ method: 'POST', url: chatApiRoutes.chatWithAutobot.path({}), headers: old.headers, payload: { conversationId: old.conversationId, message: 'old question' } });
      const questionId = asked.json().messages[1].questionId as string;
      expect((await t.app.inject({ method: 'POST', url: chatApiRoutes.chatFeedback.path({}), headers: old.headers, payload: { conversationId: old.conversationId, questionId, rating: 'UP' } })).statusCode).toBe(204);
      const file = await t.app.inject({ method: 'POST', url: chatApiRoutes.chatAttachments.path({ conversationId: old.conversationId }), headers: { ...old.headers, ...multipartHeaders }, payload: multipartBody([{ filename: 'a.txt', content: Buffer.from('old') }]) });
      expect(file.statusCode).toBe(201);
      expect((await end(old)).statusCode).toBe(204);

      clock = new Date(START.getTime() + 2 * DAY);
      const younger = await openChat(t);
      expect((await end(younger)).statusCode).toBe(204);
      const open = await openChat(t);

      // 365 days after the old one ended: not yet more than 365.
      clock = new Date(START.getTime() + 365 * DAY);
      expect((await retention()).deleted).toBe(0);
      clock = new Date(START.getTime() + 365 * DAY + 60_000);
      expect(await retention()).toEqual({ closed: 0, deleted: 1 });

      expect(await countRows(t, 'chat_conversations', 'uuid = $1', [old.conversationId])).toBe(0);
      for (const table of ['chat_messages', 'chat_attachments', 'chat_feedback']) expect(await countRows(t, table, 'conversation_uuid = $1', [old.conversationId])).toBe(0);
      expect(await countRows(t, 'chat_conversations', 'uuid = any($1::uuid[])', [[younger.conversationId, open.conversationId]])).toBe(2);
      // The open one's live token ran out long ago: closed now, ended at its token's end, kept for a year from then.
      const { rows } = await t.db.query<{ state: string; ended_at: Date }>('select state, ended_at from chat_conversations where uuid = $1', [open.conversationId]);
      expect(rows[0]!.state).toBe('CLOSED');
      expect(new Date(rows[0]!.ended_at).getTime()).toBe(START.getTime() + 2 * DAY + CHAT_LIMITS.liveTokenMs);
    });
  });
}

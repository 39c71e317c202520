// The chat socket over a real port on both databases (docs/developers/chat.md "The socket"): auth
// within 5 s or 4401, another person's token or another brand's conversation 4401, bad frames 4400,
// one message per clientId, typing to the other side only (the draft to staff alone), a resume
// after a seq answering exactly the missed messages, staff's inbox frames for their brands only,
// End chat as a CLOSED state then 4410, and 1001 'going away' when the server stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { CHAT_CLOSE } from '../../src/core/chat/protocol';
import { CHAT_LIMITS } from '../../src/core/chat/limits';
import { countRows } from './api-contract';
import { databaseTargets, startTestApp, type TestApp } from './harness';
import { connectSocket, listeningOrigin, openChat, staffMember, type TestSocket } from './chat-helpers';

const WITHIN_HOURS = new Date('2026-12-02T17:30:00Z');

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`chat socket (${target.kind})`, () => {
    let t: TestApp;
    let origin: string;
    const sockets: TestSocket[] = [];
    beforeAll(async () => {
      t = await startTestApp(target, { now: () => WITHIN_HOURS, rateLimitMax: { 'chat-start-ip': 10_000 } });
      origin = await listeningOrigin(t);
    }, 60_000);
    afterAll(async () => {
      for (const s of sockets) s.close();
      await t?.stop();
    });
    const connect = async () => {
      const socket = await connectSocket(origin);
      sockets.push(socket);
      return socket;
    };
    const customer = async (extra: Record<string, unknown> = {}) => {
      const chat = await openChat(t, extra);
      const socket = await connect();
      socket.send({ type: 'auth', token: chat.token });
      const ready = await socket.next((f) => f.type === 'ready');
      return { chat, socket, ready };
    };

    it('answers ready with the conversation, then stores a message once per clientId and sends it back with its seq', async () => {
      const { chat, socket, ready } = await customer();
      expect(ready).toEqual({ type: 'ready', conversationId: chat.conversationId, chatMode: 'agent', state: 'OPEN', messages: [] });
      socket.send({ type: 'message', clientId: 'm-1', text: 'Hello, anyone there?' });
      const echoed = await socket.next((f) => f.type === 'message');
      expect([echoed.message!.seq, echoed.message!.participant, echoed.message!.clientId, echoed.message!.text]).toEqual([1, 'customer', 'm-1', 'Hello, anyone there?']);
      socket.send({ type: 'message', clientId: 'm-1', text: 'Hello, anyone there?' });
      socket.send({ type: 'message', clientId: 'm-2', text: 'second' });
      const next = await socket.next((f) => f.type === 'message');
      expect([next.message!.seq, next.message!.clientId]).toEqual([2, 'm-2']);
      expect(await countRows(t, 'chat_messages', 'conversation_uuid = $1', [chat.conversationId])).toBe(2);
    });

    it("closes 4401 for another person's token, a forged one, a staff token that is not one, and a socket that says nothing for 5 s", async () => {
      for (const frame of [{ type: 'auth', token: 'x'.repeat(43) }, { type: 'auth', staffToken: 'a.b.c' }, { type: 'auth' }, { type: 'message', clientId: 'x', text: 'no auth' }]) {
        const socket = await connect();
        socket.send(frame);
        expect((await socket.closed).code).toBe(CHAT_CLOSE.unauthorized);
      }
      const silent = await connect();
      const opened = Date.now();
      expect((await silent.closed).code).toBe(CHAT_CLOSE.unauthorized);
      expect(Date.now() - opened).toBeGreaterThanOrEqual(CHAT_LIMITS.socketAuthMs - 100);
    }, 20_000);

    it("closes 4400 for a frame that is not JSON or not a valid frame, and 4401 for a customer naming another's conversation", async () => {
      const { socket } = await customer();
      socket.ws.send('not json');
      expect((await socket.closed).code).toBe(CHAT_CLOSE.badFrame);
      const second = await customer();
      second.socket.send({ type: 'message', clientId: 'x', text: 'y'.repeat(2001) });
      expect((await second.socket.closed).code).toBe(CHAT_CLOSE.badFrame);
      const other = await openChat(t);
      const third = await customer();
      third.socket.send({ type: 'message', conversationId: other.conversationId, clientId: 'x', text: 'hi' });
      expect((await third.socket.closed).code).toBe(CHAT_CLOSE.unauthorized);
      expect(await countRows(t, 'chat_messages', 'conversation_uuid = $1', [other.conversationId])).toBe(0);
    });

    it('a reconnect that resumes after a seq gets exactly the messages it missed, in order', async () => {
      const { chat, socket } = await customer();
      socket.send({ type: 'message', clientId: 'r-1', text: 'one' });
      await socket.next((f) => f.type === 'message' && f.message?.seq === 1);
      socket.close();
      await socket.closed;
      // Sent while the first socket is gone: from another tab of the same conversation.
      const other = await connect();
      other.send({ type: 'auth', token: chat.token });
      await other.next((f) => f.type === 'ready');
      for (const [i, text] of ['two', 'three', 'four'].entries()) {
        other.send({ type: 'message', clientId: `r-${i + 2}`, text });
        await other.next((f) => f.type === 'message' && f.message?.clientId === `r-${i + 2}`);
      }
      const back = await connect();
      back.send({ type: 'auth', token: chat.token });
      await back.next((f) => f.type === 'ready');
      back.send({ type: 'resume', afterSeq: 1 });
      const missed = [await back.next((f) => f.type === 'message'), await back.next((f) => f.type === 'message'), await back.next((f) => f.type === 'message')];
      expect(missed.map((f) => [f.message!.seq, f.message!.text])).toEqual([
        [2, 'two'],
        [3, 'three'],
        [4, 'four'],
      ]);
      expect(back.pending().filter((f) => f.type === 'message')).toEqual([]);
    });

    it("gives staff inbox frames for their brands only, the customer's typing with its draft, and the customer an agent's reply and typing without text", async () => {
      const acme = await staffMember(t, ['acme-lending']);
      const staff = await connect();
      staff.send({ type: 'auth', staffToken: acme.token });
      await staff.next((f) => f.type === 'ready');
      const fairway = await openChat(t, { orgCode: 'fairway' });
      const { chat, socket } = await customer();
      const inbox = await staff.next((f) => f.type === 'inbox' && f.conversation?.conversationId === chat.conversationId);
      expect(inbox.conversation).toMatchObject({ orgCode: 'acme-lending', friendlyName: 'Pat Customer', chatMode: 'agent', state: 'OPEN' });
      expect(staff.pending().some((f) => f.conversation?.conversationId === fairway.conversationId)).toBe(false);

      staff.send({ type: 'subscribe', conversationId: chat.conversationId });
      socket.send({ type: 'typing', preview: 'I wonder about my ra' });
      const typing = await staff.next((f) => f.type === 'typing');
      expect(typing).toEqual({ type: 'typing', conversationId: chat.conversationId, participant: 'customer', preview: 'I wonder about my ra' });
      socket.send({ type: 'message', clientId: 'c-1', text: 'What is my rate?' });
      expect((await staff.next((f) => f.type === 'message')).message!.text).toBe('What is my rate?');
      const waiting = await staff.next((f) => f.type === 'inbox' && f.conversation?.conversationId === chat.conversationId);
      expect(waiting.conversation?.waitingForAgent).toBe(true);

      staff.send({ type: 'typing', conversationId: chat.conversationId });
      expect(await socket.next((f) => f.type === 'typing')).toEqual({ type: 'typing', conversationId: chat.conversationId, participant: 'agent' });
      staff.send({ type: 'message', conversationId: chat.conversationId, clientId: 's-1', text: 'Let me look.' });
      const reply = await socket.next((f) => f.type === 'message' && f.message?.participant === 'agent');
      expect([reply.message!.text, reply.message!.authorName, reply.message!.seq]).toEqual(['Let me look.', 'Robin', 2]);
      expect(await countRows(t, 'staff_audit', "staff_uuid = $1 and action = 'chat-reply'", [acme.uuid])).toBe(1);

      // Another brand's conversation is someone else's: the socket closes as a 404 would on HTTP.
      staff.send({ type: 'subscribe', conversationId: fairway.conversationId });
      expect((await staff.closed).code).toBe(CHAT_CLOSE.unauthorized);
    });

    it("ends with a CLOSED state frame and 4410 when the customer ends the chat over HTTP", async () => {
      const { chat, socket } = await customer();
      const res = await t.app.inject({ method: 'POST', url: chatApiRoutes.chatEnd.path({ conversationId: chat.conversationId }), headers: chat.headers });
      expect(res.statusCode).toBe(204);
      expect(await socket.next((f) => f.type === 'state')).toEqual({ type: 'state', conversationId: chat.conversationId, chatMode: 'agent', state: 'CLOSED' });
      expect((await socket.closed).code).toBe(CHAT_CLOSE.ended);
    });
  });
}

describe('chat socket when the server stops', () => {
  it("says 'going away' (1001) to every socket so its client reconnects", async () => {
    const t = await startTestApp(databaseTargets()[0]!, { now: () => WITHIN_HOURS });
    try {
      const origin = await listeningOrigin(t);
      const chat = await openChat(t);
      const socket = await connectSocket(origin);
      socket.send({ type: 'auth', token: chat.token });
      await socket.next((f) => f.type === 'ready');
      const stopping = t.close();
      expect((await socket.closed).code).toBe(1001);
      await stopping;
    } finally {
      await t.db.close();
    }
  }, 60_000);
});

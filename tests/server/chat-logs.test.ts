// Chat text, names and emails never in logs (docs/developers/chat.md "Data and retention"): a real
// port, the logger at trace into a captured stream, canary values sent through every chat path —
// the pre-chat form (also refused at 129 characters), messages over HTTP and the socket, a staff
// reply, the typing draft, an attachment's name (also a refused one), feedback's text, frames that
// are refused — and none of them in any log line, plainly or URL-encoded.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../src/core/contract/chat-routes';
import { CHAT_CLOSE } from '../../src/core/chat/protocol';
import { databaseTargets, startTestApp, type TestApp } from './harness';
import { connectSocket, listeningOrigin, multipartBody, multipartHeaders, staffMember } from './chat-helpers';

const canary = {
  name: 'Vantrelquist Oomberfeld',
  email: 'vantrelquist.oomberfeld@canarymail.example',
  message: 'Glorbinwhistle question about my Zentrapple loan',
  reply: 'Quillimaxen answer from the agent',
  draft: 'Snorvelbrand draft being typed',
  fileName: 'Vantrelquist-bank-statement.pdf',
  refusedFile: 'Oomberfeld-setup.exe',
  feedback: 'Plimbertrox feedback text',
  badFrame: 'Wuzzlegrond not json',
};

const forbidden = Object.values(canary).flatMap((s) => [s, encodeURIComponent(s), ...s.split(/[\s.@-]+/).filter((word) => word.length >= 9)]);

describe('chat log privacy (pglite)', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp(databaseTargets()[0]!, { logger: { level: 'trace', stream }, now: () => new Date('2026-12-02T17:30:00Z') });
  }, 60_000);
  afterAll(async () => t?.stop());

  it('keeps every canary out of every log line', async () => {
    const origin = await listeningOrigin(t);
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) => fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    const tooLong = await post(chatApiRoutes.initWebChat.path({}), { name: `${canary.name} ${'x'.repeat(128)}`, email: canary.email });
    expect(tooLong.status).toBe(400);
    const init = await post(chatApiRoutes.initWebChat.path({}), { name: canary.name, email: canary.email, orgCode: 'acme-lending', initialMessage: canary.message });
    expect(init.status).toBe(200);
    const { token, conversationSid: conversationId } = (await init.json()) as { token: string; conversationSid: string };
    const headers = { [CHAT_TOKEN_HEADER]: token };

    const staff = await staffMember(t, ['acme-lending'], canary.name);
    const staffSocket = await connectSocket(origin);
    staffSocket.send({ type: 'auth', staffToken: staff.token });
    await staffSocket.next((f) => f.type === 'ready');
    staffSocket.send({ type: 'subscribe', conversationId });

    const socket = await connectSocket(origin);
    socket.send({ type: 'auth', token });
    await socket.next((f) => f.type === 'ready');
    socket.send({ type: 'typing', preview: canary.draft });
    await staffSocket.next((f) => f.type === 'typing');
    socket.send({ type: 'message', clientId: 'k-1', text: canary.message });
    await staffSocket.next((f) => f.type === 'message' && f.message?.clientId === 'k-1');
    staffSocket.send({ type: 'message', conversationId, clientId: 's-1', text: canary.reply });
    await socket.next((f) => f.type === 'message' && f.message?.participant === 'agent');

    const upload = (filename: string) =>
      fetch(`${origin}${chatApiRoutes.chatAttachments.path({ conversationId })}`, { method: 'POST', headers: { ...headers, ...multipartHeaders }, body: new Uint8Array(multipartBody([{ filename, content: Buffer.from('%PDF-1.4 canary') }])) });
    expect((await upload(canary.fileName)).status).toBe(201);
    expect((await upload(canary.refusedFile)).status).toBe(400);

    const bot = await post(chatApiRoutes.initWebChat.path({}), { name: canary.name, email: canary.email, chatMode: 'chatbot' });
    const botChat = (await bot.json()) as { token: string; conversationSid: string };
    const asked = await post(chatApiRoutes.chatWithAutobot.path({}), { conversationId: botChat.conversationSid, message: canary.message }, { [CHAT_TOKEN_HEADER]: botChat.token });
    const reply = ((await asked.json()) as { messages: Array<{ questionId?: string }> }).messages[1]!;
    const rated = await post(chatApiRoutes.chatFeedback.path({}), { conversationId: botChat.conversationSid, questionId: reply.questionId, rating: 'DOWN', reason: 'OTHER', feedbackMessage: canary.feedback }, { [CHAT_TOKEN_HEADER]: botChat.token });
    expect(rated.status).toBe(204);
    // Another's conversation named with a canary in the body: refused, and the refusal logged without it.
    const refused = await post(chatApiRoutes.chatWithAutobot.path({}), { conversationId, message: canary.message }, { [CHAT_TOKEN_HEADER]: botChat.token });
    expect(refused.status).toBe(404);

    socket.ws.send(canary.badFrame);
    expect((await socket.closed).code).toBe(CHAT_CLOSE.badFrame);
    staffSocket.close();
    await staffSocket.closed;

    const log = lines.join('');
    expect(log).toContain('chat started');
    expect(log).toContain(conversationId);
    for (const secret of forbidden) expect(log.includes(secret), `log holds "${secret}"`).toBe(false);
  }, 30_000);
});

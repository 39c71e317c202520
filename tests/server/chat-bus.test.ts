// The chat bus's listening connection on PostgreSQL is its own and comes back (store/db.ts,
// store/chat-bus.ts): terminated by the database, it reconnects, and a socket misses nothing —
// what was stored while it was away arrives through the catch-up, what comes after through NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { LISTEN_APPLICATION_NAME } from '../../src/server/store/db';
import { databaseTargets, startTestApp, type TestApp } from './harness';
import { waitFor } from './process';
import { connectSocket, listeningOrigin, openChat } from './chat-helpers';

const target = databaseTargets().find((d) => d.kind === 'postgres')!;

describe.skipIf(target.skip)('chat bus on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date('2026-12-02T17:30:00Z') });
  }, 60_000);
  afterAll(async () => t?.stop());

  const listener = async () => {
    const { rows } = await t.db.query<{ pid: number }>("select pid from pg_stat_activity where application_name = $1 and query ilike 'listen %'", [`${LISTEN_APPLICATION_NAME}-${process.pid}`]);
    return rows.map((r) => r.pid);
  };

  it('reconnects its LISTEN after the database drops it, and the socket gets every message in order', async () => {
    const origin = await listeningOrigin(t);
    const chat = await openChat(t, { chatMode: 'chatbot' });
    const socket = await connectSocket(origin);
    socket.send({ type: 'auth', token: chat.token });
    await socket.next((f) => f.type === 'ready');
    const ask = (message: string) => t.app.inject({ method: 'POST', url: chatApiRoutes.chatWithAutobot.path({}), headers: chat.headers, payload: { conversationId: chat.conversationId, message, clientId: message } });

    const [before] = await listener();
    expect(before).toBeGreaterThan(0);
    await t.db.query('select pg_terminate_backend($1)', [before]);
    // Terminating is a signal: wait until that backend is gone, so the next NOTIFY cannot reach it.
    await waitFor(async () => ((await listener()).includes(before!) ? undefined : true), 'the listening backend gone', 15_000, 10);
    // Stored while the listening connection is gone (or coming back).
    expect((await ask('during')).statusCode).toBe(200);
    const during = [await socket.next((f) => f.type === 'message'), await socket.next((f) => f.type === 'message')];
    expect(during.map((f) => [f.message!.seq, f.message!.participant])).toEqual([
      [1, 'customer'],
      [2, 'chatbot'],
    ]);
    const after = await waitFor(async () => (await listener()).find((pid) => pid !== before), 'the listening connection back', 15_000);
    expect(after).not.toBe(before);
    expect((await ask('after')).statusCode).toBe(200);
    expect((await socket.next((f) => f.type === 'message' && f.message?.seq === 3)).message!.text).toBe('after');
    socket.close();
  }, 30_000);
});

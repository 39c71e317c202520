// Chat across servers (issue 25 item 7, docs/developers/chat.md "Several servers"): two real server
// processes on one PostgreSQL database (a fresh one, dropped afterwards). A socket on server A
// receives what is sent over HTTP and over a socket on server B — through NOTIFY chat_events and
// each server's own LISTEN — and a SIGTERM on A says 'going away' (1001) to its sockets.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../src/core/contract/chat-routes';
import { connectSocket } from './chat-helpers';
import { listeningUrl, startServer, type Running } from './process';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn('Chat across servers skipped: DATABASE_URL is not set (it needs PostgreSQL)');

// This suite's own ports (4111-4119 are the chat server work's).
const PORTS = ['4111', '4112'];

const started: Running[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('chat on two servers sharing one PostgreSQL', () => {
  it.skipIf(!databaseUrl)("a socket on server A gets the messages sent over HTTP and over a socket on server B, and A's SIGTERM says 1001", async () => {
    const name = `h_chat_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chat-servers-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    // One after the other: the second finds the migrations done.
    const a = startServer(dataDir, { DATABASE_URL: url.toString(), PORT: PORTS[0] });
    started.push(a);
    const baseA = await listeningUrl(a);
    const b = startServer(dataDir, { DATABASE_URL: url.toString(), PORT: PORTS[1] });
    started.push(b);
    const baseB = await listeningUrl(b);
    expect(baseA).not.toBe(baseB);

    // The conversation is opened on B (a forced chatbot mode: the chatbot answers over HTTP).
    const init = await post(`${baseB}${chatApiRoutes.initWebChat.path({})}`, { name: 'Pat Customer', email: 'pat@example.com', orgCode: 'acme-lending', chatMode: 'chatbot' });
    expect(init.status).toBe(200);
    const { token, conversationSid: conversationId } = (await init.json()) as { token: string; conversationSid: string };

    const onA = await connectSocket(baseA);
    onA.send({ type: 'auth', token });
    expect((await onA.next((f) => f.type === 'ready')).conversationId).toBe(conversationId);

    const asked = await post(`${baseB}${chatApiRoutes.chatWithAutobot.path({})}`, { conversationId, message: 'Sent to server B', clientId: 'b-http-1' }, { [CHAT_TOKEN_HEADER]: token });
    expect(asked.status).toBe(200);
    const question = await onA.next((f) => f.type === 'message' && f.message?.seq === 1);
    const answer = await onA.next((f) => f.type === 'message' && f.message?.seq === 2);
    expect([question.message!.text, question.message!.participant, answer.message!.participant]).toEqual(['Sent to server B', 'customer', 'chatbot']);

    const onB = await connectSocket(baseB);
    onB.send({ type: 'auth', token });
    await onB.next((f) => f.type === 'ready');
    onB.send({ type: 'message', clientId: 'b-socket-1', text: 'And over B’s socket' });
    const fromSocket = await onA.next((f) => f.type === 'message' && f.message?.clientId === 'b-socket-1');
    expect(fromSocket.message!.text).toBe('And over B’s socket');

    a.child.kill('SIGTERM');
    expect((await onA.closed).code).toBe(1001);
    expect(await a.exited).toBe(0);
    onB.close();
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  }, 180_000);
});

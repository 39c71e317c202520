// What the chat suites share: opening a conversation over HTTP, a multipart attachment body, and a
// WebSocket client that hands frames over as awaited events (no sleeps).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../src/core/contract/chat-routes';
import type { ChatServerFrame } from '../../src/core/chat/protocol';
import type { TestApp } from './harness';
import { nextIp } from './harness';

export const BOUNDARY = '----chat-test-boundary-51c2';
export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

export function multipartBody(files: Array<{ filename: string; content: Buffer; contentType?: string }>, fields: Record<string, string> = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export interface Opened {
  token: string;
  conversationId: string;
  chatMode: 'agent' | 'chatbot';
  headers: Record<string, string>;
}

/** initWebChat as the pre-chat form sends it; `extra` adds or overrides fields. */
export async function openChat(t: TestApp, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Opened> {
  const res = await t.app.inject({
    method: 'POST',
    url: chatApiRoutes.initWebChat.path({}),
    headers,
    payload: { name: 'Pat Customer', email: `pat-${randomUUID().slice(0, 8)}@example.com`, orgCode: 'acme-lending', ...extra },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`initWebChat failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; conversationSid: string; chatMode: 'agent' | 'chatbot' };
  return { token: body.token, conversationId: body.conversationSid, chatMode: body.chatMode, headers: { [CHAT_TOKEN_HEADER]: body.token } };
}

export async function listeningOrigin(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A socket whose frames are awaited one by one, and whose close is awaited with its code. */
export interface TestSocket {
  ws: WebSocket;
  send(frame: unknown): void;
  /** The next frame matching `accept` (frames before it that do not match are dropped). */
  next(accept?: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  /** Frames received and not yet taken. */
  pending(): ChatServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function connectSocket(origin: string, path = chatApiRoutes.chatSocket.path({})): Promise<TestSocket> {
  const ws = new WebSocket(origin.replace(/^http/, 'ws') + path);
  const queue: ChatServerFrame[] = [];
  const waiters: Array<{ accept: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }> = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    const at = waiters.findIndex((w) => w.accept(frame));
    if (at >= 0) waiters.splice(at, 1)[0]!.resolve(frame);
    else queue.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(accept = () => true, timeoutMs = 10_000) {
      const at = queue.findIndex(accept);
      if (at >= 0) return Promise.resolve(queue.splice(at, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; pending: ${JSON.stringify(queue)}`)), timeoutMs);
        waiters.push({ accept, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      });
    },
    pending: () => [...queue],
    closed,
    close: () => ws.close(),
  };
}

/** A staff member of `orgs` ([]: every brand) and a live staff token, without the sign-in's hashing round trip. */
export async function staffMember(t: TestApp, orgs: string[], name = 'Robin Agent'): Promise<{ uuid: string; token: string }> {
  const { addStaff } = await import('../../scripts/staff-add');
  const { repoRoot } = await import('../core/helpers');
  const path = await import('node:path');
  const account = await addStaff(t.db, { email: `agent-${randomUUID().slice(0, 8)}@staff.example`, name, orgs, password: 'Quartz-Lantern-83!' }, path.join(repoRoot, 'brands'));
  return { uuid: account.uuid, token: await t.ctx.staffTokens.issue(account.uuid) };
}

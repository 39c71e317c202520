// Issue 25 item 7's bench: the status read's latency while one server holds 200 open chat sockets
// (each authenticated, pinged every 10 s, listening on the bus), beside the same read with none.
// Printed with the other server figures, not asserted.
import WebSocket from 'ws';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';

export const CHAT_SOCKETS = 200;

/** `n` conversations opened over HTTP, each with a socket that sent its auth frame and got `ready`. */
export async function openChatSockets(url: string, n = CHAT_SOCKETS): Promise<{ close(): Promise<void> }> {
  const sockets: WebSocket[] = [];
  const open = async (i: number): Promise<void> => {
    const res = await fetch(url + chatApiRoutes.initWebChat.path({}), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${i}`, email: `bench-chat-${i}@example.com`, orgCode: 'acme-lending', chatMode: 'twilio' }),
    });
    if (res.status !== 200) throw new Error(`initWebChat failed: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    const ws = new WebSocket(url.replace(/^http/, 'ws') + chatApiRoutes.chatSocket.path({}));
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.once('message', () => resolve());
    });
  };
  // Ten at a time: the opening is not what is measured.
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, k) => open(i + k)));
  return {
    async close() {
      await Promise.all(sockets.map((ws) => new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : (ws.once('close', () => resolve()), ws.close())))));
    },
  };
}

// The customer's chat socket (docs/developers/chat.md): open, send the auth frame, wait for
// `ready`, then `resume` after the last seq held; on a close other than 4401 (token refused) or
// 4410 (conversation over) reconnect with backoff. Frames go out only once ready; the caller keeps
// what could not go (its outbox) and resends it when the status is 'connected' again.
import type { ChatClientFrame, ChatServerFrame } from '../../../core/chat/protocol';
import { closeOutcome, reconnectDelayMs } from './chat-rules';

export type SocketStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export interface SocketHandlers {
  onStatus(status: SocketStatus): void;
  onFrame(frame: ChatServerFrame): void;
  /** The server closed with 4410: the conversation is over. */
  onEnded(): void;
  /** The server closed with 4401: this token is not (or no longer) valid. */
  onUnauthorized(): void;
}

export interface ChatSocket {
  /** False when the socket is not ready: the caller keeps the frame for later. */
  send(frame: ChatClientFrame): boolean;
  stop(): void;
}

export function openChatSocket(url: string, token: string, afterSeq: () => number, handlers: SocketHandlers): ChatSocket {
  let socket: WebSocket | undefined;
  let ready = false;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    ready = false;
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'auth', token } satisfies ChatClientFrame)));
    ws.addEventListener('message', (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        ready = true;
        attempt = 0;
        const seq = afterSeq();
        // What arrived while away (ready carries the last 20; resume every one after ours).
        if (seq > 0) ws.send(JSON.stringify({ type: 'resume', afterSeq: seq } satisfies ChatClientFrame));
        handlers.onFrame(frame);
        handlers.onStatus('connected');
        return;
      }
      handlers.onFrame(frame);
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      ready = false;
      socket = undefined;
      if (stopped) return;
      const outcome = closeOutcome(event.code);
      if (outcome === 'ended') {
        stopped = true;
        handlers.onStatus('stopped');
        return handlers.onEnded();
      }
      if (outcome === 'unauthorized') {
        stopped = true;
        handlers.onStatus('stopped');
        return handlers.onUnauthorized();
      }
      handlers.onStatus('reconnecting');
      timer = setTimeout(connect, reconnectDelayMs(attempt++));
    });
  };

  handlers.onStatus('connecting');
  connect();
  return {
    send(frame) {
      if (!ready || socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
      socket = undefined;
    },
  };
}

// The chat socket's line (docs/developers/chat.md, the socket), for the customer's window and the
// staff inbox alike: open, send the auth frame, wait for `ready` (the server reads nothing before
// it), then let the caller send what comes first (resume, subscribe); after a close the caller does
// not stop on, open again with a growing pause. Frames go out only while ready: `send` says false
// otherwise, and the caller keeps the frame for later.
import type { ChatClientFrame, ChatServerFrame } from '../../core/chat/protocol';
import { chatApiRoutes } from '../../core/contract/chat-routes';

export type LineStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export interface ChatLineOptions {
  url: string;
  /** The first frame; none (signed out) leaves the line closed. */
  auth: () => ChatClientFrame | undefined;
  /** Right after `ready`, before anything else hears it: what this side sends first. */
  onReady?: (send: (frame: ChatClientFrame) => void) => void;
  onFrame(frame: ChatServerFrame): void;
  onStatus(status: LineStatus): void;
  /** A close code after which the line stays closed (then onStopped hears it). */
  stopsOn(code: number): boolean;
  onStopped?(code: number): void;
}

export interface ChatLine {
  /** False when the line is not ready: the caller keeps the frame for later. */
  send(frame: ChatClientFrame): boolean;
  stop(): void;
}

/** The pause before reconnect attempt `attempt` (0-based): 0.5 s doubling to at most 10 s (a restart is back soon). */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** Math.max(0, attempt), 10_000);
}

/** The chat socket's address on this page's host. */
export function chatSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${chatApiRoutes.chatSocket.path({})}`;
}

const parse = (data: unknown): ChatServerFrame | undefined => {
  try {
    return JSON.parse(String(data)) as ChatServerFrame;
  } catch {
    return undefined;
  }
};

export function openChatLine(options: ChatLineOptions): ChatLine {
  let socket: WebSocket | undefined;
  let ready = false;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const first = options.auth();
    if (!first) return;
    ready = false;
    const ws = new WebSocket(options.url);
    socket = ws;
    ws.addEventListener('open', () => ws.send(JSON.stringify(first)));
    ws.addEventListener('message', (event) => {
      const frame = parse(event.data);
      if (!frame) return;
      if (frame.type !== 'ready') return options.onFrame(frame);
      ready = true;
      attempt = 0;
      options.onReady?.((next) => ws.send(JSON.stringify(next)));
      options.onFrame(frame);
      options.onStatus('connected');
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      ready = false;
      socket = undefined;
      if (stopped) return;
      if (options.stopsOn(event.code)) {
        stopped = true;
        options.onStatus('stopped');
        return options.onStopped?.(event.code);
      }
      options.onStatus('reconnecting');
      timer = setTimeout(connect, reconnectDelayMs(attempt++));
    });
  };

  options.onStatus('connecting');
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

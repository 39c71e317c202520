// The customer's chat socket (docs/developers/chat.md) on the shared line (lib/chat-line): the
// token's auth frame, then `resume` after the last seq held once `ready` answers; it stays closed
// after 4401 (token refused) or 4410 (conversation over) and reconnects after anything else. The
// caller keeps what could not go (its outbox) and resends it when the status is 'connected' again.
import type { ChatClientFrame, ChatServerFrame } from '../../../core/chat/protocol';
import { openChatLine, type ChatLine, type LineStatus } from '../../lib/chat-line';
import { closeOutcome } from './chat-rules';

export type SocketStatus = LineStatus;

export interface SocketHandlers {
  onStatus(status: SocketStatus): void;
  onFrame(frame: ChatServerFrame): void;
  /** The server closed with 4410: the conversation is over. */
  onEnded(): void;
  /** The server closed with 4401: this token is not (or no longer) valid. */
  onUnauthorized(): void;
}

export type ChatSocket = ChatLine;

export function openChatSocket(url: string, token: string, afterSeq: () => number, handlers: SocketHandlers): ChatSocket {
  return openChatLine({
    url,
    auth: (): ChatClientFrame => ({ type: 'auth', token }),
    onReady(send) {
      // What arrived while away (ready carries the last 20; resume every one after ours).
      const seq = afterSeq();
      if (seq > 0) send({ type: 'resume', afterSeq: seq });
    },
    onFrame: handlers.onFrame,
    onStatus: handlers.onStatus,
    stopsOn: (code) => closeOutcome(code) !== 'reconnect',
    onStopped: (code) => (closeOutcome(code) === 'ended' ? handlers.onEnded() : handlers.onUnauthorized()),
  });
}

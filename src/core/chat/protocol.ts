// The chat socket's frames (docs/developers/chat.md), typed from their schemas. A client's first
// frame is `auth`; the server answers `ready` with the conversation's recent messages, or closes.
import type { ApiChatClientFrame } from '../../generated/types/api-chat-client-frame';
import type { ApiChatServerFrame } from '../../generated/types/api-chat-server-frame';
import type { ApiChatMessage } from '../../generated/types/api-chat-message';

export type { ApiChatClientFrame as ChatClientFrame, ApiChatServerFrame as ChatServerFrame, ApiChatMessage as ChatMessage };

/** WebSocket close codes the server uses (4000-4999 are the application's). */
export const CHAT_CLOSE = {
  /** No auth frame within CHAT_LIMITS.socketAuthMs, or a token that is not valid (another's, expired, forged). */
  unauthorized: 4401,
  /** The conversation ended (closed by either side or expired); the client shows the ended panel. */
  ended: 4410,
  /** The socket reached its 12-hour lifetime; the client reconnects. */
  lifetime: 4408,
  /** A frame that is not valid JSON or not a valid frame. */
  badFrame: 4400,
} as const;

/** Merges messages by seq: a resent or re-read message replaces, never doubles. */
export function mergeMessages(held: readonly ApiChatMessage[], arrived: readonly ApiChatMessage[]): ApiChatMessage[] {
  const bySeq = new Map<number, ApiChatMessage>(held.map((m) => [m.seq, m]));
  for (const message of arrived) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

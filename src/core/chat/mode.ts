// Which chat answers (spec section 4): a live session is agent; else an active chatbot session is
// chatbot; else agent within operating hours and chatbot outside. Pure: the clock, the stored
// session and the operating status are the caller's.
import { CHAT_LIMITS } from './limits';

export type ChatMode = 'agent' | 'chatbot';

/** The spec's `mode` query parameter values (non-production only) and the mode each forces. */
export const FORCED_MODES: Readonly<Record<string, ChatMode>> = { twilio: 'agent', nice: 'agent', stream: 'agent', chatbot: 'chatbot' };

export interface StoredChatSession {
  mode: ChatMode;
  /** When the live token expires (ISO 8601); agent sessions only. */
  expiresAt?: string;
  /** The last message or keystroke sent (ISO 8601); chatbot sessions end 10 minutes after it. */
  lastActivityAt: string;
  /** The conversation was ended (by either side, or as inactive). */
  ended?: boolean;
}

export function liveSessionActive(session: StoredChatSession | undefined, now: Date): boolean {
  return session?.mode === 'agent' && !session.ended && session.expiresAt !== undefined && Date.parse(session.expiresAt) > now.getTime();
}

export function chatbotSessionActive(session: StoredChatSession | undefined, now: Date): boolean {
  return session?.mode === 'chatbot' && !session.ended && now.getTime() - Date.parse(session.lastActivityAt) < CHAT_LIMITS.chatbotSessionMs;
}

export interface ModeInput {
  session: StoredChatSession | undefined;
  /** OPS_CHAT open now (the openStatus answer). */
  withinHours: boolean;
  now: Date;
  /** The `mode` parameter's forced mode, honoured only where the configuration allows it (never in production). */
  forced?: ChatMode;
}

export function chatMode({ session, withinHours, now, forced }: ModeInput): ChatMode {
  if (forced) return forced;
  if (liveSessionActive(session, now)) return 'agent';
  if (chatbotSessionActive(session, now)) return 'chatbot';
  return withinHours ? 'agent' : 'chatbot';
}

export interface InputState {
  mode: ChatMode;
  /** The session expired, or the conversation is frozen (closed) or inactive. */
  ended: boolean;
  withinHours: boolean;
  messageCount: number;
}

/** The chat input gives way to the ended panel (spec section 4). */
export function showsEndedPanel({ mode, ended, withinHours, messageCount }: InputState): boolean {
  return ended || (mode === 'agent' && !withinHours && messageCount === 0);
}

// The chat window's pure rules (issue 25): the stored session, what the socket should do after a
// close, how long to wait before reconnecting, when a typing frame is due, which picked files go,
// and the form checks by the request schemas' own precompiled validators (the server's checks).
import { CHAT_CLOSE, mergeMessages, type ChatMessage } from '../../../core/chat/protocol';
import { CHAT_LIMITS } from '../../../core/chat/limits';
import { attachmentRefusal } from '../../../core/chat/files';
import { chatbotSessionActive, liveSessionActive, type ChatMode, type StoredChatSession } from '../../../core/chat/mode';
import { firstPerField, toFieldErrors } from '../../../core/validation/validate-step';
import type { StandaloneValidator } from '../../../core/validation/types';

/** What a refresh or a second tab needs to pick the conversation up again (localStorage). */
export interface ChatSession {
  token: string;
  conversationSid: string;
  mode: ChatMode;
  /** The token's (agent) or the chatbot session's end, ISO 8601. */
  expiration: string;
  lastActivityAt: string;
  name: string;
  email: string;
  ended?: boolean;
}

export { CHAT_SESSION_KEY } from '../../lib/chat-launch';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The stored session when it is whole, else undefined (a stale or tampered entry starts afresh). */
export function parseChatSession(raw: string | null): ChatSession | undefined {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { token, conversationSid, mode, expiration, lastActivityAt, name, email, ended } = value;
  if (!text(token) || !text(conversationSid) || (mode !== 'agent' && mode !== 'chatbot') || !text(expiration) || !text(lastActivityAt)) return undefined;
  return { token, conversationSid, mode, expiration, lastActivityAt, name: typeof name === 'string' ? name : '', email: typeof email === 'string' ? email : '', ...(ended === true ? { ended } : {}) };
}

/** The stored session as core's mode rule reads it. */
export const asStoredSession = (s: ChatSession): StoredChatSession => ({
  mode: s.mode,
  lastActivityAt: s.lastActivityAt,
  ...(s.mode === 'agent' ? { expiresAt: s.expiration } : {}),
  ...(s.ended ? { ended: true } : {}),
});

/** Still worth resuming: a live token not expired, or a chatbot session within its 10 minutes. */
export function sessionAlive(s: ChatSession, now: Date): boolean {
  const stored = asStoredSession(s);
  return liveSessionActive(stored, now) || chatbotSessionActive(stored, now);
}

/** A live token within CHAT_LIMITS.liveTokenRefreshBeforeMs of its end. */
export function tokenDueForRefresh(s: ChatSession, now: Date): boolean {
  return s.mode === 'agent' && Date.parse(s.expiration) - now.getTime() < CHAT_LIMITS.liveTokenRefreshBeforeMs;
}

/** After a socket closes: reconnect, or not (the token refused, the conversation over). */
export function closeOutcome(code: number): 'reconnect' | 'unauthorized' | 'ended' {
  if (code === CHAT_CLOSE.unauthorized) return 'unauthorized';
  if (code === CHAT_CLOSE.ended) return 'ended';
  return 'reconnect';
}

/** A typing frame is due when none went out in the last 2 s (CHAT_LIMITS.typingUpdateMs). */
export function typingDue(lastSentAt: number | undefined, now: number): boolean {
  return lastSentAt === undefined || now - lastSentAt >= CHAT_LIMITS.typingUpdateMs;
}

/** The draft's preview in a typing frame: its first 200 characters. */
export const typingPreview = (draft: string): string => draft.slice(0, 200);

/** Picked files split into those that go and why others do not. */
export function sortFiles<F extends { name: string; size: number }>(files: readonly F[]): { accepted: F[]; tooLarge: boolean; wrongType: boolean } {
  const accepted: F[] = [];
  let tooLarge = false;
  let wrongType = false;
  for (const file of files) {
    const refusal = attachmentRefusal(file);
    if (refusal === 'TOO_LARGE') tooLarge = true;
    else if (refusal === 'TYPE_NOT_ALLOWED') wrongType = true;
    else accepted.push(file);
  }
  return { accepted, tooLarge, wrongType };
}

/** The message input's check: text is required unless a file goes with it. */
export function messageError(text: string, files: number): string | undefined {
  if (text.trim() === '' && files === 0) return 'errors.required';
  if (text.length > CHAT_LIMITS.messageMaxLength) return 'errors.chat.messageMax';
  return undefined;
}

/** Field → copy key of the first problem, by a request schema's precompiled validator. */
export function fieldErrors(validate: StandaloneValidator, value: Record<string, unknown>): Record<string, string> {
  if (validate(value)) return {};
  return Object.fromEntries(firstPerField(toFieldErrors(validate.errors ?? [])).map((e) => [e.pointer.replace(/^\//, ''), e.messageKey]));
}

/** Messages held plus messages arrived, by seq; a held unsent message whose clientId has arrived is dropped. */
export interface Outgoing {
  clientId: string;
  text: string;
  createdAt: string;
  failed?: boolean;
}

export function withArrived(held: readonly ChatMessage[], outbox: readonly Outgoing[], arrived: readonly ChatMessage[]): { messages: ChatMessage[]; outbox: Outgoing[] } {
  const messages = mergeMessages(held, arrived);
  const sent = new Set(messages.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  return { messages, outbox: outbox.filter((o) => !sent.has(o.clientId)) };
}

/** The highest seq held (0 with none): a reconnect's `resume` asks for what came after it. */
export const lastSeq = (messages: readonly ChatMessage[]): number => messages.reduce((max, m) => Math.max(max, m.seq), 0);

/** The developer controls' picked agent for this tab (sessionStorage; the server honours it only outside production). */
export const DEV_AGENT_KEY = 'chat.devAgent';

export function pickedAgent(): string | undefined {
  try {
    return sessionStorage.getItem(DEV_AGENT_KEY) || undefined;
  } catch {
    return undefined;
  }
}

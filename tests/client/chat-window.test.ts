// The chat window's pure rules (src/client/features/chat/chat-rules.ts, src/client/lib/chat-launch.ts):
// the stored session, the socket's close codes and backoff, the typing throttle, the files that go,
// the input's and the forms' checks by the request schemas' own validators, merging by seq, and
// the one query parameter status routing carries.
import { describe, expect, it } from 'vitest';
import {
  closeOutcome,
  fieldErrors,
  lastSeq,
  messageError,
  parseChatSession,
  sessionAlive,
  sortFiles,
  tokenDueForRefresh,
  typingDue,
  typingPreview,
  withArrived,
  type ChatSession,
} from '../../src/client/features/chat/chat-rules';
import { carriedSearch, withoutPopWebchat } from '../../src/client/lib/chat-launch';
import { reconnectDelayMs } from '../../src/client/lib/chat-line';
import { validate as validateInit } from '../../src/generated/validators/browser/api-chat-init-request';
import { validate as validateFeedback } from '../../src/generated/validators/browser/api-chat-feedback-request';
import type { ChatMessage } from '../../src/core/chat/protocol';

const UUID = '00000000-0000-4000-8000-000000000001';
const now = new Date('2026-12-01T12:00:00Z');
const session = (over: Partial<ChatSession> = {}): ChatSession => ({
  token: 't0k3n',
  conversationSid: UUID,
  mode: 'agent',
  expiration: '2026-12-01T15:00:00Z',
  lastActivityAt: '2026-12-01T11:58:00Z',
  name: 'Ada',
  email: 'ada@example.com',
  ...over,
});
const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({ messageId: UUID, conversationId: UUID, seq, participant: 'agent', text: `m${seq}`, createdAt: now.toISOString(), ...over });

describe('parseChatSession', () => {
  it('reads back a stored session whole', () => {
    expect(parseChatSession(JSON.stringify(session()))).toEqual(session());
  });
  it('drops a stale, partial or tampered entry', () => {
    for (const raw of [null, '', '{', '[]', JSON.stringify({ ...session(), token: '' }), JSON.stringify({ ...session(), mode: 'twilio' }), JSON.stringify({ ...session(), expiration: 5 })]) {
      expect(parseChatSession(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('sessionAlive and tokenDueForRefresh', () => {
  it('keeps a live token until it expires and a chatbot session 10 minutes after its last activity', () => {
    expect(sessionAlive(session(), now)).toBe(true);
    expect(sessionAlive(session({ expiration: '2026-12-01T11:59:59Z' }), now)).toBe(false);
    expect(sessionAlive(session({ mode: 'chatbot', lastActivityAt: '2026-12-01T11:50:01Z' }), now)).toBe(true);
    expect(sessionAlive(session({ mode: 'chatbot', lastActivityAt: '2026-12-01T11:50:00Z' }), now)).toBe(false);
    expect(sessionAlive(session({ ended: true }), now)).toBe(false);
  });
  it('refreshes a live token within 5 minutes of its end only', () => {
    expect(tokenDueForRefresh(session({ expiration: '2026-12-01T12:04:59Z' }), now)).toBe(true);
    expect(tokenDueForRefresh(session({ expiration: '2026-12-01T12:05:01Z' }), now)).toBe(false);
    expect(tokenDueForRefresh(session({ mode: 'chatbot', expiration: '2026-12-01T12:00:01Z' }), now)).toBe(false);
  });
});

describe('closeOutcome and reconnectDelayMs', () => {
  it('reconnects on every close but 4401 (token refused) and 4410 (conversation over)', () => {
    expect(closeOutcome(4401)).toBe('unauthorized');
    expect(closeOutcome(4410)).toBe('ended');
    for (const code of [1000, 1001, 1006, 1011, 4400, 4408]) expect(closeOutcome(code), String(code)).toBe('reconnect');
  });
  it('backs off from 0.5 s, doubling, to at most 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});

describe('typingDue and typingPreview', () => {
  it('sends a typing frame at most every 2 s', () => {
    expect(typingDue(undefined, 1000)).toBe(true);
    expect(typingDue(1000, 2999)).toBe(false);
    expect(typingDue(1000, 3000)).toBe(true);
  });
  it('previews the first 200 characters of the draft', () => {
    expect(typingPreview('x'.repeat(250))).toHaveLength(200);
  });
});

describe('sortFiles', () => {
  it('keeps the allowed types up to 5 MB and says why others were left out', () => {
    const files = [
      { name: 'a.pdf', size: 5 * 1024 * 1024 },
      { name: 'b.PNG', size: 10 },
      { name: 'c.mp4', size: 5 * 1024 * 1024 + 1 },
      { name: 'd.exe', size: 10 },
    ];
    expect(sortFiles(files)).toEqual({ accepted: [files[0], files[1]], tooLarge: true, wrongType: true });
    expect(sortFiles([files[1]!])).toEqual({ accepted: [files[1]], tooLarge: false, wrongType: false });
  });
});

describe('messageError', () => {
  it("is 'Required' for an empty message without an attachment only", () => {
    expect(messageError('  ', 0)).toBe('errors.required');
    expect(messageError('', 1)).toBeUndefined();
    expect(messageError('hello', 0)).toBeUndefined();
    expect(messageError('x'.repeat(2001), 0)).toBe('errors.chat.messageMax');
  });
});

describe('fieldErrors by the request schemas', () => {
  it("pre-chat: 'Required' for an empty name, 129 characters over the limit, an invalid email", () => {
    expect(fieldErrors(validateInit, { name: '', email: '' })).toEqual({ name: 'errors.required', email: 'errors.required' });
    expect(fieldErrors(validateInit, { name: 'x'.repeat(129), email: `${'x'.repeat(117)}@example.com` })).toEqual({ name: 'errors.chat.max128', email: 'errors.chat.max128' });
    expect(fieldErrors(validateInit, { name: 'Ada', email: 'ada' })).toEqual({ email: 'errors.email.invalid' });
    expect(fieldErrors(validateInit, { name: 'x'.repeat(128), email: 'ada@example.com' })).toEqual({});
  });
  it("feedback: a thumbs-down needs a reason, and at most 140 characters more", () => {
    const base = { questionId: UUID, conversationId: UUID, rating: 'DOWN' };
    expect(fieldErrors(validateFeedback, base)).toEqual({ reason: 'errors.chat.reasonRequired' });
    expect(fieldErrors(validateFeedback, { ...base, reason: 'OTHER', feedbackMessage: 'x'.repeat(141) })).toEqual({ feedbackMessage: 'errors.chat.feedbackMax' });
    expect(fieldErrors(validateFeedback, { ...base, reason: 'NOT_SPECIFIC', feedbackMessage: 'x'.repeat(140) })).toEqual({});
  });
});

describe('withArrived and lastSeq', () => {
  it('merges by seq without doubling, and drops an unsent message once its clientId arrives', () => {
    const held = [message(1), message(2)];
    const outbox = [
      { clientId: 'c-1', text: 'hi', createdAt: now.toISOString() },
      { clientId: 'c-2', text: 'there', createdAt: now.toISOString() },
    ];
    const next = withArrived(held, outbox, [message(2), message(3, { participant: 'customer', clientId: 'c-1', text: 'hi' })]);
    expect(next.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(next.outbox.map((m) => m.clientId)).toEqual(['c-2']);
    expect(lastSeq(next.messages)).toBe(3);
    expect(lastSeq([])).toBe(0);
  });
});

describe('pop-webchat', () => {
  it('is the only parameter status routing carries, and leaves the URL once used', () => {
    expect(carriedSearch('?pop-webchat=true&utm_source=x&mode=chatbot')).toBe('?pop-webchat=true');
    expect(carriedSearch('?pop-webchat')).toBe('?pop-webchat=');
    expect(carriedSearch('?edit=1')).toBe('');
    expect(withoutPopWebchat('?pop-webchat=true&mode=chatbot')).toBe('?mode=chatbot');
    expect(withoutPopWebchat('?pop-webchat=true')).toBe('');
  });
});

// Chat's pure rules (issue 25, spec sections 4, 5 and 9): which mode answers, when the input gives
// way to the ended panel, which files are taken and how their sizes read, which links are links,
// and messages merged by seq so a reconnect neither loses nor doubles one.
import { describe, expect, it } from 'vitest';
import { chatMode, showsEndedPanel, type StoredChatSession } from '../../src/core/chat/mode';
import { attachmentRefusal, formatFileSize } from '../../src/core/chat/files';
import { messageParts } from '../../src/core/chat/links';
import { mergeMessages, type ChatMessage } from '../../src/core/chat/protocol';
import { CHAT_LIMITS } from '../../src/core/chat/limits';

const now = new Date('2026-12-01T18:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const live: StoredChatSession = { mode: 'agent', expiresAt: new Date(now.getTime() + 60_000).toISOString(), lastActivityAt: minutesAgo(30) };
const bot: StoredChatSession = { mode: 'chatbot', lastActivityAt: minutesAgo(9) };

describe('chat mode (spec section 4)', () => {
  it('a live session is agent, even outside hours', () => {
    expect(chatMode({ session: live, withinHours: false, now })).toBe('agent');
  });
  it('a live session whose token expired no longer counts', () => {
    expect(chatMode({ session: { ...live, expiresAt: minutesAgo(1) }, withinHours: false, now })).toBe('chatbot');
  });
  it('an active chatbot session is chatbot, even within hours', () => {
    expect(chatMode({ session: bot, withinHours: true, now })).toBe('chatbot');
  });
  it('a chatbot session ends 10 minutes after its last activity', () => {
    expect(chatMode({ session: { ...bot, lastActivityAt: minutesAgo(10) }, withinHours: true, now })).toBe('agent');
  });
  it('with no session: agent within hours, chatbot outside', () => {
    expect(chatMode({ session: undefined, withinHours: true, now })).toBe('agent');
    expect(chatMode({ session: undefined, withinHours: false, now })).toBe('chatbot');
  });
  it('an ended session counts as none', () => {
    expect(chatMode({ session: { ...live, ended: true }, withinHours: false, now })).toBe('chatbot');
  });
  it('a forced mode wins', () => {
    expect(chatMode({ session: live, withinHours: true, now, forced: 'chatbot' })).toBe('chatbot');
  });
  it('the input gives way when ended, or in agent mode outside hours with no messages', () => {
    expect(showsEndedPanel({ mode: 'agent', ended: true, withinHours: true, messageCount: 3 })).toBe(true);
    expect(showsEndedPanel({ mode: 'agent', ended: false, withinHours: false, messageCount: 0 })).toBe(true);
    expect(showsEndedPanel({ mode: 'agent', ended: false, withinHours: false, messageCount: 1 })).toBe(false);
    expect(showsEndedPanel({ mode: 'chatbot', ended: false, withinHours: false, messageCount: 0 })).toBe(false);
  });
});

describe('attachments (spec sections 5 and 9)', () => {
  it('takes the spec types up to exactly 5 MB', () => {
    for (const name of ['a.jpg', 'b.PNG', 'c.amr', 'd.mp3', 'e.mp4', 'f.pdf', 'g.txt']) expect(attachmentRefusal({ name, size: 10 })).toBeUndefined();
    expect(attachmentRefusal({ name: 'x.pdf', size: CHAT_LIMITS.attachmentMaxBytes })).toBeUndefined();
    expect(attachmentRefusal({ name: 'x.pdf', size: CHAT_LIMITS.attachmentMaxBytes + 1 })).toBe('TOO_LARGE');
    expect(attachmentRefusal({ name: 'setup.exe', size: 10 })).toBe('TYPE_NOT_ALLOWED');
    expect(attachmentRefusal({ name: 'pdf', size: 10 })).toBe('TYPE_NOT_ALLOWED');
  });
  it('sizes read in bytes, KB or MB, 1024-based', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('links in messages (spec section 5)', () => {
  const hosts = ['acme-lending.example'];
  it('an allow-listed host (or its subdomain) is a link; anything else stays text', () => {
    expect(messageParts('See https://help.acme-lending.example/faq.', hosts)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://help.acme-lending.example/faq', href: 'https://help.acme-lending.example/faq' },
      { kind: 'text', text: '.' },
    ]);
    expect(messageParts('Go to https://evil.example/acme-lending.example now', hosts)).toEqual([{ kind: 'text', text: 'Go to https://evil.example/acme-lending.example now' }]);
    expect(messageParts('https://acme-lending.example.evil.example', hosts)).toEqual([{ kind: 'text', text: 'https://acme-lending.example.evil.example' }]);
    expect(messageParts('http://acme-lending.example', hosts)).toEqual([{ kind: 'text', text: 'http://acme-lending.example' }]);
    expect(messageParts('https://user@acme-lending.example', hosts)).toEqual([{ kind: 'text', text: 'https://user@acme-lending.example' }]);
  });
});

describe('merging by seq', () => {
  const message = (seq: number, text = `m${seq}`): ChatMessage => ({ messageId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, conversationId: '00000000-0000-4000-8000-000000000000', seq, participant: 'customer', text, createdAt: now.toISOString() });
  it('a message re-read after a reconnect replaces, never doubles, and order is by seq', () => {
    const merged = mergeMessages([message(1), message(2)], [message(3), message(2, 'm2 again'), message(4)]);
    expect(merged.map((m) => [m.seq, m.text])).toEqual([[1, 'm1'], [2, 'm2 again'], [3, 'm3'], [4, 'm4']]);
  });
});

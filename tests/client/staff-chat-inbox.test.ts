// The inbox's list as socket frames change it (src/client/features/staff/staff-chat-inbox.ts): a
// changed conversation moves to its place by last activity, a closed one leaves, a frame without the
// brand's company name keeps the one read before, and the bar's count is those waiting for an agent.
import { describe, expect, it } from 'vitest';
import { brandNamesOf, placeSummary, waitingCount } from '../../src/client/features/staff/staff-chat-inbox';
import type { ApiStaffChatConversationSummary } from '../../src/generated/types/api-staff-chat-conversation-summary';

const summary = (n: number, over: Partial<ApiStaffChatConversationSummary> = {}): ApiStaffChatConversationSummary => ({
  conversationId: `00000000-0000-4000-8000-00000000000${n}`,
  orgCode: 'acme-lending',
  friendlyName: `Customer ${n}`,
  emailAddress: `c${n}@example.com`,
  chatMode: 'agent',
  state: 'OPEN',
  createdAt: '2026-12-01T10:00:00.000Z',
  lastActivityAt: `2026-12-01T10:0${n}:00.000Z`,
  waitingForAgent: false,
  ...over,
});

describe('the inbox list', () => {
  it('puts a changed conversation first by its last activity, and drops a closed one', () => {
    const held = [summary(2), summary(1)];
    const moved = placeSummary(held, summary(1, { lastActivityAt: '2026-12-01T10:09:00.000Z', waitingForAgent: true }));
    expect(moved.map((c) => c.friendlyName)).toEqual(['Customer 1', 'Customer 2']);
    expect(waitingCount(moved)).toBe(1);
    expect(placeSummary(moved, summary(1, { state: 'CLOSED' })).map((c) => c.friendlyName)).toEqual(['Customer 2']);
    expect(placeSummary(held, summary(3)).map((c) => c.friendlyName)).toEqual(['Customer 3', 'Customer 2', 'Customer 1']);
  });

  it("keeps the brand's company name a frame leaves out", () => {
    const held = [summary(1, { orgCode: 'fairway', organizationName: 'Fairway Independent Mortgage Corporation' })];
    const next = placeSummary(held, summary(1, { orgCode: 'fairway', lastMessage: 'Hi' }));
    expect(next[0]).toMatchObject({ organizationName: 'Fairway Independent Mortgage Corporation', lastMessage: 'Hi' });
    expect(brandNamesOf(next, { 'acme-lending': 'Acme Lending, Inc.' })).toEqual({ 'acme-lending': 'Acme Lending, Inc.', fairway: 'Fairway Independent Mortgage Corporation' });
  });
});

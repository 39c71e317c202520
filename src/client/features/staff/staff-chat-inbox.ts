// The inbox's one read (open conversations of the member's brands), shared by the inbox page and the
// console bar's count: one swr key, so a frame the page merges moves the bar's count too.
import type { ApiStaffChatConversationSummary } from '../../../generated/types/api-staff-chat-conversation-summary';

export const CHAT_INBOX_QUERY = { state: 'OPEN' } as const;

type Summary = ApiStaffChatConversationSummary;

/** The list after a summary changed: in its place by last activity (newest first), or out once closed. */
export function placeSummary(held: readonly Summary[], summary: Summary): Summary[] {
  const before = held.find((c) => c.conversationId === summary.conversationId);
  const others = held.filter((c) => c !== before);
  // A frame's summary may leave the company name out: the one read before keeps it.
  const named = !summary.organizationName && before?.organizationName ? { ...summary, organizationName: before.organizationName } : summary;
  const kept = summary.state === 'OPEN' ? [...others, named] : others;
  return kept.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

/** How many wait for an agent (the customer spoke last, in agent mode). */
export const waitingCount = (conversations: readonly Summary[]): number => conversations.filter((c) => c.waitingForAgent).length;

/** Company names by brand code, from the summaries that carry one (a frame may not). */
export function brandNamesOf(conversations: readonly Summary[], known: Record<string, string>): Record<string, string> {
  const names = { ...known };
  for (const c of conversations) if (c.organizationName) names[c.orgCode] = c.organizationName;
  return names;
}

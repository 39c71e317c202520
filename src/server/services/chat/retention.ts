// Chat retention (docs/developers/chat.md "Data and retention"): conversations that ran out of time
// are closed (their sockets told), and those that ended more than the brand's chat.retentionDays
// ago are deleted with their messages, attachments and feedback. Run by the job queue's hourly
// maintenance schedule (jobs/pipeline.ts), so one server does it per hour whatever their number.
import { CHAT_LIMITS } from '../../../core/chat/limits';
import type { Orgs } from '../../orgs';
import type { Db } from '../../store/db';
import { closeExpiredConversations, deleteEndedConversations, deleteExpiredNonces } from '../../store/chat';
import type { ChatService } from './chat-port';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function runChatRetention(deps: { db: Db; orgs: Pick<Orgs, 'codes' | 'require'>; chat: Pick<ChatService, 'publish'>; now: () => Date }): Promise<{ closed: number; deleted: number }> {
  const now = deps.now();
  const closed = await closeExpiredConversations(deps.db, now, CHAT_LIMITS.chatbotSessionMs);
  for (const conversation of closed) {
    for (const kind of ['state', 'inbox'] as const) await deps.chat.publish({ kind, conversationId: conversation.uuid, orgCode: conversation.organizationCode });
  }
  let deleted = 0;
  for (const code of deps.orgs.codes()) {
    const days = deps.orgs.require(code).view.chat.retentionDays;
    deleted += await deleteEndedConversations(deps.db, code, new Date(now.getTime() - days * DAY_MS));
  }
  await deleteExpiredNonces(deps.db, now);
  return { closed: closed.length, deleted };
}

// The staff console's chat (issue 25 item 6, docs/developers/chat.md): the inbox of the member's
// brands, one conversation with all its messages, a reply, close and hand back, and the brand's
// canned replies. Another brand's conversation, an id that is not one, none at all: the same 404
// (staff-access.ts's rule). Every call writes a staff_audit row under its action; its details name
// the conversation and the call's terms, never a message's text, a name or an email.
import { agentName } from '../../core/chat/agents';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { staffApiRoutes } from '../../core/contract/staff-routes';
import { isUuid } from '../../core/contract/ids';
import type { ApiStaffChatConversationSummary } from '../../generated/types/api-staff-chat-conversation-summary';
import type { ApiStaffChatConversationsQuery } from '../../generated/types/api-staff-chat-conversations-query';
import type { ApiStaffChatReplyRequest } from '../../generated/types/api-staff-chat-reply-request';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { notFound } from '../errors';
import { requireStaff, staffSessionOf } from '../staff/guard';
import { staffMayManage } from '../auth/staff-access';
import { writeStaffAudit, type StaffAction } from '../staff/audit';
import type { Conversation } from '../services/chat';
import type { Queryable } from '../store/db';

type ConversationParams = { Params: { conversationId: string } };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** An agent signs their replies with their first name only (the customer sees it). */

export function staffChatRoutes(ctx: AppContext): FastifyPluginAsync {
  const staffOnly = requireStaff(ctx);

  /** The conversation `:conversationId` when it is of one of the member's brands; else an audited 404. */
  const staffConversation = async (request: FastifyRequest<ConversationParams>, action: StaffAction): Promise<Conversation> => {
    const { staff } = staffSessionOf(request);
    const { conversationId } = request.params;
    const conversation = isUuid(conversationId) ? await ctx.chat.conversation(conversationId) : undefined;
    if (!conversation || !staffMayManage(staff.orgCodes, conversation.orgCode)) {
      await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action, details: { found: false } });
      throw notFound();
    }
    return conversation;
  };

  /**
   * The summary as the inbox shows it: with the brand's company name (staff read names, not codes).
   * The person's application status and Application ID come with it from the application itself
   * (the service's read joins it), and never more of the application.
   */
  const withApplication = (summary: ApiStaffChatConversationSummary): ApiStaffChatConversationSummary => {
    const companyName = ctx.orgs.get(summary.orgCode)?.view.companyName;
    return companyName ? { ...summary, organizationName: companyName } : summary;
  };

  const summaryOf = async (conversationId: string): Promise<ApiStaffChatConversationSummary> => {
    const summary = await ctx.chat.summary(conversationId);
    if (!summary) throw notFound();
    return withApplication(summary);
  };

  return async (app) => {
    app.get<{ Querystring: ApiStaffChatConversationsQuery }>(
      staffApiRoutes.chatConversations.pattern,
      { onRequest: staffOnly, schema: routeSchema({ querystring: 'api-staff-chat-conversations-query' }) },
      async (request, reply) => {
        const { staff } = staffSessionOf(request);
        const { state, orgCode } = request.query;
        // A brand the member is not given is no brand to them.
        if (orgCode && (!ctx.orgs.get(orgCode) || !staffMayManage(staff.orgCodes, orgCode))) {
          await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'list-chat-conversations', details: { orgCode: null, found: false } });
          throw notFound();
        }
        const summaries = await ctx.chat.listForStaff(staff.orgCodes, state, orgCode);
        const conversations = summaries.map(withApplication);
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'list-chat-conversations', details: { state: state ?? null, orgCode: orgCode ?? null, count: conversations.length } });
        noStore(reply);
        return { conversations };
      },
    );

    app.get<ConversationParams>(staffApiRoutes.chatConversation.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const conversation = await staffConversation(request, 'view-chat-conversation');
      const [summary, messages] = await Promise.all([summaryOf(conversation.id), ctx.chat.history(conversation.id, { all: true })]);
      await writeStaffAudit(ctx.db, {
        staffUuid: staffSessionOf(request).staff.uuid,
        action: 'view-chat-conversation',
        applicationUuid: summary.applicationId ? (summary.applicationUuid ?? null) : null,
        details: { conversation: conversation.id, messages: messages.length },
      });
      noStore(reply);
      return { conversation: summary, messages };
    });

    app.post<ConversationParams & { Body: ApiStaffChatReplyRequest }>(
      staffApiRoutes.chatReply.pattern,
      { onRequest: staffOnly, schema: routeSchema({ body: 'api-staff-chat-reply-request' }) },
      async (request, reply) => {
        const conversation = await staffConversation(request, 'chat-reply');
        const { staff } = staffSessionOf(request);
        const { text, clientId } = request.body;
        try {
          // The inbox shows who answers; the first reply takes the conversation.
          if (!conversation.assignedStaffName) await ctx.chat.assign(conversation.id, { uuid: staff.uuid, name: agentName(staff.name) });
          const audit = (db: Queryable, messageId: string, created: boolean) =>
            writeStaffAudit(db, { staffUuid: staff.uuid, action: 'chat-reply', applicationUuid: conversation.applicationUuid, details: { conversation: conversation.id, message: messageId, created } });
          // A new reply and its audit row are stored together or not at all (the message's transaction).
          const added = await ctx.chat.addMessage({ conversationId: conversation.id, participant: 'agent', text, clientId, authorName: agentName(staff.name), onStored: (tx, message) => audit(tx, message.messageId, true) });
          if (!added.created) await audit(ctx.db, added.message.messageId, false);
          noStore(reply);
          return added.message;
        } catch (error) {
          // Written when refused too (an ended conversation): who tried what.
          await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'chat-reply', details: { conversation: conversation.id, refused: true } });
          throw error;
        }
      },
    );

    app.post<ConversationParams>(staffApiRoutes.chatClose.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const conversation = await staffConversation(request, 'close-chat');
      const closed = await ctx.chat.closeConversation(conversation.id);
      await writeStaffAudit(ctx.db, { staffUuid: staffSessionOf(request).staff.uuid, action: 'close-chat', details: { conversation: conversation.id, closed } });
      return reply.code(204).send();
    });

    app.post<ConversationParams>(staffApiRoutes.chatHandBack.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const conversation = await staffConversation(request, 'hand-back-chat');
      const staffUuid = staffSessionOf(request).staff.uuid;
      try {
        await ctx.chat.handBack(conversation.id);
      } catch (error) {
        await writeStaffAudit(ctx.db, { staffUuid, action: 'hand-back-chat', details: { conversation: conversation.id, refused: true } });
        throw error;
      }
      await writeStaffAudit(ctx.db, { staffUuid, action: 'hand-back-chat', details: { conversation: conversation.id, from: conversation.chatMode } });
      return reply.code(204).send();
    });

    app.get<{ Querystring: { orgCode?: string } }>(staffApiRoutes.chatCannedReplies.pattern, { onRequest: staffOnly }, async (request, reply) => {
      const { staff } = staffSessionOf(request);
      // The brand asked for, else the console's own (its host); one the member is not given is none.
      const asked = request.query.orgCode;
      const org = typeof asked === 'string' ? ctx.orgs.get(asked) : ctx.orgs.forRequest(request);
      if (!org || !staffMayManage(staff.orgCodes, org.orgCode)) {
        await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'list-chat-canned-replies', details: { found: false } });
        throw notFound();
      }
      const replies = org.view.chat.cannedReplies;
      await writeStaffAudit(ctx.db, { staffUuid: staff.uuid, action: 'list-chat-canned-replies', details: { orgCode: org.orgCode, count: replies.length } });
      noStore(reply);
      return { replies };
    });
  };
}

// The chat's one API (issue 25, docs/developers/chat.md): the customer routes, the socket and the
// staff inbox's routes all call it. It owns the rules — tokens stored hashed, one message per
// clientId, seq without gaps, the ended states, the chatbot's question and reply stored together —
// and announces every change on the bus after the row is stored. Callers decide who may ask
// (token, nonce, staff brands); nothing here logs chat text, names or emails.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from '../../../core/chat/limits';
import type { ApiChatMessage } from '../../../generated/types/api-chat-message';
import type { ApiStaffChatConversationSummary } from '../../../generated/types/api-staff-chat-conversation-summary';
import { AppError } from '../../errors';
import type { Db } from '../../store/db';
import type { ChatBus, ChatEvent } from '../../store/chat-bus';
import {
  assignConversation,
  attachmentOf,
  chatbotReplyExists,
  closeConversationRow,
  conversationById,
  conversationByTokenHash,
  insertAttachment,
  insertConversation,
  insertMessage,
  insertNonce,
  messageByClientId,
  messageBySeq,
  messagesOf,
  nonceIdentity,
  replyTo,
  setConversationMode,
  summariesFor,
  summaryOf,
  touchConversation,
  upsertFeedback,
  type ConversationRow,
  type MessageRow,
  type SummaryRow,
} from '../../store/chat';
import type { AddedMessage, AddMessageInput, ChatService, Conversation } from './chat-port';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const opaque = (): string => randomBytes(32).toString('base64url');

/** A chatbot conversation is over this long after its last activity; a live one at its token's end. */
function expirationOf(row: ConversationRow): Date {
  return row.chatMode === 'chatbot' ? new Date(row.lastActivityAt.getTime() + CHAT_LIMITS.chatbotSessionMs) : row.expiresAt;
}

function toConversation(row: ConversationRow, now: Date): Conversation {
  const expiration = expirationOf(row);
  const expired = row.state === 'OPEN' && expiration.getTime() <= now.getTime();
  return {
    id: row.uuid,
    orgCode: row.organizationCode,
    contactId: row.contactId,
    friendlyName: row.friendlyName,
    emailAddress: row.emailAddress,
    identityUuid: row.identityUuid,
    applicationUuid: row.applicationUuid,
    chatMode: row.chatMode,
    state: expired ? 'CLOSED' : row.state,
    expiration,
    lastSeq: row.lastSeq,
    lastActivityAt: row.lastActivityAt,
    createdAt: row.createdAt,
    endedAt: row.endedAt ?? (expired ? expiration : null),
    assignedStaffName: row.assignedStaffName,
  };
}

export function toApiMessage(row: MessageRow): ApiChatMessage {
  return {
    messageId: row.uuid,
    conversationId: row.conversationUuid,
    seq: row.seq,
    participant: row.participant,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    ...(row.authorName !== null ? { authorName: row.authorName } : {}),
    ...(row.clientId !== null ? { clientId: row.clientId } : {}),
    ...(row.questionId !== null ? { questionId: row.questionId } : {}),
    ...(row.handover !== null ? { handover: row.handover } : {}),
    ...(row.attachment ? { attachment: { attachmentUuid: row.attachment.uuid, fileName: row.attachment.fileName, contentType: row.attachment.contentType, sizeBytes: row.attachment.size } } : {}),
  };
}

function toSummary(row: SummaryRow, now: Date): ApiStaffChatConversationSummary {
  const conversation = toConversation(row, now);
  return {
    conversationId: row.uuid,
    orgCode: row.organizationCode,
    friendlyName: row.friendlyName,
    emailAddress: row.emailAddress,
    chatMode: row.chatMode,
    state: conversation.state,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    waitingForAgent: conversation.state === 'OPEN' && row.chatMode === 'agent' && row.lastParticipant === 'customer',
    ...(row.lastMessage !== null ? { lastMessage: [...row.lastMessage].slice(0, 200).join('') } : {}),
    ...(row.applicationUuid ? { applicationUuid: row.applicationUuid } : {}),
    ...(row.applicationLoanNumber ? { applicationId: row.applicationLoanNumber } : {}),
    ...(row.applicationStatus ? { applicationStatus: row.applicationStatus } : {}),
    ...(row.assignedStaffName ? { assignedStaffName: row.assignedStaffName } : {}),
  };
}

export const INBOX_LIMIT = 200;

export function createChatService(deps: { db: Db; bus: ChatBus; now: () => Date }): ChatService {
  const { db, bus, now } = deps;

  const announce = async (conversation: { id: string; orgCode: string }, kinds: ChatEvent['kind'][], seq?: number): Promise<void> => {
    for (const kind of kinds) await bus.publish({ kind, conversationId: conversation.id, orgCode: conversation.orgCode, ...(seq !== undefined ? { seq } : {}) });
  };

  const load = async (conversationId: string): Promise<Conversation | undefined> => {
    const row = await conversationById(db, conversationId);
    return row ? toConversation(row, now()) : undefined;
  };

  // A conversation that ran out of time is closed in the rows the first time anyone looks.
  const settle = async (conversation: Conversation): Promise<Conversation> => {
    if (conversation.state === 'CLOSED' && conversation.endedAt && (await closeConversationRow(db, conversation.id, conversation.endedAt))) {
      await announce(conversation, ['state', 'inbox']);
    }
    return conversation;
  };

  const addMessage = async (input: AddMessageInput): Promise<AddedMessage> => {
    const result = await db.transaction(async (tx) => {
      // The conversation's row lock orders concurrent senders: seqs without gaps, one row per clientId.
      const row = await conversationById(tx, input.conversationId, { lock: true });
      if (!row) throw new AppError('NOT_FOUND');
      if (input.clientId !== undefined) {
        const existing = await messageByClientId(tx, row.uuid, input.clientId);
        if (existing) return { row, message: existing, created: false };
      }
      const at = now();
      if (toConversation(row, at).state === 'CLOSED') throw new AppError('CHAT_ENDED');
      const seq = await insertMessage(tx, {
        uuid: randomUUID(),
        conversationUuid: row.uuid,
        participant: input.participant,
        authorName: input.authorName ?? null,
        text: input.text,
        clientId: input.clientId ?? null,
        questionId: input.questionId ?? null,
        handover: input.handover ?? null,
        replyTo: input.replyTo ?? null,
        attachmentUuid: input.attachmentUuid ?? null,
        now: at,
      });
      const stored = (await messageBySeq(tx, row.uuid, seq))!;
      await input.onStored?.(tx, toApiMessage(stored));
      return { row, message: stored, created: true };
    });
    if (result.created) await announce({ id: result.row.uuid, orgCode: result.row.organizationCode }, ['message', 'inbox'], result.message.seq);
    return { message: toApiMessage(result.message), created: result.created };
  };

  return {
    bus,
    publish: (event) => bus.publish(event),

    async startConversation(input) {
      const token = opaque();
      const at = now();
      const conversation: ConversationRow = {
        uuid: randomUUID(),
        organizationCode: input.orgCode,
        contactId: randomUUID(),
        friendlyName: input.name,
        emailAddress: input.email,
        identityUuid: input.identityUuid ?? null,
        applicationUuid: input.applicationUuid ?? null,
        chatMode: input.chatMode,
        state: 'OPEN',
        expiresAt: new Date(at.getTime() + (input.chatMode === 'agent' ? CHAT_LIMITS.liveTokenMs : CHAT_LIMITS.chatbotSessionMs)),
        lastSeq: 0,
        lastActivityAt: at,
        assignedStaffUuid: input.assigned?.uuid ?? null,
        assignedStaffName: input.assigned?.name ?? null,
        createdAt: at,
        endedAt: null,
      };
      await insertConversation(db, { ...conversation, tokenHash: sha256(token), now: at });
      const started = toConversation(conversation, at);
      await announce(started, ['inbox']);
      return { conversation: started, token };
    },

    async conversationForToken(token) {
      if (!token) return undefined;
      const row = await conversationByTokenHash(db, sha256(token));
      return row ? settle(toConversation(row, now())) : undefined;
    },

    async conversation(conversationId) {
      const found = await load(conversationId);
      return found ? settle(found) : undefined;
    },

    addMessage,

    async history(conversationId, options = {}) {
      const rows = await messagesOf(db, conversationId, options.afterSeq !== undefined ? { afterSeq: options.afterSeq } : options.all ? {} : { limit: CHAT_LIMITS.historyMessages });
      return rows.map(toApiMessage);
    },

    async message(conversationId, seq) {
      const row = await messageBySeq(db, conversationId, seq);
      return row ? toApiMessage(row) : undefined;
    },

    async askChatbot(chatbot, { conversation, text, clientId }) {
      const question = await addMessage({ conversationId: conversation.id, participant: 'customer', text, authorName: conversation.friendlyName, ...(clientId ? { clientId } : {}) });
      if (!question.created) {
        const earlier = await replyTo(db, question.message.messageId);
        if (earlier) return [question.message, toApiMessage(earlier)];
      }
      const answer = await chatbot.answer({
        orgCode: conversation.orgCode,
        question: text,
        conversationId: conversation.id,
        ...(conversation.identityUuid ? { identityUuid: conversation.identityUuid } : {}),
        ...(conversation.applicationUuid ? { applicationUuid: conversation.applicationUuid } : {}),
      });
      const reply = await addMessage({ conversationId: conversation.id, participant: 'chatbot', text: answer.text, questionId: answer.questionId, handover: answer.handover, replyTo: question.message.messageId });
      return [question.message, reply.message];
    },

    async addAttachment({ conversation, fileName, contentType, content, clientId }) {
      if (clientId) {
        const existing = await messageByClientId(db, conversation.id, clientId);
        if (existing) return { message: toApiMessage(existing), created: false };
      }
      const uuid = randomUUID();
      await insertAttachment(db, { uuid, conversationUuid: conversation.id, fileName, contentType, content });
      return addMessage({ conversationId: conversation.id, participant: 'customer', text: '', authorName: conversation.friendlyName, attachmentUuid: uuid, ...(clientId ? { clientId } : {}) });
    },

    attachment: (conversationId, attachmentUuid) => attachmentOf(db, conversationId, attachmentUuid),

    async summary(conversationId) {
      const row = await summaryOf(db, conversationId);
      return row ? toSummary(row, now()) : undefined;
    },

    async listForStaff(orgCodes, state, orgCode) {
      const codes = orgCode === undefined ? orgCodes : orgCodes === null || orgCodes.includes(orgCode) ? [orgCode] : [];
      if (codes !== null && codes.length === 0) return [];
      const at = now();
      const rows = await summariesFor(db, codes, { limit: INBOX_LIMIT, ...(state === 'OPEN' ? { state } : {}) });
      // Expiry is read at the time of asking: an OPEN row past its time is listed as CLOSED.
      return rows.map((row) => toSummary(row, at)).filter((s) => state === undefined || s.state === state);
    },

    async closeConversation(conversationId) {
      const found = await load(conversationId);
      if (!found) return false;
      const closed = await closeConversationRow(db, conversationId, found.endedAt ?? now());
      if (closed) await announce(found, ['state', 'inbox']);
      return closed;
    },

    async handBack(conversationId) {
      const found = await load(conversationId);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.state === 'CLOSED') throw new AppError('CHAT_ENDED');
      const at = now();
      await setConversationMode(db, conversationId, 'chatbot', new Date(at.getTime() + CHAT_LIMITS.chatbotSessionMs));
      // The chatbot's 10 minutes start from the hand-back.
      await touchConversation(db, conversationId, at);
      await announce(found, ['state', 'inbox']);
    },

    async assign(conversationId, staff) {
      await assignConversation(db, conversationId, staff);
    },

    async refreshLiveToken(conversationId) {
      const found = await load(conversationId);
      if (!found || found.state === 'CLOSED' || found.chatMode !== 'agent') return found?.expiration ?? now();
      const expiration = new Date(now().getTime() + CHAT_LIMITS.liveTokenMs);
      await setConversationMode(db, conversationId, 'agent', expiration);
      return expiration;
    },

    async recordFeedback(input) {
      if (!(await chatbotReplyExists(db, input.conversationId, input.questionId))) return false;
      await upsertFeedback(db, { uuid: randomUUID(), conversationUuid: input.conversationId, questionId: input.questionId, rating: input.rating, reason: input.reason ?? null, feedbackMessage: input.feedbackMessage ?? null });
      return true;
    },

    async issueNonce(identityUuid) {
      const nonce = opaque();
      const expiresAt = new Date(now().getTime() + CHAT_LIMITS.nonceLifetimeMs);
      await insertNonce(db, { hash: sha256(nonce), identityUuid, expiresAt });
      return { nonce, expiresAt };
    },

    identityForNonce: (nonce) => nonceIdentity(db, sha256(nonce), now()),
  };
}

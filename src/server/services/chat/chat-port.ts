// The chat service's interface (issue 25): what the customer routes, the socket and the staff
// inbox's routes call, named here so the app context can carry it without the implementation
// (services/chat/service.ts). Conversations never carry their token or its hash.
import type { ChatMode } from '../../../core/chat/mode';
import type { ApiChatMessage } from '../../../generated/types/api-chat-message';
import type { ApiStaffChatConversationSummary } from '../../../generated/types/api-staff-chat-conversation-summary';
import type { Queryable } from '../../store/db';
import type { ChatBus, ChatEvent } from '../../store/chat-bus';
import type { ChatParticipant, ChatState } from '../../store/chat';
import type { Chatbot } from './chatbot-port';

export type { ChatParticipant, ChatState };

/** A conversation as the service hands it out (never its token or the token's hash). */
export interface Conversation {
  id: string;
  orgCode: string;
  contactId: string;
  friendlyName: string;
  emailAddress: string;
  identityUuid: string | null;
  applicationUuid: string | null;
  chatMode: ChatMode;
  /** CLOSED once ended by either side or by expiry (read at the time of asking). */
  state: ChatState;
  /** The live token's end, or the chatbot session's (10 minutes after the last activity). */
  expiration: Date;
  lastSeq: number;
  lastActivityAt: Date;
  createdAt: Date;
  endedAt: Date | null;
  assignedStaffName: string | null;
}

export interface StartConversationInput {
  orgCode: string;
  name: string;
  email: string;
  chatMode: ChatMode;
  /** From a valid nonce only, never from the request's own say-so. */
  identityUuid?: string;
  /** Only when it is the identity's application of this brand (the caller checks). */
  applicationUuid?: string;
  /** The agent it starts with (the developer controls' pick; the caller checks the member may answer the brand). */
  assigned?: { uuid: string; name: string };
}

export interface AddMessageInput {
  conversationId: string;
  participant: ChatParticipant;
  text: string;
  /** The sender's id of the message: a second add with it answers the first, stored once. */
  clientId?: string;
  /** The customer's friendly name, the agent's first name; none for the chatbot. */
  authorName?: string;
  questionId?: string;
  handover?: boolean;
  /** A chatbot reply: the question it answers. */
  replyTo?: string;
  attachmentUuid?: string;
  /** Runs in the message's own transaction when it is new (e.g. staff's audit row): both are stored or neither. */
  onStored?: (tx: Queryable, message: ApiChatMessage) => Promise<void>;
}

export interface AddedMessage {
  message: ApiChatMessage;
  /** False: the clientId was seen before and this is the message stored then. */
  created: boolean;
}

export interface FeedbackInput {
  conversationId: string;
  questionId: string;
  rating: 'UP' | 'DOWN';
  reason?: string;
  feedbackMessage?: string;
}

export interface ChatService {
  /** Opens a conversation; its token is answered once and kept only as a hash. */
  startConversation(input: StartConversationInput): Promise<{ conversation: Conversation; token: string }>;
  /** The conversation a token proves (expired ones read as CLOSED), or undefined for any other string. */
  conversationForToken(token: string): Promise<Conversation | undefined>;
  conversation(conversationId: string): Promise<Conversation | undefined>;
  /** Stores a message (closed conversation: CHAT_ENDED) and announces it. */
  addMessage(input: AddMessageInput): Promise<AddedMessage>;
  /** The last 20 messages oldest first, every one after `afterSeq`, or all of them (`all`, staff's read). */
  history(conversationId: string, options?: { afterSeq?: number; all?: boolean }): Promise<ApiChatMessage[]>;
  message(conversationId: string, seq: number): Promise<ApiChatMessage | undefined>;
  /** The customer's question and the chatbot's reply, both stored; a repeated clientId answers the pair stored first. */
  askChatbot(chatbot: Chatbot, input: { conversation: Conversation; text: string; clientId?: string }): Promise<ApiChatMessage[]>;
  /** Stores an attachment's bytes and the message carrying it. */
  addAttachment(input: { conversation: Conversation; fileName: string; contentType: string; content: Buffer; clientId?: string }): Promise<AddedMessage>;
  attachment(conversationId: string, attachmentUuid: string): Promise<{ fileName: string; contentType: string; content: Buffer } | undefined>;
  summary(conversationId: string): Promise<ApiStaffChatConversationSummary | undefined>;
  /** The inbox of a member given `orgCodes` (null: every brand), optionally one state and one brand of theirs. */
  listForStaff(orgCodes: readonly string[] | null, state?: ChatState, orgCode?: string): Promise<ApiStaffChatConversationSummary[]>;
  /** Ends the conversation (customer's End chat, staff's close, expiry); false when it had ended already. */
  closeConversation(conversationId: string): Promise<boolean>;
  /** Staff's hand back: the conversation goes on with the chatbot. */
  handBack(conversationId: string): Promise<void>;
  /** The agent answering (the inbox shows who). */
  assign(conversationId: string, staff: { uuid: string; name: string }): Promise<void>;
  /** A live conversation's token lasts another 6 hours from now (the client's refresh). */
  refreshLiveToken(conversationId: string): Promise<Date>;
  /** Stores the rating of one of this conversation's chatbot replies; false when it has no such reply. */
  recordFeedback(input: FeedbackInput): Promise<boolean>;
  /** A nonce for a signed-in identity (webchat/authenticate, refresh). */
  issueNonce(identityUuid: string): Promise<{ nonce: string; expiresAt: Date }>;
  identityForNonce(nonce: string): Promise<string | undefined>;
  /** Announces an event to every server's sockets (typing; the service announces its own changes). */
  publish(event: ChatEvent): Promise<void>;
  bus: ChatBus;
}

// The route table's part for chat (issue 25, spec section 7), kept in a module of its own so the
// first page's JavaScript does not carry it: the chat window (lazily loaded), the console and the
// server import it. Same shape as ./routes.ts. docs/developers/chat.md is the protocol.
import { route } from './routes';

const CSP_EXTERNAL = '/service-csp/external/api/v1';
const CSP_CUSTOMER = '/service-csp/customer/secure/api/v1/webchat';
const CHATBOT = '/service-chat-chatbot/external/api/v1/message';

/** The header every chat call but initWebChat carries: the conversation's token. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

export const chatApiRoutes = {
  /** POST: the pre-chat form; answers the conversation and its token (the mode by the spec's rule). */
  initWebChat: route(`${CSP_EXTERNAL}/twilio/initWebChat`),
  /** POST {omniProxyChannelId}: the conversation's contact id. */
  webChatInfo: route(`${CSP_EXTERNAL}/twilio/web-chat-info`),
  /** POST (signed in): a nonce tying the applicant to their chat; PUT refresh?nonce= every 60 s. */
  webchatAuthenticate: route(`${CSP_CUSTOMER}/authenticate`),
  webchatRefresh: route(`${CSP_CUSTOMER}/refresh`),
  /** GET: the last 20 messages (or every one after ?afterSeq=). */
  chatHistory: route<'conversationId'>(`${CHATBOT}/getChatHistory/:conversationId`),
  /** POST: a question to the chatbot; answers the stored question and the reply. */
  chatWithAutobot: route(`${CHATBOT}/chatWithAutobot`),
  /** POST: thumbs up or down on a chatbot answer ('Tell us more'). */
  chatFeedback: route(`${CHATBOT}/setChatReplyUsedWithFeedback`),
  /** POST (non-production only): the agents a developer may pick. */
  chatAgents: route('/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all'),
  /** Ours: the WebSocket (GET upgrade); its first frame authenticates. */
  chatSocket: route(`${CSP_EXTERNAL}/webchat/socket`),
  /** Ours: POST multipart (one file) sends an attachment as a message; GET reads one back. */
  chatAttachments: route<'conversationId'>(`${CSP_EXTERNAL}/webchat/:conversationId/attachments`),
  chatAttachment: route<'conversationId' | 'attachmentUuid'>(`${CSP_EXTERNAL}/webchat/:conversationId/attachments/:attachmentUuid`),
  /** Ours: POST ends the conversation (the customer's 'End chat'). */
  chatEnd: route<'conversationId'>(`${CSP_EXTERNAL}/webchat/:conversationId/end`),
} as const;

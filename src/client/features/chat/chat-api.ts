// The chat's calls (docs/developers/chat.md): JSON through the page's api client with the
// conversation's token in its header; an attachment's upload and download by fetch (multipart
// in, bytes out), with the same headers.
import { apiCall, ApiError, failureOf } from '../../lib/api';
import { CHAT_TOKEN_HEADER, chatApiRoutes } from '../../../core/contract/chat-routes';
import type { ApiChatInitRequest } from '../../../generated/types/api-chat-init-request';
import type { ApiChatInit } from '../../../generated/types/api-chat-init';
import type { ApiChatHistory } from '../../../generated/types/api-chat-history';
import type { ApiChatbotRequest } from '../../../generated/types/api-chatbot-request';
import type { ApiChatbotReply } from '../../../generated/types/api-chatbot-reply';
import type { ApiChatFeedbackRequest } from '../../../generated/types/api-chat-feedback-request';
import type { ApiChatMessage } from '../../../generated/types/api-chat-message';
import type { ApiChatAgents } from '../../../generated/types/api-chat-agents';
import type { ApiWebchatNonce } from '../../../generated/types/api-webchat-nonce';

const tokenHeader = (token: string) => ({ [CHAT_TOKEN_HEADER]: token });

export const initWebChat = (body: ApiChatInitRequest) => apiCall<ApiChatInit>('POST', chatApiRoutes.initWebChat.path({}), { body });

export const chatHistory = (token: string, conversationId: string, afterSeq?: number) =>
  apiCall<ApiChatHistory>('GET', chatApiRoutes.chatHistory.path({ conversationId }), {
    headers: tokenHeader(token),
    ...(afterSeq ? { query: { afterSeq: String(afterSeq) } } : {}),
  });

export const chatWithAutobot = (token: string, body: ApiChatbotRequest) =>
  apiCall<ApiChatbotReply>('POST', chatApiRoutes.chatWithAutobot.path({}), { headers: tokenHeader(token), body });

export const chatFeedback = (token: string, body: ApiChatFeedbackRequest) =>
  apiCall<void>('POST', chatApiRoutes.chatFeedback.path({}), { headers: tokenHeader(token), body });

export const endChat = (token: string, conversationId: string) =>
  apiCall<void>('POST', chatApiRoutes.chatEnd.path({ conversationId }), { headers: tokenHeader(token) });

export const chatAgents = () => apiCall<ApiChatAgents>('POST', chatApiRoutes.chatAgents.path({}));

/** A signed-in applicant's nonce (bearer from the page's session), then its refresh every 60 s. */
export const authenticateNonce = () => apiCall<ApiWebchatNonce>('POST', chatApiRoutes.webchatAuthenticate.path({}));
export const refreshNonce = (nonce: string) => apiCall<ApiWebchatNonce>('PUT', chatApiRoutes.webchatRefresh.path({}), { query: { nonce } });

/** One file as a message of the conversation (multipart `file`). */
export async function sendAttachment(token: string, orgCode: string, conversationId: string, file: File): Promise<ApiChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(chatApiRoutes.chatAttachments.path({ conversationId }), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-org': orgCode, ...tokenHeader(token) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(failureOf(response.status, body));
  return body as ApiChatMessage;
}

/** An attachment's bytes, saved under its name (a link cannot carry the token header). */
export async function downloadAttachment(token: string, orgCode: string, conversationId: string, attachmentUuid: string, fileName: string): Promise<void> {
  const response = await fetch(chatApiRoutes.chatAttachment.path({ conversationId, attachmentUuid }), {
    credentials: 'same-origin',
    headers: { 'x-org': orgCode, ...tokenHeader(token) },
  });
  if (!response.ok) throw new ApiError(failureOf(response.status, undefined));
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // After the click has handed the bytes to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The socket's address on this page's host. */
export { chatSocketUrl as socketUrl } from '../../lib/chat-line';

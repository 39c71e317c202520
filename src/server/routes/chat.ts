// The chat's customer HTTP routes (issue 25, spec section 7 paths; docs/developers/chat.md). The
// pre-chat form opens a conversation and answers its token; every other call carries the token in
// X-Chat-Token, and a conversation id that is not the token's — another person's, a guess, none —
// is the same 404. The mode is the spec's rule (core/chat/mode.ts) over OPS_CHAT's hours at the
// server's clock; a forced mode only where the configuration allows it (never in production).
// Signed-in applicants get a nonce (their bearer token) that ties their chat to their identity.
// Nothing here logs chat text, names or emails.
import { agentName } from '../../core/chat/agents';
import { staffOfBrand } from '../store/staff';
import multipart from '@fastify/multipart';
import type { BusboyFileStream } from '@fastify/busboy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../../core/contract/ids';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../core/contract/chat-routes';
import { attachmentContentType } from '../../core/chat/files';
import { CHAT_LIMITS } from '../../core/chat/limits';
import { chatMode, FORCED_MODES } from '../../core/chat/mode';
import { isOpenAt } from '../../core/hours/business-hours';
import { attachmentDisposition, displayFileName } from '../../core/documents/file-name';
import type { ApiChatInitRequest } from '../../generated/types/api-chat-init-request';
import type { ApiChatInit } from '../../generated/types/api-chat-init';
import type { ApiChatInfoRequest } from '../../generated/types/api-chat-info-request';
import type { ApiChatHistory } from '../../generated/types/api-chat-history';
import type { ApiChatbotRequest } from '../../generated/types/api-chatbot-request';
import type { ApiChatbotReply } from '../../generated/types/api-chatbot-reply';
import type { ApiChatFeedbackRequest } from '../../generated/types/api-chat-feedback-request';
import type { ApiWebchatNonce } from '../../generated/types/api-webchat-nonce';
import type { ApiChatAgents } from '../../generated/types/api-chat-agents';
import type { AppContext } from '../app-context';
import { routeSchema } from '../api-schemas';
import { limitPerAddress } from '../auth/rate-limit';
import { ROUTE_LIMITS } from '../auth/route-limits';
import { requireSession, sessionOf } from '../auth/session';
import { AppError, isAppError, notFound, unauthenticated } from '../errors';
import { resourceForLog } from '../logging';
import { loadOwnApplication } from '../services/application-records';
import type { Conversation } from '../services/chat';

// One file part `file`, nothing else: a chat attachment is one file per message.
const LIMITS = { fileSize: CHAT_LIMITS.attachmentMaxBytes, files: 1, fields: 1, parts: 2, fieldNameSize: 64, fieldSize: 128, headerPairs: 8 };

// Refused while the body still arrives: the rest is not wanted (Connection: close).
const tooLarge = (): AppError => new AppError('ATTACHMENT_TOO_LARGE', { headers: { connection: 'close' } });
const wrongType = (): AppError => new AppError('ATTACHMENT_TYPE', { headers: { connection: 'close' } });

// A download is never rendered by the browser as our page (as routes/documents.ts).
const DOWNLOAD_CSP = "sandbox; default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

type ConversationParams = { Params: { conversationId: string } };
type AttachmentParams = { Params: { conversationId: string; attachmentUuid: string } };

const conversations = new WeakMap<FastifyRequest, Conversation>();

/** The conversation the request's token proves (requireChatToken admitted it). */
export function conversationOf(request: FastifyRequest): Conversation {
  const conversation = conversations.get(request);
  if (!conversation) throw notFound();
  return conversation;
}

function chatToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CHAT_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 512 ? header : undefined;
}

/** The conversation `conversationId` names, when it is the token's; else the same 404 for every other case. */
function sameConversation(request: FastifyRequest, conversationId: string | undefined): Conversation {
  const conversation = conversationOf(request);
  if (conversationId !== undefined && conversationId !== conversation.id) {
    request.log.warn({ route: request.routeOptions.url, resource: resourceForLog(conversationId) }, 'chat conversation not the token holder');
    throw notFound();
  }
  return conversation;
}

async function readAttachment(request: FastifyRequest): Promise<{ fileName: string; contentType: string; content: Buffer; clientId?: string }> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_FILE_MISSING');
  let file: { fileName: string; contentType: string; content: Buffer } | undefined;
  let clientId: string | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'clientId' || typeof part.value !== 'string' || part.value.length < 1 || part.value.length > 64) throw new AppError('INVALID_REQUEST');
        clientId = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) throw new AppError('UPLOAD_ONE_FILE');
      // The type is the name's (core/chat/files.ts): a refused one is refused before its bytes are read.
      const contentType = attachmentContentType(part.filename);
      if (!contentType) throw wrongType();
      file = { fileName: displayFileName(part.filename), contentType, content: await readWithinLimit(part.file) };
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    request.log.info({ err: error }, 'chat attachment refused by the multipart parser');
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('INVALID_REQUEST');
  }
  if (!file) throw new AppError('UPLOAD_FILE_MISSING');
  if (file.content.length === 0) throw new AppError('UPLOAD_EMPTY');
  return { ...file, ...(clientId ? { clientId } : {}) };
}

async function readWithinLimit(file: BusboyFileStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (file.truncated || size > CHAT_LIMITS.attachmentMaxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

// A query's values arrive as text and the validators do not coerce: afterSeq's digits become the
// integer its schema (api-chat-history-query) checks; anything else stays text and is refused there.
async function seqAsNumber(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  if (typeof query.afterSeq === 'string' && /^\d{1,9}$/.test(query.afterSeq)) query.afterSeq = Number(query.afterSeq);
}

export function chatRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = requireSession(ctx.tokens);
  const perAddress = limitPerAddress(ctx.limiter, ROUTE_LIMITS.chat);

  /** onRequest of every token route: the token's conversation, or 404 (no token, another's, a forged one). */
  const requireChatToken = async (request: FastifyRequest): Promise<void> => {
    await perAddress(request);
    const token = chatToken(request);
    const conversation = token ? await ctx.chat.conversationForToken(token) : undefined;
    if (!conversation) throw notFound();
    conversations.set(request, conversation);
  };

  const open = (conversation: Conversation): Conversation => {
    if (conversation.state === 'CLOSED') throw new AppError('CHAT_ENDED');
    return conversation;
  };

  // The brand the form was opened on: the host's, else the one the body names (checked like a query's).
  const brandOf = (request: FastifyRequest, named: string | undefined) =>
    ctx.orgs.forRequest(named ? ({ headers: request.headers, query: { ...(request.query as object), orgCode: named } } as unknown as FastifyRequest) : request);

  /** The picked agent, if the member may answer this brand's chat (else the pick is refused: a developer's mistake, said so). */
  const pickedAgent = async (orgCode: string, staffUuid: string) => {
    const member = (await staffOfBrand(ctx.db, orgCode)).find((s) => s.uuid === staffUuid);
    if (!member) throw new AppError('INVALID_REQUEST', { detail: '/agentChatId: no agent of this brand' });
    return { uuid: member.uuid, name: agentName(member.name) };
  };

  return async (app) => {
    await app.register(multipart, { limits: LIMITS });

    app.post<{ Body: ApiChatInitRequest }>(
      chatApiRoutes.initWebChat.pattern,
      { onRequest: limitPerAddress(ctx.limiter, ROUTE_LIMITS.chatStart), bodyLimit: ctx.bodyLimits.public, schema: routeSchema({ body: 'api-chat-init-request' }) },
      async (request): Promise<ApiChatInit> => {
        const body = request.body;
        const brand = brandOf(request, body.orgCode);
        // Who the person is comes from a nonce only (webchat/authenticate), never from identityUuid as sent.
        const identityUuid = body.nonce ? await ctx.chat.identityForNonce(body.nonce) : undefined;
        if (body.nonce && !identityUuid) throw unauthenticated();
        let applicationUuid: string | undefined;
        if (identityUuid && body.applicationUuid) {
          const own = await loadOwnApplication(ctx.db, body.applicationUuid, { identityUuid, organizationCode: brand.orgCode });
          if (!own) throw notFound();
          applicationUuid = own.uuid;
        }
        // OPS_CHAT's week as stored (the console's edit over the brand's data) on the brand's hours clock (the sandbox may move it).
        const now = await ctx.hoursNow(brand.orgCode);
        const forced = ctx.chatForcedModes && body.chatMode ? FORCED_MODES[body.chatMode] : undefined;
        const assigned = ctx.chatForcedModes && body.agentChatId ? await pickedAgent(brand.orgCode, body.agentChatId) : undefined;
        const mode = chatMode({ session: undefined, withinHours: isOpenAt((await ctx.hours.weeks(brand)).OPS_CHAT, now), now, ...(forced ? { forced } : {}) });
        const { conversation, token } = await ctx.chat.startConversation({
          orgCode: brand.orgCode,
          name: body.name,
          email: body.email,
          chatMode: mode,
          ...(identityUuid ? { identityUuid } : {}),
          ...(applicationUuid ? { applicationUuid } : {}),
          ...(assigned ? { assigned } : {}),
        });
        if (body.initialMessage) {
          await ctx.chat.addMessage({ conversationId: conversation.id, participant: 'customer', text: body.initialMessage, authorName: conversation.friendlyName });
        }
        request.log.info({ conversation: conversation.id, chatMode: mode, signedIn: identityUuid !== undefined }, 'chat started');
        return {
          token,
          conversationSid: conversation.id,
          omniProxyChannelId: conversation.id,
          expiration: conversation.expiration.toISOString(),
          chatMode: conversation.chatMode,
          state: conversation.state,
        };
      },
    );

    app.post<{ Body: ApiChatInfoRequest }>(chatApiRoutes.webChatInfo.pattern, { onRequest: requireChatToken, schema: routeSchema({ body: 'api-chat-info-request' }) }, async (request) => {
      const conversation = sameConversation(request, request.body.omniProxyChannelId);
      return { contactId: conversation.contactId };
    });

    app.post(chatApiRoutes.webchatAuthenticate.pattern, { onRequest: secure, config: { openToCoSigners: true } }, async (request): Promise<ApiWebchatNonce> => {
      const { nonce, expiresAt } = await ctx.chat.issueNonce(sessionOf(request).identityUuid);
      return { nonce, expiresAt: expiresAt.toISOString() };
    });

    app.put<{ Querystring: { nonce: string } }>(
      chatApiRoutes.webchatRefresh.pattern,
      { onRequest: secure, config: { openToCoSigners: true }, schema: routeSchema({ querystring: 'api-webchat-refresh-query' }) },
      async (request): Promise<ApiWebchatNonce> => {
        const identityUuid = sessionOf(request).identityUuid;
        // Only the holder's own, still valid nonce is refreshed: another's is a 404 like anything not theirs.
        if ((await ctx.chat.identityForNonce(request.query.nonce)) !== identityUuid) throw notFound();
        const { nonce, expiresAt } = await ctx.chat.issueNonce(identityUuid);
        return { nonce, expiresAt: expiresAt.toISOString() };
      },
    );

    app.get<ConversationParams & { Querystring: { afterSeq?: number } }>(
      chatApiRoutes.chatHistory.pattern,
      { onRequest: requireChatToken, preValidation: seqAsNumber, schema: routeSchema({ querystring: 'api-chat-history-query' }) },
      async (request): Promise<ApiChatHistory> => {
        let conversation = sameConversation(request, request.params.conversationId);
        // A live conversation's client reads its history to refresh the token: another 6 hours.
        if (conversation.state === 'OPEN' && conversation.chatMode === 'agent') conversation = { ...conversation, expiration: await ctx.chat.refreshLiveToken(conversation.id) };
        const afterSeq = request.query.afterSeq;
        return {
          conversationId: conversation.id,
          chatMode: conversation.chatMode,
          state: conversation.state,
          expiration: conversation.expiration.toISOString(),
          messages: await ctx.chat.history(conversation.id, afterSeq !== undefined ? { afterSeq } : {}),
        };
      },
    );

    app.post<{ Body: ApiChatbotRequest }>(chatApiRoutes.chatWithAutobot.pattern, { onRequest: requireChatToken, schema: routeSchema({ body: 'api-chatbot-request' }) }, async (request): Promise<ApiChatbotReply> => {
      const conversation = open(sameConversation(request, request.body.conversationId));
      const messages = await ctx.chat.askChatbot(ctx.chatbot, { conversation, text: request.body.message, ...(request.body.clientId ? { clientId: request.body.clientId } : {}) });
      return { conversationId: conversation.id, messages };
    });

    app.post<{ Body: ApiChatFeedbackRequest }>(chatApiRoutes.chatFeedback.pattern, { onRequest: requireChatToken, schema: routeSchema({ body: 'api-chat-feedback-request' }) }, async (request, reply) => {
      const conversation = sameConversation(request, request.body.conversationId);
      const { questionId, rating, reason, feedbackMessage } = request.body;
      const stored = await ctx.chat.recordFeedback({ conversationId: conversation.id, questionId, rating, ...(reason ? { reason } : {}), ...(feedbackMessage ? { feedbackMessage } : {}) });
      if (!stored) throw notFound();
      return reply.code(204).send();
    });

    app.post(chatApiRoutes.chatAgents.pattern, async (request): Promise<ApiChatAgents> => {
      // A developer's agent picker (spec sections 6 and 7, non-production only): the brand's members by first name.
      if (!ctx.chatForcedModes) throw notFound();
      const staff = await staffOfBrand(ctx.db, ctx.orgs.forRequest(request).orgCode);
      return { agents: staff.map((s) => ({ chatId: s.uuid, name: agentName(s.name) })) };
    });

    app.post<ConversationParams>(chatApiRoutes.chatAttachments.pattern, { onRequest: requireChatToken, config: { upload: true } }, async (request, reply) => {
      const conversation = open(sameConversation(request, request.params.conversationId));
      const file = await readAttachment(request);
      const { message } = await ctx.chat.addAttachment({ conversation, ...file });
      request.log.info({ conversation: conversation.id, size: file.content.length, contentType: file.contentType }, 'chat attachment stored');
      return reply.code(201).send(message);
    });

    app.get<AttachmentParams>(chatApiRoutes.chatAttachment.pattern, { onRequest: requireChatToken }, async (request, reply: FastifyReply) => {
      const conversation = sameConversation(request, request.params.conversationId);
      const { attachmentUuid } = request.params;
      const attachment = isUuid(attachmentUuid) ? await ctx.chat.attachment(conversation.id, attachmentUuid) : undefined;
      if (!attachment) throw notFound();
      return reply
        .code(200)
        .header('content-type', attachment.contentType)
        .header('content-disposition', attachmentDisposition(attachment.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .header('cache-control', 'no-store')
        .send(attachment.content);
    });

    app.post<ConversationParams>(chatApiRoutes.chatEnd.pattern, { onRequest: requireChatToken }, async (request, reply) => {
      const conversation = sameConversation(request, request.params.conversationId);
      await ctx.chat.closeConversation(conversation.id);
      return reply.code(204).send();
    });
  };
}

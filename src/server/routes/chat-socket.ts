// The chat's WebSocket (issue 25, docs/developers/chat.md "The socket"). A socket proves who it is
// with its first frame within 5 s — a customer's conversation token or a staff token — or is
// closed 4401; every frame is checked by the precompiled api-chat-client-frame validator (4400
// otherwise). Messages are stored through the chat service, which announces them on the bus; this
// server's sockets hear about every change from the bus alone (its own and other servers'), so one
// server or ten behave the same. A staff member reaches only conversations of their brands, and
// another's conversation closes the socket 4401, as a 404 would on HTTP. Pings every 10 s, at most
// 12 hours of life (4408), and when the server stops, 1001 'going away' so clients reconnect
// elsewhere. Frames' text never reaches a log line.
import { agentName } from '../../core/chat/agents';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { chatApiRoutes } from '../../core/contract/chat-routes';
import { CHAT_LIMITS } from '../../core/chat/limits';
import { CHAT_CLOSE, type ChatClientFrame, type ChatServerFrame } from '../../core/chat/protocol';
import { validateApiChatClientFrame } from '../../generated/validators/schemas';
import type { AppContext } from '../app-context';
import { isAppError } from '../errors';
import type { ChatEvent } from '../services/chat';
import type { StaffAccount } from '../staff/account-row';
import { staffMayManage } from '../auth/staff-access';
import { writeStaffAudit } from '../staff/audit';

/** WebSocket's own 'going away' (RFC 6455): the server stops; the client reconnects. */
export const GOING_AWAY = 1001;

// A frame is a chat line and a little JSON: nothing a person types needs more.
const MAX_FRAME_BYTES = 16 * 1024;
// A reader this far behind is not reading: it is dropped instead of being buffered for.
const MAX_BUFFERED_BYTES = 1024 * 1024;
// A typing frame more often than this is dropped (the window sends one at most every 2 s).
const TYPING_MIN_GAP_MS = CHAT_LIMITS.typingUpdateMs / 2;

interface Client {
  socket: WebSocket;
  /** Set once the auth frame is accepted. */
  role?: 'customer' | 'staff';
  conversationId?: string;
  staff?: StaffAccount;
  /** Staff: the conversations followed (subscribe); a customer: theirs. */
  following: Set<string>;
  /** The highest seq this socket was sent, to catch up after the bus lost its connection. */
  lastSeq: Map<string, number>;
  lastTypingAt: number;
  timers: NodeJS.Timeout[];
}

export interface ChatSocketOptions {
  /** The ping interval and the socket's lifetime (tests shorten them). */
  pingMs?: number;
  lifetimeMs?: number;
  authMs?: number;
}

export function chatSocketRoutes(ctx: AppContext, options: ChatSocketOptions = {}): FastifyPluginAsync {
  const pingMs = options.pingMs ?? CHAT_LIMITS.socketPingMs;
  const lifetimeMs = options.lifetimeMs ?? CHAT_LIMITS.socketLifetimeMs;
  const authMs = options.authMs ?? CHAT_LIMITS.socketAuthMs;
  const clients = new Set<Client>();
  const byConversation = new Map<string, Set<Client>>();

  const send = (client: Client, frame: ChatServerFrame): void => {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) return void client.socket.terminate();
    client.socket.send(JSON.stringify(frame));
  };

  const follow = (client: Client, conversationId: string): void => {
    client.following.add(conversationId);
    let set = byConversation.get(conversationId);
    if (!set) byConversation.set(conversationId, (set = new Set()));
    set.add(client);
  };
  const unfollow = (client: Client, conversationId: string): void => {
    client.following.delete(conversationId);
    const set = byConversation.get(conversationId);
    set?.delete(client);
    if (set?.size === 0) byConversation.delete(conversationId);
  };
  const forget = (client: Client): void => {
    for (const timer of client.timers) clearTimeout(timer);
    for (const id of [...client.following]) unfollow(client, id);
    clients.delete(client);
  };

  const sendMessage = (client: Client, message: NonNullable<ChatServerFrame['message']>): void => {
    send(client, { type: 'message', message });
    client.lastSeq.set(message.conversationId, Math.max(client.lastSeq.get(message.conversationId) ?? 0, message.seq));
  };

  const close = (client: Client, code: number): void => {
    if (client.socket.readyState === client.socket.OPEN || client.socket.readyState === client.socket.CONNECTING) client.socket.close(code);
  };

  // What the bus says, turned into frames for this server's sockets; each row fetched once per event.
  const onEvent = async (event: ChatEvent): Promise<void> => {
    const readers = [...(byConversation.get(event.conversationId) ?? [])];
    if (event.kind === 'message' && event.seq !== undefined && readers.length) {
      const message = await ctx.chat.message(event.conversationId, event.seq);
      if (message) for (const client of readers) sendMessage(client, message);
    } else if (event.kind === 'typing') {
      // A customer's draft is for staff; an agent typing is shown to the customer without any text.
      for (const client of readers) {
        if (event.participant === 'customer' && client.role === 'staff') send(client, { type: 'typing', conversationId: event.conversationId, participant: 'customer', ...(event.preview ? { preview: event.preview } : {}) });
        if (event.participant === 'agent' && client.role === 'customer') send(client, { type: 'typing', conversationId: event.conversationId, participant: 'agent' });
      }
    } else if (event.kind === 'state' && readers.length) {
      const conversation = await ctx.chat.conversation(event.conversationId);
      if (!conversation) return;
      for (const client of readers) {
        send(client, { type: 'state', conversationId: conversation.id, chatMode: conversation.chatMode, state: conversation.state });
        if (conversation.state === 'CLOSED' && client.role === 'customer') close(client, CHAT_CLOSE.ended);
      }
    } else if (event.kind === 'inbox') {
      const staff = [...clients].filter((c) => c.role === 'staff' && staffMayManage(c.staff!.orgCodes, event.orgCode));
      if (!staff.length) return;
      const summary = await ctx.chat.summary(event.conversationId);
      if (summary) for (const client of staff) send(client, { type: 'inbox', conversation: summary });
    }
  };

  // The bus lost its connection for a while: every socket gets what was stored meanwhile.
  const resync = async (): Promise<void> => {
    for (const [conversationId, readers] of byConversation) {
      for (const client of readers) {
        for (const message of await ctx.chat.history(conversationId, { afterSeq: client.lastSeq.get(conversationId) ?? 0 })) sendMessage(client, message);
      }
      await onEvent({ kind: 'state', conversationId, orgCode: '' });
    }
  };

  const authenticate = async (client: Client, frame: ChatClientFrame): Promise<void> => {
    if (frame.type !== 'auth') return close(client, CHAT_CLOSE.unauthorized);
    if (frame.token) {
      const conversation = await ctx.chat.conversationForToken(frame.token);
      if (!conversation) return close(client, CHAT_CLOSE.unauthorized);
      client.role = 'customer';
      client.conversationId = conversation.id;
      // Followed before the history is read: a message stored in between arrives twice at worst, never not at all (merged by seq).
      follow(client, conversation.id);
      const messages = await ctx.chat.history(conversation.id);
      for (const m of messages) client.lastSeq.set(conversation.id, Math.max(client.lastSeq.get(conversation.id) ?? 0, m.seq));
      send(client, { type: 'ready', conversationId: conversation.id, chatMode: conversation.chatMode, state: conversation.state, messages });
      if (conversation.state === 'CLOSED') close(client, CHAT_CLOSE.ended);
      return;
    }
    const session = frame.staffToken ? await ctx.staffTokens.verify(frame.staffToken) : undefined;
    if (!session) return close(client, CHAT_CLOSE.unauthorized);
    client.role = 'staff';
    client.staff = session.staff;
    send(client, { type: 'ready' });
    for (const conversation of await ctx.chat.listForStaff(session.staff.orgCodes, 'OPEN')) send(client, { type: 'inbox', conversation });
  };

  /** The conversation a staff frame names, when it is of the member's brands; else the socket closes 4401. */
  const staffConversation = async (client: Client, conversationId: string | undefined) => {
    const conversation = conversationId ? await ctx.chat.conversation(conversationId) : undefined;
    if (!conversation || !staffMayManage(client.staff!.orgCodes, conversation.orgCode)) {
      close(client, CHAT_CLOSE.unauthorized);
      return undefined;
    }
    return conversation;
  };

  const typing = async (client: Client, conversation: { id: string; orgCode: string }, preview: string | undefined): Promise<void> => {
    const at = Date.now();
    if (at - client.lastTypingAt < TYPING_MIN_GAP_MS) return;
    client.lastTypingAt = at;
    const participant = client.role === 'staff' ? 'agent' : 'customer';
    await ctx.chat.publish({ kind: 'typing', conversationId: conversation.id, orgCode: conversation.orgCode, participant, ...(participant === 'customer' && preview ? { preview: [...preview].slice(0, 200).join('') } : {}) });
  };

  const onCustomerFrame = async (client: Client, frame: ChatClientFrame): Promise<void> => {
    const conversation = await ctx.chat.conversation(client.conversationId!);
    if (!conversation) return close(client, CHAT_CLOSE.unauthorized);
    // A customer's socket speaks for its own conversation only: naming another is someone else's.
    if (frame.conversationId !== undefined && frame.conversationId !== conversation.id) return close(client, CHAT_CLOSE.unauthorized);
    if (frame.type === 'resume') {
      for (const message of await ctx.chat.history(conversation.id, { afterSeq: frame.afterSeq ?? 0 })) sendMessage(client, message);
      return;
    }
    if (frame.type === 'typing') return typing(client, conversation, frame.preview);
    if (frame.type === 'message') {
      if (!frame.clientId || !frame.text) return send(client, { type: 'error', code: 'INVALID_REQUEST', ...(frame.clientId ? { clientId: frame.clientId } : {}) });
      if (conversation.state === 'CLOSED') return send(client, { type: 'error', code: 'CHAT_ENDED', clientId: frame.clientId });
      // The stored message comes back to this socket from the bus, like to every other reader.
      if (conversation.chatMode === 'chatbot') await ctx.chat.askChatbot(ctx.chatbot, { conversation, text: frame.text, clientId: frame.clientId });
      else await ctx.chat.addMessage({ conversationId: conversation.id, participant: 'customer', text: frame.text, clientId: frame.clientId, authorName: conversation.friendlyName });
      return;
    }
    // subscribe / unsubscribe are staff's.
    return close(client, CHAT_CLOSE.badFrame);
  };

  const onStaffFrame = async (client: Client, frame: ChatClientFrame): Promise<void> => {
    if (frame.type === 'resume' && !frame.conversationId) return;
    const conversation = await staffConversation(client, frame.conversationId);
    if (!conversation) return;
    const staff = client.staff!;
    if (frame.type === 'subscribe') return follow(client, conversation.id);
    if (frame.type === 'unsubscribe') return unfollow(client, conversation.id);
    if (frame.type === 'resume') {
      for (const message of await ctx.chat.history(conversation.id, { afterSeq: frame.afterSeq ?? 0 })) sendMessage(client, message);
      return;
    }
    if (frame.type === 'typing') return typing(client, conversation, undefined);
    if (frame.type === 'message') {
      if (!frame.clientId || !frame.text) return send(client, { type: 'error', code: 'INVALID_REQUEST', ...(frame.clientId ? { clientId: frame.clientId } : {}) });
      if (conversation.state === 'CLOSED') return send(client, { type: 'error', code: 'CHAT_ENDED', clientId: frame.clientId });
      const firstName = agentName(staff.name);
      const { created } = await ctx.chat.addMessage({
        conversationId: conversation.id,
        participant: 'agent',
        text: frame.text,
        clientId: frame.clientId,
        authorName: firstName,
        // A staff reply is audited like the HTTP one, in the message's transaction.
        onStored: (tx) => writeStaffAudit(tx, { staffUuid: staff.uuid, action: 'chat-reply', applicationUuid: conversation.applicationUuid, details: { conversation: conversation.id, via: 'socket' } }),
      });
      if (created) await ctx.chat.assign(conversation.id, { uuid: staff.uuid, name: staff.name });
      return;
    }
    return close(client, CHAT_CLOSE.badFrame);
  };

  const onFrame = async (client: Client, data: Buffer, request: FastifyRequest): Promise<void> => {
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString('utf8'));
    } catch {
      return close(client, CHAT_CLOSE.badFrame);
    }
    if (!validateApiChatClientFrame(frame)) return close(client, CHAT_CLOSE.badFrame);
    const valid = frame as ChatClientFrame;
    try {
      if (!client.role) return await authenticate(client, valid);
      if (valid.type === 'auth') return close(client, CHAT_CLOSE.badFrame);
      return client.role === 'customer' ? await onCustomerFrame(client, valid) : await onStaffFrame(client, valid);
    } catch (error) {
      if (isAppError(error)) return send(client, { type: 'error', code: error.code, ...(valid.clientId ? { clientId: valid.clientId } : {}) });
      request.log.error({ err: error, frame: valid.type }, 'chat socket frame failed');
      send(client, { type: 'error', code: 'UNEXPECTED', ...(valid.clientId ? { clientId: valid.clientId } : {}) });
    }
  };

  return async (app) => {
    const unsubscribe = ctx.chat.bus.subscribe({
      event: (event) => void onEvent(event).catch((error: unknown) => app.log.error({ err: error, kind: event.kind }, 'chat event not forwarded')),
      resync: () => void resync().catch((error: unknown) => app.log.error({ err: error }, 'chat resync failed')),
    });
    await app.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // The server stops: every socket is told 'going away' (1001), so its client reconnects, to another server if there is one.
      preClose(done) {
        unsubscribe();
        for (const client of clients) close(client, GOING_AWAY);
        app.websocketServer.close();
        done();
      },
    });

    app.get(chatApiRoutes.chatSocket.pattern, { websocket: true }, (socket, request) => {
      const client: Client = { socket, following: new Set(), lastSeq: new Map(), lastTypingAt: 0, timers: [] };
      clients.add(client);
      // Frames are handled one after another: a message is stored before the next frame is read.
      let queue: Promise<void> = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        queue = queue.then(() => onFrame(client, data, request));
      });
      socket.on('close', () => forget(client));
      socket.on('error', () => forget(client));
      let alive = true;
      socket.on('pong', () => (alive = true));
      const ping = setInterval(() => {
        // No pong since the last ping: the peer is gone without saying so.
        if (!alive) return void socket.terminate();
        alive = false;
        socket.ping();
      }, pingMs);
      client.timers.push(
        ping,
        setTimeout(() => {
          if (!client.role) close(client, CHAT_CLOSE.unauthorized);
        }, authMs),
        setTimeout(() => close(client, CHAT_CLOSE.lifetime), lifetimeMs),
      );
    });
  };
}

// The conversation's state for the window: the stored session (localStorage, so a refresh or a
// second tab picks it up), the messages merged by seq, what is still to send, the socket's status,
// who is typing, the alert of spec section 8 that applies, and the actions. The server decides the
// mode at initWebChat; this shows what it said (and what a `state` frame says later).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage, ChatServerFrame } from '../../../core/chat/protocol';
import { CHAT_LIMITS } from '../../../core/chat/limits';
import type { ChatMode } from '../../../core/chat/mode';
import type { ApiChatInitRequest } from '../../../generated/types/api-chat-init-request';
import type { ApiChatFeedbackRequest } from '../../../generated/types/api-chat-feedback-request';
import { ApiError } from '../../lib/api';
import { isSignedIn } from '../../lib/auth-token';
import * as api from './chat-api';
import { openChatSocket, type ChatSocket, type SocketStatus } from './chat-socket';
import { CHAT_SESSION_KEY, lastSeq, parseChatSession, pickedAgent, sessionAlive, tokenDueForRefresh, typingDue, typingPreview, withArrived, type ChatSession, type Outgoing } from './chat-rules';

export type ChatAlert = 'general' | 'tokenInvalid' | 'resend';
export type Typing = { participant: 'agent' | 'chatbot' | 'customer' } | undefined;

export interface ChatContext {
  orgCode: string;
  orgName: string;
  applicationUuid: string | undefined;
  /** The `mode` query parameter (non-production; the server decides whether to honour it). */
  forcedMode: ApiChatInitRequest['chatMode'] | undefined;
}

const storage = () => {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
};
const readSession = () => parseChatSession(storage()?.getItem(CHAT_SESSION_KEY) ?? null);
const writeSession = (s: ChatSession | undefined) => {
  try {
    if (s) storage()?.setItem(CHAT_SESSION_KEY, JSON.stringify(s));
    else storage()?.removeItem(CHAT_SESSION_KEY);
  } catch {
    // Storage blocked: the conversation lasts as long as the page.
  }
};

const newClientId = () => crypto.randomUUID();
const pageUrl = () => `${location.origin}${location.pathname}`;
const isRefusal = (e: unknown, ...statuses: number[]) => e instanceof ApiError && statuses.includes(e.failure.status);

/** The signed-in applicant's nonce, fetched once and refreshed every 60 s; undefined signed out. */
function useNonce(): () => string | undefined {
  const nonce = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!isSignedIn()) return;
    let live = true;
    const fetchNonce = async () => {
      try {
        const answer = nonce.current ? await api.refreshNonce(nonce.current) : await api.authenticateNonce();
        if (live) nonce.current = answer.nonce;
      } catch {
        // A lapsed nonce: ask for a new one next time; the chat works without it, untied.
        nonce.current = undefined;
      }
    };
    void fetchNonce();
    const timer = setInterval(() => void fetchNonce(), CHAT_LIMITS.nonceRefreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return useCallback(() => nonce.current, []);
}

export function useChat(context: ChatContext) {
  const [session, setSessionState] = useState<ChatSession | undefined>(() => {
    const stored = readSession();
    return stored && (stored.ended || sessionAlive(stored, new Date())) ? stored : undefined;
  });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const [status, setStatus] = useState<SocketStatus>('stopped');
  const [typing, setTyping] = useState<Typing>();
  const [alert, setAlert] = useState<ChatAlert>();
  const [busy, setBusy] = useState(false);
  const socket = useRef<ChatSocket | undefined>(undefined);
  const held = useRef<{ messages: ChatMessage[]; outbox: Outgoing[] }>({ messages: [], outbox: [] });
  const lastTypingAt = useRef<number | undefined>(undefined);
  // The draft's latest words, held until the 2 s between typing frames are up.
  const typingLater = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelTyping = () => {
    clearTimeout(typingLater.current);
    typingLater.current = undefined;
  };
  useEffect(() => cancelTyping, []);
  const nonce = useNonce();

  const setSession = useCallback((next: ChatSession | undefined) => {
    writeSession(next);
    setSessionState(next);
  }, []);

  const arrive = useCallback((arrived: readonly ChatMessage[], sent: readonly Outgoing[] = []) => {
    const next = withArrived(held.current.messages, [...held.current.outbox, ...sent], arrived);
    held.current = next;
    setMessages(next.messages);
    setOutbox(next.outbox);
  }, []);

  const ended = useCallback(() => {
    setSessionState((s) => {
      const next = s ? { ...s, ended: true } : s;
      writeSession(next);
      return next;
    });
  }, []);

  // Another tab started, ended or cleared the conversation.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHAT_SESSION_KEY) setSessionState(parseChatSession(event.newValue));
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  const token = session?.token;
  const conversationId = session?.conversationSid;
  const isEnded = session?.ended === true;

  // A held session: its history (the server's word on the mode and state), then the socket.
  useEffect(() => {
    if (!token || !conversationId || isEnded) return;
    let live = true;
    // Messages of a conversation held before (another tab started a new one) give way.
    const arriveHere = (list: readonly ChatMessage[]) => {
      if (held.current.messages.some((m) => m.conversationId !== conversationId)) held.current = { messages: [], outbox: [] };
      arrive(list);
    };
    void (async () => {
      try {
        const history = await api.chatHistory(token, conversationId);
        if (!live) return;
        arriveHere(history.messages);
        setSessionState((s) => {
          if (!s || s.token !== token) return s;
          const next = { ...s, mode: history.chatMode, ...(history.expiration ? { expiration: history.expiration } : {}), ...(history.state === 'CLOSED' ? { ended: true } : {}) };
          writeSession(next);
          return next;
        });
      } catch (e) {
        if (!live) return;
        // Not this conversation any more (expired, another's, deleted): it is over.
        if (isRefusal(e, 401, 404, 410)) return ended();
        setAlert('general');
      }
    })();
    const ws = openChatSocket(api.socketUrl(), token, () => lastSeq(held.current.messages), {
      onStatus: (s) => live && setStatus(s),
      onFrame: (frame: ChatServerFrame) => {
        if (!live) return;
        if (frame.type === 'ready' && frame.messages) arriveHere(frame.messages);
        else if (frame.type === 'message' && frame.message) {
          arriveHere([frame.message]);
          if (frame.message.participant !== 'customer') setTyping(undefined);
        } else if (frame.type === 'typing' && frame.participant && frame.participant !== 'customer') setTyping({ participant: frame.participant });
        else if (frame.type === 'state') {
          if (frame.state === 'CLOSED') ended();
          else if (frame.chatMode) {
            const mode: ChatMode = frame.chatMode;
            setSessionState((s) => {
              const next = s ? { ...s, mode } : s;
              writeSession(next);
              return next;
            });
          }
        } else if (frame.type === 'error') {
          if (frame.clientId) setOutbox((o) => o.map((m) => (m.clientId === frame.clientId ? { ...m, failed: true } : m)));
          setAlert(frame.clientId ? 'resend' : 'general');
        }
      },
      onEnded: () => live && ended(),
      onUnauthorized: () => {
        if (!live) return;
        setAlert('tokenInvalid');
        ended();
      },
    });
    socket.current = ws;
    return () => {
      live = false;
      ws.stop();
      socket.current = undefined;
      setStatus('stopped');
    };
  }, [token, conversationId, isEnded, arrive, ended]);

  // Back on the socket: what waited in the outbox goes, with its own clientId (never stored twice).
  useEffect(() => {
    if (status !== 'connected') return;
    for (const m of held.current.outbox) if (!m.failed) socket.current?.send({ type: 'message', clientId: m.clientId, text: m.text });
  }, [status]);

  // The typing indicator lapses after 4 s unless renewed.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(undefined), CHAT_LIMITS.typingShownMs);
    return () => clearTimeout(timer);
  }, [typing]);

  // A live token near its end is renewed from the history's expiration; failing, the spec's alert.
  useEffect(() => {
    if (!session || session.ended || session.mode !== 'agent') return;
    const timer = setInterval(() => {
      const current = readSession();
      if (!current || !tokenDueForRefresh(current, new Date())) return;
      api.chatHistory(current.token, current.conversationSid).then(
        (history) => history.expiration && setSession({ ...current, expiration: history.expiration }),
        (e: unknown) => setAlert(isRefusal(e, 401, 404) ? 'tokenInvalid' : 'general'),
      );
    }, CHAT_LIMITS.openStatusPollMs);
    return () => clearInterval(timer);
  }, [session, setSession]);

  const start = useCallback(
    async (form: { name: string; email: string }) => {
      setBusy(true);
      setAlert(undefined);
      try {
        const n = nonce();
        const agent = pickedAgent();
        const answer = await api.initWebChat({
          name: form.name,
          email: form.email,
          orgCode: context.orgCode,
          orgName: context.orgName,
          pageUrl: pageUrl(),
          ...(context.applicationUuid ? { applicationUuid: context.applicationUuid } : {}),
          ...(context.forcedMode ? { chatMode: context.forcedMode } : {}),
          ...(agent ? { agentChatId: agent } : {}),
          ...(n ? { nonce: n } : {}),
        });
        setSession({
          token: answer.token,
          conversationSid: answer.conversationSid,
          mode: answer.chatMode,
          expiration: answer.expiration,
          lastActivityAt: new Date().toISOString(),
          name: form.name,
          email: form.email,
          ...(answer.state === 'CLOSED' ? { ended: true } : {}),
        });
        return undefined;
      } catch (e) {
        // Field refusals come back to the form; anything else is the general alert.
        if (e instanceof ApiError && e.failure.status === 400) return e.failure;
        setAlert('general');
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [context, nonce, setSession],
  );

  const touch = useCallback(() => {
    const current = readSession();
    if (current) setSession({ ...current, lastActivityAt: new Date().toISOString() });
  }, [setSession]);

  const sendText = useCallback(
    async (text: string, clientId: string = newClientId()) => {
      if (!session) return;
      const pending: Outgoing = { clientId, text, createdAt: new Date().toISOString() };
      cancelTyping();
      setAlert(undefined);
      touch();
      if (session.mode === 'agent') {
        held.current = { ...held.current, outbox: [...held.current.outbox.filter((m) => m.clientId !== clientId), pending] };
        setOutbox(held.current.outbox);
        socket.current?.send({ type: 'message', clientId, text });
        return;
      }
      held.current = { ...held.current, outbox: [...held.current.outbox.filter((m) => m.clientId !== clientId), pending] };
      setOutbox(held.current.outbox);
      setTyping({ participant: 'chatbot' });
      try {
        const n = nonce();
        const reply = await api.chatWithAutobot(session.token, {
          conversationId: session.conversationSid,
          message: text,
          clientId,
          senderType: 'customer',
          organization: context.orgCode,
          pageUrl: pageUrl(),
          ...(context.applicationUuid ? { applicationId: context.applicationUuid } : {}),
          ...(n ? { nonce: n } : {}),
        });
        arrive(reply.messages);
      } catch (e) {
        if (isRefusal(e, 401, 404, 410)) return ended();
        held.current = { ...held.current, outbox: held.current.outbox.map((m) => (m.clientId === clientId ? { ...m, failed: true } : m)) };
        setOutbox(held.current.outbox);
        setAlert('resend');
      } finally {
        setTyping(undefined);
      }
    },
    [session, context, nonce, arrive, ended, touch],
  );

  const resend = useCallback(
    (clientId: string) => {
      const message = held.current.outbox.find((m) => m.clientId === clientId);
      if (message) void sendText(message.text, clientId);
    },
    [sendText],
  );

  const sendFiles = useCallback(
    async (files: readonly File[]) => {
      if (!session) return;
      touch();
      for (const file of files) {
        try {
          arrive([await api.sendAttachment(session.token, context.orgCode, session.conversationSid, file)]);
        } catch {
          setAlert('resend');
        }
      }
    },
    [session, context.orgCode, arrive, touch],
  );

  const typingNow = useCallback(
    (draft: string) => {
      cancelTyping();
      if (session?.mode !== 'agent' || draft === '') return;
      const send = () => {
        if (socket.current?.send({ type: 'typing', preview: typingPreview(draft) })) lastTypingAt.current = Date.now();
      };
      const now = Date.now();
      if (typingDue(lastTypingAt.current, now)) return send();
      // Too soon after the last frame: this draft goes when the 2 s are up, unless more is typed
      // (then that does) or it is sent; so the agent's preview is always what was typed last.
      typingLater.current = setTimeout(send, (lastTypingAt.current ?? now) + CHAT_LIMITS.typingUpdateMs - now);
    },
    [session?.mode],
  );

  const end = useCallback(async () => {
    if (!session) return;
    try {
      await api.endChat(session.token, session.conversationSid);
    } catch (e) {
      if (!isRefusal(e, 401, 404, 410)) return setAlert('general');
    }
    ended();
  }, [session, ended]);

  /** Start a new chat (or the developer's reset): the stored session goes, the form comes back. */
  const forget = useCallback(() => {
    setSession(undefined);
    held.current = { messages: [], outbox: [] };
    setMessages([]);
    setOutbox([]);
    setAlert(undefined);
  }, [setSession]);

  const feedback = useCallback(
    async (body: Omit<ApiChatFeedbackRequest, 'conversationId' | 'senderType'>) => {
      if (!session) return false;
      const n = nonce();
      try {
        await api.chatFeedback(session.token, { ...body, conversationId: session.conversationSid, senderType: 'customer', ...(session.email ? { senderEmail: session.email } : {}), ...(n ? { nonce: n } : {}) });
        return true;
      } catch {
        setAlert('general');
        return false;
      }
    },
    [session, nonce],
  );

  return useMemo(
    () => ({ session, messages, outbox, status, typing, alert, busy, start, sendText, resend, sendFiles, typingNow, end, forget, feedback, dismissAlert: () => setAlert(undefined) }),
    [session, messages, outbox, status, typing, alert, busy, start, sendText, resend, sendFiles, typingNow, end, forget, feedback],
  );
}

export type ChatState = ReturnType<typeof useChat>;

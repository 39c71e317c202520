// The inbox's live line (docs/developers/chat.md, the socket): it opens the chat socket, sends the
// staff token as its first frame, and hands every later frame to the page. It follows one
// conversation at a time (subscribe/unsubscribe) and, after any close but a refused token, opens
// again with a growing pause; once `ready` answers again the page re-reads what it shows, so a
// message sent while the line was down is neither lost nor doubled (merged by seq).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatApiRoutes } from '../../../core/contract/chat-routes';
import { staffPageRoutes } from '../../../core/contract/staff-routes';
import { CHAT_CLOSE, type ChatClientFrame, type ChatServerFrame } from '../../../core/chat/protocol';
import { staffToken, storeStaffToken } from './staff-api';

/** connecting: the first open; live: ready answered; lost: closed and trying again. */
export type SocketState = 'connecting' | 'live' | 'lost';

// Pauses between tries: soon at first (a server restart), then no more often than every 10 s.
const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${chatApiRoutes.chatSocket.path({})}`;
}

export type FrameListener = (frame: ChatServerFrame) => void;

export function useStaffChatSocket() {
  const navigate = useNavigate();
  const [state, setState] = useState<SocketState>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const followedRef = useRef<string | undefined>(undefined);
  // The page's parts each listen for the frames they show; `ready` too, to read again after a drop.
  const [listeners] = useState(() => new Set<FrameListener>());
  const listen = useCallback(
    (listener: FrameListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );

  // Frames go only once `ready` answered the auth frame: the server reads nothing before it.
  const readyRef = useRef(false);
  const send = useCallback((frame: ChatClientFrame): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN || !readyRef.current) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);

  useEffect(() => {
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const token = staffToken();
      if (!token) return;
      const socket = new WebSocket(socketUrl());
      socketRef.current = socket;
      readyRef.current = false;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', staffToken: token } satisfies ChatClientFrame));
      socket.onmessage = (event) => {
        let frame: ChatServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ChatServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'ready') {
          tries = 0;
          readyRef.current = true;
          setState('live');
          if (followedRef.current) socket.send(JSON.stringify({ type: 'subscribe', conversationId: followedRef.current } satisfies ChatClientFrame));
        }
        for (const listener of listeners) listener(frame);
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) {
          socketRef.current = null;
          readyRef.current = false;
        }
        if (stopped) return;
        // A token the server does not take (expired, revoked): sign in again, as a 401 does.
        if (event.code === CHAT_CLOSE.unauthorized) {
          storeStaffToken(null);
          navigate(staffPageRoutes.signIn, { replace: true, state: { expired: true } });
          return;
        }
        setState('lost');
        timer = setTimeout(open, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [navigate, listeners]);

  /**
   * Follows one conversation (its messages, typing and state frames come to this socket) until the
   * returned function is called. Only once it was read over HTTP: the server closes a socket that
   * names a conversation not of the member's brands (4401), which would read as a lost sign-in.
   */
  const follow = useCallback(
    (conversationId: string) => {
      followedRef.current = conversationId;
      send({ type: 'subscribe', conversationId });
      return () => {
        if (followedRef.current === conversationId) followedRef.current = undefined;
        send({ type: 'unsubscribe', conversationId });
      };
    },
    [send],
  );

  return { state, send, listen, follow };
}

// The inbox's live line (docs/developers/chat.md, the socket) on the shared line (lib/chat-line):
// the staff token as its first frame, every later frame to the page's listeners. It follows one
// conversation at a time (subscribe/unsubscribe) and, after any close but a refused token, opens
// again with a growing pause; once `ready` answers again the page re-reads what it shows, so a
// message sent while the line was down is neither lost nor doubled (merged by seq).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { staffPageRoutes } from '../../../core/contract/staff-routes';
import { CHAT_CLOSE, type ChatClientFrame, type ChatServerFrame } from '../../../core/chat/protocol';
import { chatSocketUrl, openChatLine, type ChatLine, type LineStatus } from '../../lib/chat-line';
import { staffToken, storeStaffToken } from './staff-api';

/** connecting: the first open; live: ready answered; lost: closed and trying again. */
export type SocketState = 'connecting' | 'live' | 'lost';

const STATE_OF: Record<LineStatus, SocketState> = { connecting: 'connecting', connected: 'live', reconnecting: 'lost', stopped: 'lost' };

export type FrameListener = (frame: ChatServerFrame) => void;

export function useStaffChatSocket() {
  const navigate = useNavigate();
  const [state, setState] = useState<SocketState>('connecting');
  const lineRef = useRef<ChatLine | null>(null);
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

  const send = useCallback((frame: ChatClientFrame): boolean => lineRef.current?.send(frame) ?? false, []);

  useEffect(() => {
    const line = openChatLine({
      url: chatSocketUrl(),
      auth: () => {
        const token = staffToken();
        return token ? { type: 'auth', staffToken: token } : undefined;
      },
      onReady(first) {
        if (followedRef.current) first({ type: 'subscribe', conversationId: followedRef.current });
      },
      onFrame: (frame) => {
        for (const listener of listeners) listener(frame);
      },
      onStatus: (status) => {
        if (status !== 'stopped') setState(STATE_OF[status]);
      },
      // A token the server does not take (expired, revoked): sign in again, as a 401 does.
      stopsOn: (code) => code === CHAT_CLOSE.unauthorized,
      onStopped: () => {
        storeStaffToken(null);
        navigate(staffPageRoutes.signIn, { replace: true, state: { expired: true } });
      },
    });
    lineRef.current = line;
    return () => {
      line.stop();
      lineRef.current = null;
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

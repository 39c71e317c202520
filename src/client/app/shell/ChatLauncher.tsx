// Mounts the chat window (features/chat, its own chunk) where the brand's webchat flag is on: when
// the top bar's or the footer's button asks (lib/chat-launch), once for `?pop-webchat` (then the
// parameter leaves the URL), and after a refresh if it was open or collapsed in this tab. Closing
// gives focus back to the button that opened it.
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFlag } from '../../lib/flags';
import { useMounted } from '../../lib/after-hydration';
import { readOrgData } from '../../lib/brand';
import { CHAT_WINDOW_KEY, POP_WEBCHAT_PARAM, WEBCHAT_FLAG, onOpenChat, withoutPopWebchat } from '../../lib/chat-launch';

const ChatWindow = lazy(() => import('../../features/chat/ChatWindow'));

type State = 'open' | 'collapsed' | 'closed';

const remembered = (): State => {
  try {
    const saved = sessionStorage.getItem(CHAT_WINDOW_KEY);
    return saved === 'open' || saved === 'collapsed' ? saved : 'closed';
  } catch {
    return 'closed';
  }
};
const remember = (state: State) => {
  try {
    if (state === 'closed') sessionStorage.removeItem(CHAT_WINDOW_KEY);
    else sessionStorage.setItem(CHAT_WINDOW_KEY, state);
  } catch {
    // Storage blocked: a refresh starts with the window closed.
  }
};

/**
 * The page data allows the developer controls (never in production). Read only once the window is
 * open, which happens in the browser after hydration: the server's render has no document (reading
 * it there threw, and every page lost its first render).
 */
const devToolsShown = (): boolean => {
  const org = readOrgData();
  return org.ok && org.devTools === true;
};

export function ChatLauncher() {
  const enabled = useFlag(WEBCHAT_FLAG);
  const hydrated = useMounted();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>('closed');
  const opener = useRef<HTMLElement | null>(null);

  const change = useCallback((next: State) => {
    setState(next);
    remember(next);
    if (next !== 'closed') return;
    const back = opener.current;
    opener.current = null;
    // After the window has gone: focus where the applicant was.
    queueMicrotask(() => (back?.isConnected ? back.focus() : document.getElementById('main-content')?.focus()));
  }, []);

  useEffect(() => {
    if (!hydrated || !enabled) return;
    // After hydration (the server's page has no window), as the page's other late parts.
    startTransition(() => setState(remembered()));
    return onOpenChat((element) => {
      opener.current = element;
      change('open');
    });
  }, [hydrated, enabled, change]);

  useEffect(() => {
    if (!hydrated || !enabled || !new URLSearchParams(search).has(POP_WEBCHAT_PARAM)) return;
    startTransition(() => change('open'));
    void navigate({ pathname, search: withoutPopWebchat(search), hash }, { replace: true });
  }, [hydrated, enabled, pathname, search, hash, navigate, change]);

  if (!enabled || state === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow state={state} onState={change} devTools={devToolsShown()} />
    </Suspense>
  );
}

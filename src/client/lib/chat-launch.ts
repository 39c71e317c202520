// Opening the chat window (issue 25, spec section 2): the top bar's and the footer's buttons and the
// `?pop-webchat` parameter ask for it; the window (features/chat, loaded the first time it opens)
// is mounted by the shell's launcher, which listens here. Small on purpose: it is in the first
// render's JavaScript, the window is not.

/** The brand's flag that shows the chat (flows/heloc/feature-flags.json). */
export const WEBCHAT_FLAG = 'webchat';

/** Opens the chat once, then leaves the URL (spec section 2); the only parameter status routing carries along. */
export const POP_WEBCHAT_PARAM = 'pop-webchat';

/** The conversation's stored session (localStorage: a refresh or a second tab picks it up; sign-out forgets it). */
export const CHAT_SESSION_KEY = 'chat.session';

/** Where the window was open or collapsed in this tab, so a refresh shows it as it was. */
export const CHAT_WINDOW_KEY = 'chat.window';

type Listener = (opener: HTMLElement | null) => void;
let listener: Listener | undefined;
// A request made before the launcher listens (the buttons are live a commit before it subscribes,
// and while its flag's answer changes it resubscribes): kept, and answered when it does.
let waiting: { opener: HTMLElement | null } | undefined;

/** Asks the launcher to open the window; `opener` gets focus back when it closes. */
export function openChat(opener: HTMLElement | null): void {
  if (listener) listener(opener);
  else waiting = { opener };
}

/** The launcher's subscription (one at a time: there is one shell); answers a request kept for it. */
export function onOpenChat(next: Listener): () => void {
  listener = next;
  const kept = waiting;
  waiting = undefined;
  if (kept) next(kept.opener);
  return () => {
    if (listener === next) listener = undefined;
  };
}

/** The search with only `pop-webchat` kept: what status routing carries to the next screen ('' without it). */
export function carriedSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(POP_WEBCHAT_PARAM)) return '';
  return `?${new URLSearchParams([[POP_WEBCHAT_PARAM, params.get(POP_WEBCHAT_PARAM) ?? '']]).toString()}`;
}

/** The search without `pop-webchat` (after the window has opened for it). */
export function withoutPopWebchat(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(POP_WEBCHAT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

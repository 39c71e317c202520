// Signing out (spec sections 6 and 7): the server revokes the token, then the browser forgets it
// and everything this tab kept (no personal data stays behind). A failed call signs out all the
// same: the token is gone from the browser either way, and the page goes to sign-in.
import { apiCall } from './api';
import { storeToken } from './auth-token';
import { CHAT_SESSION_KEY } from './chat-launch';
import { apiRoutes } from '../../core/contract/routes';

export const LOGOUT_PATH = apiRoutes.logout.path({ role: 'customer' });

export async function signOut(): Promise<void> {
  try {
    await apiCall('POST', LOGOUT_PATH);
  } catch {
    // Already expired or revoked, or offline: nothing more the server needs to do.
  }
  forgetSession();
}

/** What the browser forgets when a session ends (signed out, or refused as expired): the token (and with it the reads kept), this tab's storage, the chat's conversation. */
export function forgetSession(): void {
  storeToken(null);
  sessionStorage.clear();
  // The chat's conversation (its token, the name and email typed) goes with the session.
  try {
    localStorage.removeItem(CHAT_SESSION_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

// Signing out (spec sections 6 and 7): the server revokes the token, then the browser forgets it
// and everything this tab kept (no personal data stays behind). A failed call signs out all the
// same: the token is gone from the browser either way, and the page goes to sign-in.
import { apiCall } from './api';
import { storedRole, storeToken } from './auth-token';
import { apiRoutes } from '../../core/contract/routes';

export async function signOut(): Promise<void> {
  try {
    // The sign-out of the role that signed in (a broker's agent session ends on the agent's path).
    await apiCall('POST', apiRoutes.logout.path({ role: storedRole() }));
  } catch {
    // Already expired or revoked, or offline: nothing more the server needs to do.
  }
  storeToken(null);
  sessionStorage.clear();
}

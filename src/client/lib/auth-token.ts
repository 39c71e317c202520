// The session token lives in localStorage under "jwt" (spec section 6); signed in means one is held.
const KEY = 'jwt';

export function isSignedIn(): boolean {
  try {
    return Boolean(localStorage.getItem(KEY));
  } catch {
    // Storage can be blocked (privacy settings): then nobody is signed in on this page.
    return false;
  }
}

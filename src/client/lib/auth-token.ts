// The session token lives in localStorage under "jwt" (spec section 6); signed in means one is held.
const KEY = 'jwt';

export function storedToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (privacy settings): then nobody is signed in on this page.
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

export const isSignedIn = (): boolean => Boolean(storedToken());

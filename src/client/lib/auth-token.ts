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

/** Whose session it is: 'agent' after the agent variant of sign-in (brokers), else 'customer'. */
const ROLE_KEY = 'jwt_role';
export type SessionRole = 'customer' | 'agent';

export function storedRole(): SessionRole {
  try {
    return localStorage.getItem(ROLE_KEY) === 'agent' ? 'agent' : 'customer';
  } catch {
    return 'customer';
  }
}

/** Keeps (or, with null, forgets) the token; a sign-in names its role, a refreshed token keeps it. */
export function storeToken(token: string | null, role?: SessionRole): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
    if (!token) localStorage.removeItem(ROLE_KEY);
    else if (role) localStorage.setItem(ROLE_KEY, role);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

export const isSignedIn = (): boolean => Boolean(storedToken());

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

// The signed-in profile's type (spec section 3 Profile.type): CO_DEEDER for a co-signer, whose token
// must not open the applicants' area (app/App.tsx signs it out there).
const PROFILE_TYPE_KEY = 'profile_type';

export function storeProfileType(type: string | null | undefined): void {
  try {
    if (type) localStorage.setItem(PROFILE_TYPE_KEY, type);
    else localStorage.removeItem(PROFILE_TYPE_KEY);
  } catch {
    // Storage blocked: nothing to remember.
  }
}

export function isCoDeeder(): boolean {
  try {
    return Boolean(storedToken()) && localStorage.getItem(PROFILE_TYPE_KEY) === 'CO_DEEDER';
  } catch {
    return false;
  }
}

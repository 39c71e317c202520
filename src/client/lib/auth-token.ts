// Where a signed-in person's token is kept. One store per audience, the differences as options:
// the applicant's (and co-signer's) session token lives in localStorage under "jwt" (spec section
// 6; signed in means one is held); the staff console's lives in sessionStorage under its own key,
// so it ends with the tab and is never found where the applicant pages look.
export interface TokenStore {
  read(): string | null;
  /** null forgets the token. */
  store(token: string | null): void;
}

interface TokenStoreOptions {
  key: string;
  /** Read when used: storage can be blocked (privacy settings), and then the getter throws. */
  storage: () => Storage;
  /** Someone signed in or out (not a renewed token, which every answer may bring). */
  onSignedInChange?: () => void;
}

export const tokenStore = ({ key, storage, onSignedInChange }: TokenStoreOptions): TokenStore => {
  const read = () => {
    try {
      return storage().getItem(key);
    } catch {
      // Storage blocked: nobody is signed in on this page.
      return null;
    }
  };
  return {
    read,
    store: (token) => {
      const was = read() !== null;
      try {
        if (token) storage().setItem(key, token);
        else storage().removeItem(key);
      } catch {
        // Storage blocked: the session lasts as long as the page.
      }
      if (was !== Boolean(token)) onSignedInChange?.();
    },
  };
};

// Which sign-in this page is on: one more each time someone signs in or out. A read answered under
// an earlier one says nothing about this one: the application's 401 from before sign-in, still
// kept by swr when the applicant came back to it signed in, ended the new session at once and sent
// them to sign in again (ApiError.fromThisSession).
let generation = 0;
export const sessionGeneration = (): number => generation;

/** The applicant's and co-signer's session (the customer login). */
export const sessionTokens = tokenStore({ key: 'jwt', storage: () => localStorage, onSignedInChange: () => void (generation += 1) });

export const { read: storedToken, store: storeToken } = sessionTokens;
export const isSignedIn = (): boolean => Boolean(storedToken());

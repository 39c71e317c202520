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

/**
 * Signing in or out forgets every read kept in memory (swr's cache): a read outlived the session.
 * The application's 401 from before sign-in was still cached when the applicant came back to it
 * signed in, ended the new session at once, and sent them to sign in again. swr is in the features'
 * chunks, not the first render's: imported here only when needed (once loaded, it resolves within
 * the same task, before the page that follows the sign-in renders).
 */
const forgetKeptReads = () => void import('swr').then(({ mutate }) => mutate(() => true, undefined, { revalidate: false }));

/** The applicant's and co-signer's session (the customer login). */
export const sessionTokens = tokenStore({ key: 'jwt', storage: () => localStorage, onSignedInChange: forgetKeptReads });

export const { read: storedToken, store: storeToken } = sessionTokens;
export const isSignedIn = (): boolean => Boolean(storedToken());

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
}

export const tokenStore = ({ key, storage }: TokenStoreOptions): TokenStore => ({
  read: () => {
    try {
      return storage().getItem(key);
    } catch {
      // Storage blocked: nobody is signed in on this page.
      return null;
    }
  },
  store: (token) => {
    try {
      if (token) storage().setItem(key, token);
      else storage().removeItem(key);
    } catch {
      // Storage blocked: the session lasts as long as the page.
    }
  },
});

/** The applicant's and co-signer's session (the customer login). */
export const sessionTokens = tokenStore({ key: 'jwt', storage: () => localStorage });

export const { read: storedToken, store: storeToken } = sessionTokens;
export const isSignedIn = (): boolean => Boolean(storedToken());

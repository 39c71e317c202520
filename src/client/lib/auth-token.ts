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
  storage: 'local' | 'session';
}

// Storage can be blocked (privacy settings): then nobody is signed in on this page, and a stored
// token lasts as long as the page does not ask for it again.
const storageOf = (kind: TokenStoreOptions['storage']): Storage => (kind === 'local' ? localStorage : sessionStorage);

export function tokenStore({ key, storage }: TokenStoreOptions): TokenStore {
  return {
    read() {
      try {
        return storageOf(storage).getItem(key);
      } catch {
        return null;
      }
    },
    store(token) {
      try {
        if (token) storageOf(storage).setItem(key, token);
        else storageOf(storage).removeItem(key);
      } catch {
        // Storage blocked: see above.
      }
    },
  };
}

/** The applicant's and co-signer's session (the customer login). */
export const sessionTokens = tokenStore({ key: 'jwt', storage: 'local' });

export const storedToken = (): string | null => sessionTokens.read();
export const storeToken = (token: string | null): void => sessionTokens.store(token);
export const isSignedIn = (): boolean => Boolean(storedToken());

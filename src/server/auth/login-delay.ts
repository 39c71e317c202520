// How long a login waits on an account tried often from one address (issue 23): the wait grows
// instead of locking the owner out.
/** The growing delay of a login on an account tried often from one address (LOGIN_DELAY_MAX_MS): each try past `free` doubles it. */
export interface LoginDelay {
  free: number;
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_LOGIN_DELAY: LoginDelay = { free: 5, firstMs: 50, maxMs: 2000 };

/** The wait before checking the password of the account's `tries`-th try in the window. */
export function loginDelayMs(tries: number, delay: LoginDelay): number {
  if (tries <= delay.free) return 0;
  return Math.min(delay.maxMs, delay.firstMs * 2 ** Math.min(tries - delay.free - 1, 20));
}

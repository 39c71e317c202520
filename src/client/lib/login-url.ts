// The sign-in page's URL (spec section 2: /auth/login with an optional redirectUrl, kept only when it
// is a path on this site: a slash then a lower-case letter).
import { LOGIN_PATH } from '../../core/contract/ids';
import { safeRedirectPath } from '../../core/contract/redirect';

export const REDIRECT_PARAM = 'redirectUrl';

export function loginUrl(returnTo?: string): string {
  const back = returnTo === undefined ? undefined : safeRedirectPath(returnTo, '');
  return back ? `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}` : LOGIN_PATH;
}

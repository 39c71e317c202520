// Calls to the staff API (src/core/contract/routes.ts staffApiRoutes) with the staff token only:
// never the applicant's token, and the staff token is never stored where the applicant pages look.
// It lives in sessionStorage, so it ends with the tab. The wrapper and the store are lib's, with
// the console's options.
import { ApiError, apiClient, failureOf } from '../../lib/api';
import { tokenStore } from '../../lib/auth-token';

const staffTokens = tokenStore({ key: 'staffJwt', storage: () => sessionStorage });

export const { read: staffToken, store: storeStaffToken } = staffTokens;

/** A staff call's failure is the one ApiError (status, the server's words, its code). */
export { ApiError as StaffApiError };

export const staffCall = apiClient({ tokens: staffTokens, credentials: 'omit', brandedSession: false });

/** A document's bytes exactly as stored (a staff route that answers an attachment, not JSON). */
export async function staffBytes(path: string): Promise<ArrayBuffer> {
  const token = staffToken();
  const response = await fetch(path, { credentials: 'omit', headers: { accept: '*/*', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw new ApiError(failureOf(response.status, await response.json().catch(() => undefined)));
  return response.arrayBuffer();
}

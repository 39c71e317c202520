// Calls to the staff API (src/core/contract/routes.ts staffApiRoutes) with the staff token only:
// never the applicant's token (lib/api.ts), and the staff token is never stored where the applicant
// pages look. It lives in sessionStorage, so it ends with the tab.
import { failureOf } from '../../lib/api';

const KEY = 'staffJwt';

export function staffToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeStaffToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the console asks for a sign-in on each page.
  }
}

export class StaffApiError extends Error {
  readonly status: number;
  /** The API's error code (LOGIN_CODE_REQUIRED shows the one-time code field). */
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function staffCall<T>(method: string, path: string, options: { body?: unknown; query?: Record<string, string> } = {}): Promise<T> {
  const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;
  const token = staffToken();
  const response = await fetch(url, {
    method,
    credentials: 'omit',
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = failureOf(response.status, body);
    throw new StaffApiError(response.status, failure.message, failure.code);
  }
  return body as T;
}

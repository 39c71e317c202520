// Calls to our services (spec section 7): JSON, the organisation header, the session token as
// Authorization, and a bearer token in a response header stored as the new session. A failure
// throws ApiError with the client rule of spec section 8 (joined errors, else common.errors.generic). One wrapper for every audience: the staff console makes its own caller
// with apiClient (its token store, no cookies, no organisation header).
import i18next from 'i18next';
import { toApiFailure, UNEXPECTED_KEY, type ApiFailure } from '../../core/contract/api-error';
import { sessionGeneration, sessionTokens, type TokenStore } from './auth-token';
import { atProductBase, learnProductFor, learnProducts } from './product-base';
import { reportFailedCall } from './error-reporting';

let orgCode: string | undefined;

/** Every call names the page's organisation, so the server acts under the brand the page shows. */
export function configureApi(options: { orgCode: string }): void {
  orgCode = options.orgCode;
}

/** A failed answer by the client rule, its fallback words from this page's copy (the brand's, if it overrides them). */
export const failureOf = (status: number, body: unknown): ApiFailure => toApiFailure(status, body, i18next.t(UNEXPECTED_KEY));

export class ApiError extends Error {
  readonly failure: ApiFailure;
  /** The sign-in it was answered under (lib/auth-token's sessionGeneration). */
  readonly session: number;
  constructor(failure: ApiFailure, session = sessionGeneration()) {
    super(failure.message);
    this.failure = failure;
    this.session = session;
  }

  /** False for a failure kept from before someone signed in or out since (it does not end this session). */
  fromThisSession(): boolean {
    return this.session === sessionGeneration();
  }
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Lets the request finish after the page unloads (telemetry sent as the applicant moves on). */
  keepalive?: boolean;
  /** 'no-referrer' keeps the page's address (its query may hold prefill data) out of the Referer header. */
  referrerPolicy?: ReferrerPolicy;
}

export type ApiCall = <T>(method: string, path: string, options?: CallOptions) => Promise<T>;

export interface ApiClientOptions {
  tokens: TokenStore;
  credentials: RequestCredentials;
  /** Names the page's organisation (x-org) and keeps a bearer token the answer renews: the applicant pages. */
  brandedSession: boolean;
}

export function apiClient({ tokens, credentials, brandedSession }: ApiClientOptions): ApiCall {
  const call: ApiCall = async <T>(method: string, path: string, options: CallOptions = {}): Promise<T> => {
    await learnProductFor(path, (statusPath) => call('GET', statusPath));
    const at = atProductBase(path);
    const url = options.query ? `${at}?${new URLSearchParams(options.query).toString()}` : at;
    const token = tokens.read();
    const session = sessionGeneration();
    const response = await fetch(url, {
      method,
      credentials,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(brandedSession && orgCode ? { 'x-org': orgCode } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.referrerPolicy ? { referrerPolicy: options.referrerPolicy } : {}),
    }).catch((cause: unknown) => {
      // No answer (offline, refused): spec section 8's words, still a TypeError as fetch's own, so
      // lib/retry.ts tries again and error reporting drops it as network noise.
      throw cause instanceof TypeError ? new TypeError(`Response was not defined for ${at}`, { cause }) : cause;
    });
    const bearer = brandedSession ? /^Bearer (.+)$/.exec(response.headers.get('authorization') ?? '')?.[1] : undefined;
    if (bearer) tokens.store(bearer);
    if (response.status === 204) return undefined as T;
    const text = await response.text().catch(() => '');
    let body: unknown;
    let readable = true;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      readable = false;
    }
    if (!response.ok || !readable) {
      // A 5xx or an answer the page does not expect goes to the error list (its route pattern, method and status only).
      reportFailedCall(method, path, response.status);
      const failed = new ApiError(failureOf(response.status, body), session);
      // A 200 that is not JSON (a proxy's page): spec section 8's words for the developer; the screen shows failure.message.
      if (response.ok) failed.message = `Response was not convertible to json for ${at}`;
      throw failed;
    }
    learnProducts(body);
    return body as T;
  };
  return call;
}

/** The applicant's and co-signer's calls. */
export const apiCall: ApiCall = apiClient({ tokens: sessionTokens, credentials: 'same-origin', brandedSession: true });

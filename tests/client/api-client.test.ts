// One fetch wrapper and one token store for every audience (issue 30 item 3): the applicant's calls
// name the page's organisation, send cookies of this site and keep a bearer token the answer
// renews, in localStorage; the staff console's calls carry only the staff token (sessionStorage),
// no cookie, no organisation, and never take a token from an answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, configureApi } from '../../src/client/lib/api';
import { failureMessage } from '../../src/client/lib/failure-message';
import { isRetryableFailure } from '../../src/client/lib/retry';
import i18next from 'i18next';
import { storeToken, storedToken, tokenStore } from '../../src/client/lib/auth-token';
import { staffCall, staffToken, storeStaffToken } from '../../src/client/features/staff/staff-api';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let sent: RequestInit[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json', authorization: 'Bearer renewed' } });
  });
  configureApi({ orgCode: 'acme-lending' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one fetch wrapper, the audience as options', () => {
  it("the applicant's call names the organisation, sends this site's cookies and keeps the renewed token", async () => {
    await apiCall('GET', '/x');
    const headers = sent[0]!.headers as Record<string, string>;
    expect({ credentials: sent[0]!.credentials, org: headers['x-org'] }).toEqual({ credentials: 'same-origin', org: 'acme-lending' });
    expect(storedToken()).toBe('renewed');
  });

  it("the staff call carries the staff token alone: no cookie, no organisation, no token taken from the answer", async () => {
    storeStaffToken('staff-token');
    await staffCall('GET', '/staff/api/v1/x');
    const headers = sent[0]!.headers as Record<string, string>;
    expect({ credentials: sent[0]!.credentials, org: headers['x-org'], authorization: headers.authorization }).toEqual({ credentials: 'omit', org: undefined, authorization: 'Bearer staff-token' });
    expect({ staff: staffToken(), applicant: storedToken() }).toEqual({ staff: 'staff-token', applicant: null });
    expect(sessionStorage.getItem('staffJwt')).toBe('staff-token');
    expect(localStorage.getItem('staffJwt')).toBeNull();
  });
});

describe('a sign-in or sign-out starts a new session for the failures kept', () => {
  it('tells of a sign-in and a sign-out, not of a renewed token', () => {
    const changes: string[] = [];
    const store = tokenStore({ key: 'jwt', storage: () => localStorage, onSignedInChange: () => changes.push(localStorage.getItem('jwt') ?? 'signed out') });
    store.store('first');
    store.store('renewed');
    store.store(null);
    store.store(null);
    expect(changes).toEqual(['first', 'signed out']);
  });

  it("a failure answered before a sign-in or sign-out is not this session's; a renewed token keeps it", async () => {
    vi.stubGlobal('fetch', async () => new Response('{"code":"UNAUTHENTICATED"}', { status: 401, headers: { 'content-type': 'application/json' } }));
    const failed = (await apiCall('GET', '/service-application/api/v1/application/heloc/x').catch((e: unknown) => e)) as ApiError;
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed.fromThisSession()).toBe(true);
    storeToken('signed-in');
    expect(failed.fromThisSession()).toBe(false);
    const later = (await apiCall('GET', '/x').catch((e: unknown) => e)) as ApiError;
    storeToken('renewed');
    expect(later.fromThisSession()).toBe(true);
  });
});

describe("spec section 8's generic client failures", () => {
  const failureOf = (call: Promise<unknown>) => call.then(() => undefined, (e: unknown) => e);
  // The page's words for a failure without its own (whatever this worker's i18next holds: it is shared, not set here).
  const generic = () => i18next.t('common.errors.generic');

  it("an answer that is not JSON fails with 'Response was not convertible to json for {url}'; the screen says the generic words", async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>proxy</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const failed = (await failureOf(apiCall('GET', '/x'))) as ApiError;
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed.message).toBe('Response was not convertible to json for /x');
    expect({ status: failed.failure.status, shown: failureMessage(failed) }).toEqual({ status: 200, shown: generic() });
  });

  it('an empty answer is no body, not a failure', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 200 }));
    expect(await apiCall('POST', '/x', { body: {} })).toBeUndefined();
  });

  it("no answer at all fails with 'Response was not defined for {url}' (no query), still a TypeError the retry helper tries again", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failed = await failureOf(apiCall('GET', '/x', { query: { q: '1 Main St' } }));
    expect(failed).toBeInstanceOf(TypeError);
    expect((failed as Error).message).toBe('Response was not defined for /x');
    expect(isRetryableFailure(failed)).toBe(true);
    expect(failureMessage(failed)).toBe(generic());
    expect(failureMessage(failed)).not.toBe((failed as Error).message);
  });

  it('an aborted call stays an abort', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    expect(((await failureOf(apiCall('GET', '/x'))) as Error).name).toBe('AbortError');
  });
});

// The registration submit's calls, in order, for the shorter signed-in path (issue 17 item 7): the
// profile's phone stands in for a skipped Contact Info, a can't-start answer saves the legal name
// before 'Account Already Exists' (spec section 8), and external login asks a signed-out applicant
// to sign in instead of registering without a password.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAndApply } from '../../src/client/features/flow/submit/register-and-apply';
import { SubmitBlocked } from '../../src/client/features/flow/submit/submit-blocked';
import { apiRoutes } from '../../src/core/contract/routes';

const answers = {
  propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', occupancyType: 'HOME' },
  isListedForSale: 'NO',
  income: { income: 120000, otherIncome: null, employmentType: 'FULL_TIME' },
  name: { firstName: 'Pat', lastName: 'Newname' },
  dob: { month: 5, day: 17, year: 1980 },
  termPrivacyConsent: true,
  communicationConsent: true,
  smsTransactionalConsent: true,
};
const PROFILE = { email: 'pat@example.com', phoneNumbers: [{ type: 'MOBILE', number: '(555) 555-0100' }] };

type Answer = { status?: number; body?: unknown };
function serve(answerFor: (method: string, path: string) => Answer | undefined) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    calls.push({ method, path, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const { status = 200, body = {} } = answerFor(method, path) ?? {};
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function signedIn(token: string | null) {
  const store = new Map<string, string>(token ? [['jwt', token]] : []);
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
}

const input = (extra: object = {}) => ({ answers: { ...answers, ...extra }, product: 'heloc' as const, query: new URLSearchParams(), idempotencyKey: 'key-1' });

beforeEach(() => signedIn('token'));
afterEach(() => vi.unstubAllGlobals());

describe('registerAndApply, signed in', () => {
  it("can't start: saves the name to the profile, then stops with 'Account Already Exists' (no application)", async () => {
    const calls = serve((method, path) => {
      if (path === apiRoutes.list.path({})) return { body: [] };
      if (path === apiRoutes.profile.path({})) return { body: PROFILE };
      if (path === apiRoutes.abilityToStart.path({})) return { body: { canStartApplication: false, organizationsWithActiveApplication: [], hasRecentHeloc: false } };
      return undefined;
    });
    const error = await registerAndApply(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmitBlocked);
    expect((error as SubmitBlocked).reason).toBe('accountExists');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET ${apiRoutes.list.path({})}`,
      `GET ${apiRoutes.profile.path({})}`,
      `GET ${apiRoutes.abilityToStart.path({})}`,
      `PUT ${apiRoutes.profileName.path({})}`,
    ]);
    expect(calls.at(-1)!.body).toEqual(answers.name);
  });

  it('a recent HELOC saves the name too, and says so with its own modal', async () => {
    const calls = serve((_m, path) =>
      path === apiRoutes.abilityToStart.path({}) ? { body: { canStartApplication: false, organizationsWithActiveApplication: [], hasRecentHeloc: true } } : path === apiRoutes.list.path({}) ? { body: [] } : { body: PROFILE },
    );
    const error = await registerAndApply(input()).catch((e: unknown) => e);
    expect((error as SubmitBlocked).reason).toBe('recentHeloc');
    expect(calls.some((c) => c.method === 'PUT' && c.path === apiRoutes.profileName.path({}))).toBe(true);
  });

  it("Contact Info skipped: the phone is not sent again, and the SMS consent goes with the profile's phone", async () => {
    const calls = serve((method, path) => {
      if (path === apiRoutes.list.path({})) return { body: [] };
      if (path === apiRoutes.profile.path({})) return { body: PROFILE };
      if (path === apiRoutes.abilityToStart.path({})) return { body: { canStartApplication: true, organizationsWithActiveApplication: [], hasRecentHeloc: false } };
      if (path === apiRoutes.consentTypes.path({})) return { body: [] };
      if (path === apiRoutes.create.path({})) return { status: 201, body: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001' } };
      if (path.startsWith('/service-comms-prefs/external')) return { body: { uuid: 'prompt-1' } };
      return undefined;
    });
    expect(await registerAndApply(input())).toEqual({ applicationUuid: 'a1b2c3d4-0000-4000-8000-000000000001' });
    expect(calls.some((c) => c.path === apiRoutes.identityAlias.path({}) || c.path === apiRoutes.register.path({}))).toBe(false);
    const consent = calls.find((c) => c.path === apiRoutes.userConsent.path({}));
    expect(consent?.body).toMatchObject({ phone: '(555) 555-0100' });
  });
});

describe('registerAndApply, signed out under external login', () => {
  it('asks to sign in (no password was asked) and calls nothing', async () => {
    signedIn(null);
    const calls = serve(() => undefined);
    const error = await registerAndApply(input({ email: 'pat@example.com', phoneNumber: '(555) 555-0100' })).catch((e: unknown) => e);
    expect((error as SubmitBlocked).reason).toBe('signIn');
    expect(calls).toEqual([]);
  });
});

describe('registerAndApply, signed out', () => {
  const registering = input({ email: 'pat@example.com', phoneNumber: '(555) 555-0100', password: 'Granite-Kettle-47!' });
  const identity = { uuid: 'b1b2c3d4-0000-4000-8000-000000000001', email: 'pat@example.com', organizationCode: 'acme-lending', type: 'CUSTOMER', createdAt: '2026-12-02T00:00:00.000Z' };

  it('registers, then reads the identity with the token the registration answered, before anything else', async () => {
    signedIn(null);
    const calls = serve((_m, path) => {
      if (path === apiRoutes.register.path({})) return { body: { jwt: 'new-token' } };
      if (path === apiRoutes.identity.path({ version: 'v1' })) return { body: identity };
      if (path === apiRoutes.abilityToStart.path({})) return { body: { canStartApplication: false, organizationsWithActiveApplication: [], hasRecentHeloc: false } };
      return undefined;
    });
    await registerAndApply(registering).catch(() => undefined);
    expect(calls.slice(0, 3).map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${apiRoutes.register.path({})}`,
      `GET ${apiRoutes.identity.path({ version: 'v1' })}`,
      `PUT ${apiRoutes.identityAlias.path({})}`,
    ]);
  });

  it("the identity read failing is spec section 8's 'identity exists': the account-exists modal, and nothing more is saved", async () => {
    signedIn(null);
    const calls = serve((_m, path) => {
      if (path === apiRoutes.register.path({})) return { body: { jwt: 'new-token' } };
      if (path === apiRoutes.identity.path({ version: 'v1' })) return { status: 503, body: { code: 'UNAVAILABLE', errors: ['Unavailable'] } };
      return undefined;
    });
    const error = await registerAndApply(registering).catch((e: unknown) => e);
    expect((error as SubmitBlocked).reason).toBe('accountExists');
    expect(calls.map((c) => c.path)).toEqual([apiRoutes.register.path({}), apiRoutes.identity.path({ version: 'v1' })]);
  });
});

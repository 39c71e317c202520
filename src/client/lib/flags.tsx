// The page's feature flags (issue 17, spec sections 6 and 9): the brand's values come with the page
// (org-data, resolved by the server at load, so the first render — the server's too — knows them);
// then POST .../api/v1/features, keyed by identity and application (the application of the URL),
// cached for the page's life, refreshed every 60 s and on demand (refreshFlags). A failed lookup
// keeps what the page has (spec section 8: the fallback is used).
import { createContext, useContext, useEffect, useReducer, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageFlags } from '../../core/brand/view';
import { APPLICATION_BASE_PATH, apiRoutes } from '../../core/contract/routes';
import { apiCall } from './api';
import { storedToken } from './auth-token';

/** Spec section 9: 'feature-flag poll 60 s'. */
export const FLAG_POLL_MS = 60_000;
const TRACKER_KEY = 'trackerUuid';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FlagsContext = createContext<PageFlags>({});
const cache = new Map<string, PageFlags>();
const refreshers = new Set<() => void>();

/** The tracker id kept in browser storage (spec section 9); made once. */
function trackerId(): string {
  try {
    let id = localStorage.getItem(TRACKER_KEY);
    if (!id) localStorage.setItem(TRACKER_KEY, (id = crypto.randomUUID()));
    return id;
  } catch {
    return 'no-storage';
  }
}

/** The application of an application page (/account/heloc/{uuid}/...), if any. */
export function applicationOfPath(pathname: string): string | undefined {
  const first = pathname.startsWith(`${APPLICATION_BASE_PATH}/`) ? pathname.slice(APPLICATION_BASE_PATH.length + 1).split('/')[0] : undefined;
  return first && UUID.test(first) ? first : undefined;
}

async function fetchFlags(applicationUuid: string | undefined): Promise<PageFlags> {
  const body = { optimizeUser: { trackerId: trackerId(), attributes: applicationUuid ? { applicationUuid } : {} } };
  const { features } = await apiCall<{ features: Array<{ key: string; enabled: boolean; variables: Record<string, unknown> }> }>(
    'POST',
    apiRoutes.features.path({ context: apiRoutes.create.product }),
    { body },
  );
  return Object.fromEntries(features.map((f) => [f.key, { enabled: f.enabled, variables: f.variables }]));
}

/** Asks the service again now (e.g. after sign-in), instead of at the next poll. */
export function refreshFlags(): void {
  refreshers.forEach((refresh) => refresh());
}

export function FlagsProvider({ initial, children }: { initial: PageFlags | undefined; children: ReactNode }) {
  const application = applicationOfPath(useLocation().pathname);
  const [, answered] = useReducer((n: number) => n + 1, 0);
  const key = `${storedToken() ?? ''}|${application ?? ''}`;
  // The service's answer for this identity and application; until one, the page's (the brand's) values.
  const flags = cache.get(key) ?? initial ?? {};
  useEffect(() => {
    let live = true;
    const load = () => {
      const asked = `${storedToken() ?? ''}|${application ?? ''}`;
      fetchFlags(application).then(
        (fresh) => {
          cache.set(asked, fresh);
          if (live) answered();
        },
        () => undefined,
      );
    };
    // The page came with the brand's values: an application's own are asked for at once.
    if (application && !cache.has(key)) load();
    const timer = setInterval(load, FLAG_POLL_MS);
    refreshers.add(load);
    return () => {
      live = false;
      clearInterval(timer);
      refreshers.delete(load);
    };
  }, [application, key]);
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

/** A flag's value and variables (an unknown flag is off). */
export function useFlagState(key: string): { enabled: boolean; variables?: Record<string, unknown> } | undefined {
  return useContext(FlagsContext)[key];
}

export const useFlag = (key: string): boolean => useFlagState(key)?.enabled === true;

/** Every flag's value, as a flow's rules read it (context.flags). */
export function useFlagValues(): Record<string, boolean> {
  const flags = useContext(FlagsContext);
  return Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, v.enabled]));
}

// The flag service's client, loaded after the first render by lib/flags.tsx: POST .../api/v1/features
// with the tracker id and the page's application, answers cached per identity and application for
// the page's life, asked again every 60 s (spec section 9) and on demand. A failed call keeps what
// the page has (spec section 8: the fallback is used).
import type { PageFlags } from "../../core/brand/view";
import { apiRoutes } from "../../core/contract/routes";
import { apiCall } from "./api";
import { defaultPageProduct } from "./products";
import { storedToken } from "./auth-token";
// The one tracker id of this browser, the same one telemetry sends (lib/tracker-id.ts).
import { trackerId } from "./tracker-id";
import { FLAG_POLL_MS } from "../../core/flags/poll";

const cache = new Map<string, PageFlags>();
const refreshers = new Set<() => void>();

async function fetchFlags(
  applicationUuid: string | undefined,
): Promise<PageFlags> {
  const body = {
    optimizeUser: {
      trackerId: trackerId(),
      attributes: applicationUuid ? { applicationUuid } : {},
    },
  };
  const { features } = await apiCall<{
    features: Array<{
      key: string;
      enabled: boolean;
      variables: Record<string, unknown>;
    }>;
  }>("POST", apiRoutes.features.path({ context: defaultPageProduct() }), {
    body,
  });
  return Object.fromEntries(
    features.map((f) => [
      f.key,
      { enabled: f.enabled, variables: f.variables },
    ]),
  );
}

/**
 * Keeps `show` given this page's flags while the application stays: the cached answer at once (or
 * undefined — the page's own values — for the brand's, which came with the page), the service's
 * at once for an application's, then every 60 s. Returns the stop.
 */
export function syncFlags(
  application: string | undefined,
  show: (flags: PageFlags | undefined) => void,
): () => void {
  const key = () => `${storedToken() ?? ""}|${application ?? ""}`;
  let live = true;
  const load = () => {
    const asked = key();
    fetchFlags(application).then(
      (fresh) => {
        cache.set(asked, fresh);
        if (live && asked === key()) show(fresh);
      },
      () => undefined,
    );
  };
  const cached = cache.get(key());
  show(cached);
  if (!cached && application) load();
  const timer = setInterval(load, FLAG_POLL_MS);
  refreshers.add(load);
  return () => {
    live = false;
    clearInterval(timer);
    refreshers.delete(load);
  };
}

/** Asks the service again now (e.g. after sign-in), instead of at the next poll. */
export function refreshFlags(): void {
  refreshers.forEach((refresh) => refresh());
}

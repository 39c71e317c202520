// The page's feature flags (issue 17, spec sections 6 and 9): the brand's values come with the page
// (org-data, resolved by the server at load, so the first render — the server's too — knows them);
// after it, lib/flags-sync asks the service per identity and application, caches the answers and
// polls every 60 s. Only reading the values is in the first render's JavaScript.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router-dom";
import type { PageFlags } from "../../core/brand/view";
import { APPLICATION_BASE_PATH } from "../../core/contract/routes";
import { isUuid } from "../../core/contract/ids";

const FlagsContext = createContext<PageFlags>({});

/** The application of an application page (/account/heloc/{uuid}/...), if any. */
export function applicationOfPath(pathname: string): string | undefined {
  const first = pathname.startsWith(`${APPLICATION_BASE_PATH}/`)
    ? pathname.slice(APPLICATION_BASE_PATH.length + 1).split("/")[0]
    : undefined;
  return isUuid(first) ? first : undefined;
}

/** Asks the service again now (e.g. after sign-in), instead of at the next poll. */
export const refreshFlags = (): Promise<void> =>
  import("./flags-sync").then((m) => m.refreshFlags());

export function FlagsProvider({
  initial,
  children,
}: {
  initial: PageFlags | undefined;
  children: ReactNode;
}) {
  const application = applicationOfPath(useLocation().pathname);
  const [fresh, setFresh] = useState<PageFlags>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import("./flags-sync").then((m) => {
      if (live) stop = m.syncFlags(application, setFresh);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [application]);
  return (
    <FlagsContext.Provider value={fresh ?? initial ?? {}}>
      {children}
    </FlagsContext.Provider>
  );
}

/** A flag's value and variables (an unknown flag is off). */
export function useFlagState(
  key: string,
): { enabled: boolean; variables?: Record<string, unknown> } | undefined {
  return useContext(FlagsContext)[key];
}

export const useFlag = (key: string): boolean =>
  useFlagState(key)?.enabled === true;

/** Every flag's value, as a flow's rules read it (context.flags). */
export function useFlagValues(): Record<string, boolean> {
  const flags = useContext(FlagsContext);
  // The same object while the flags are the same, so a flow context built from it stays stable.
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(flags).map(([k, v]) => [k, v.enabled]),
      ),
    [flags],
  );
}

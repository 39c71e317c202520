// The site the page was opened on (protocol and host): window.location in the browser; the server's
// first render (src/client/app/entry-server.tsx) gives the request's, as there is no window there.
import { createContext, useContext, type ReactNode } from 'react';

export interface Site {
  protocol: string;
  host: string;
}

const SiteContext = createContext<Site | undefined>(undefined);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  return useContext(SiteContext) ?? window.location;
}

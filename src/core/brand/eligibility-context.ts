// context.eligibility of a flow: the brand's lending states, disaster ZIPs, the New York modal flag
// and, per property state, the other brand's site with its address on this host. Built from the
// page's BrandView in the browser and from the same view on the server, so both see the same data.
import type { BrandView, StateRedirectTarget } from './view';

export interface OtherSite {
  orgCode: string;
  companyName: string;
  /** The host name (and port) the link opens, e.g. ny.example.com. */
  host: string;
  url: string;
}

export interface EligibilityContext {
  eligibleStates: string[];
  blockedStates: string[];
  regulatorReviewStates: string[];
  disasterZips: string[];
  /** The fe-heloc-figure-ny-modal flag: states listed in stateRedirects open the modal instead of a block. */
  nyModal: boolean;
  stateRedirects: Record<string, OtherSite>;
}

/** Where the page or request is: `https:` (or `https`) and `acme.example.com:8443`. */
export interface Site {
  protocol: string;
  host: string;
}

/** `nyModal`: the fe-heloc-figure-ny-modal flag as resolved (the manifest's features.nyModal when not given). */
export function eligibilityContext(view: Pick<BrandView, 'eligibility' | 'features'>, site: Site, path = '/', nyModal: boolean = view.features.nyModal): EligibilityContext {
  const { stateRedirects, hostPrefixes, ...lists } = view.eligibility;
  const sites = Object.fromEntries(Object.entries(stateRedirects).map(([state, target]) => [state, otherSite(site, hostPrefixes, target, path)]));
  return { ...lists, nyModal, stateRedirects: sites };
}

const isIpAddress = (hostname: string) => /^\[.*\]$/.test(hostname) || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);

/**
 * The other brand on this domain (spec section 1, brand by host prefix): this brand's prefix label
 * replaced by the other's (ny.example.com for acme.example.com), the prefix added to a bare
 * domain (ny.localhost for localhost), or, on an IP address or for a brand without a prefix, the
 * same host with ?org=.
 */
export function otherSite(site: Site, ownPrefixes: string[], target: StateRedirectTarget, path = '/'): OtherSite {
  const [hostname = '', port] = splitHost(site.host);
  const labels = hostname.split('.');
  const byOrg = !target.hostPrefix || isIpAddress(hostname);
  let name = hostname;
  if (!byOrg) name = labels.length > 1 && ownPrefixes.includes(labels[0]!) ? [target.hostPrefix, ...labels.slice(1)].join('.') : `${target.hostPrefix}.${hostname}`;
  const host = port ? `${name}:${port}` : name;
  const query = byOrg ? `?org=${encodeURIComponent(target.orgCode)}` : '';
  return { orgCode: target.orgCode, companyName: target.companyName, host, url: `${site.protocol.replace(/:$/, '')}://${host}${path}${query}` };
}

function splitHost(host: string): [string, string | undefined] {
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host);
  return m ? [m[1]!.toLowerCase(), m[2]] : [host.toLowerCase(), undefined];
}

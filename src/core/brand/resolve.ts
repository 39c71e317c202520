// Which brand a page or a call is for (spec section 1): the host name's first label (a brand's
// host prefix, so acme.localhost:3000 opens Acme), else the org parameter, else the default brand.
// An org that names no brand is an error: 'No private label data found', with the details.
export const NO_PRIVATE_LABEL = 'No private label data found';

export interface BrandIndex<T> {
  byCode: ReadonlyMap<string, T>;
  byHostPrefix: ReadonlyMap<string, T>;
  defaultCode: string;
}

export type Resolution<T> = { ok: true; org: T; via: 'host' | 'org' | 'default' } | { ok: false; error: string; details: string };

/** The first label of a host name, when it has one that could be a prefix (not an IP, not bare localhost). */
export function hostPrefix(host: string | undefined): string | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!name || /^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  return labels.length >= 2 ? labels[0] : undefined;
}

export function resolveBrand<T>(index: BrandIndex<T>, request: { host?: string; org?: string }): Resolution<T> {
  const prefix = hostPrefix(request.host);
  const byHost = prefix ? index.byHostPrefix.get(prefix) : undefined;
  if (byHost) return { ok: true, org: byHost, via: 'host' };
  if (request.org) {
    const named = index.byCode.get(request.org);
    return named ? { ok: true, org: named, via: 'org' } : { ok: false, error: NO_PRIVATE_LABEL, details: `organisation "${request.org.slice(0, 40)}" is not configured` };
  }
  const fallback = index.byCode.get(index.defaultCode);
  return fallback ? { ok: true, org: fallback, via: 'default' } : { ok: false, error: NO_PRIVATE_LABEL, details: `default organisation "${index.defaultCode}" is not configured` };
}

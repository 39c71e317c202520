// Where a link the server hands out (mailed or in an answer) may point, issue 23 item 1 (catalogue
// S5). A Host header is the caller's to choose, and a check on its raw text ("ends with
// .localhost") is fooled by any character that ends a URL authority first (`evil.example#.localhost`
// opens evil.example). So: the configured origin (PUBLIC_ORIGIN) whenever there is one; without one
// (development only: production refuses to start), the request's Host only when it parses as a URL
// authority that round-trips unchanged and names a loopback host. X-Forwarded-Host is never read.

export type PublicOriginParse = { origin: string } | { problem: string };

const ORIGIN_PROBLEM = 'PUBLIC_ORIGIN must be an origin such as https://apply.example.com (a scheme and a host, no path, query or user)';

/** PUBLIC_ORIGIN checked and normalised (`https://apply.example.com/` -> `https://apply.example.com`); https in production. */
export function parsePublicOrigin(raw: string, options: { production: boolean }): PublicOriginParse {
  if (!URL.canParse(raw)) return { problem: ORIGIN_PROBLEM };
  const url = new URL(raw);
  const onlyOrigin = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '' && !raw.includes('?') && !raw.includes('#');
  if (!onlyOrigin || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return { problem: ORIGIN_PROBLEM };
  if (options.production && url.protocol !== 'https:') return { problem: 'PUBLIC_ORIGIN must be an https:// origin when NODE_ENV=production' };
  return { origin: url.origin };
}

/** DNS labels ending in `localhost` (RFC 6761: always loopback), or the loopback addresses as the URL parser writes them. */
const LOCAL_HOSTNAME = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*localhost|127\.0\.0\.1|\[::1\])$/;
// What a local authority can hold at all; anything else (`#`, `/`, `?`, `\`, `@`, `%`, spaces,
// non-ASCII) is refused before parsing, so no parser leniency or IDNA mapping is relied upon.
const AUTHORITY_CHARS = /^[A-Za-z0-9.\-:[\]]+$/;

/** The request's own origin when its Host names a local host exactly (case aside); else undefined. */
export function localRequestOrigin(request: { protocol: string; host: string | undefined }): string | undefined {
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !host || !AUTHORITY_CHARS.test(host)) return undefined;
  const candidate = `${protocol}://${host}`;
  if (!URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  // Round trip: the parser read the header as one authority, the same text (no address rewritten,
  // nothing cut off); only an explicit default port (`localhost:80`, what fastify.inject sends) is dropped.
  const written = host.toLowerCase();
  if (url.host !== written && `${url.host}:${protocol === 'https' ? 443 : 80}` !== written) return undefined;
  return LOCAL_HOSTNAME.test(url.hostname) ? url.origin : undefined;
}

/**
 * The origin of every outward link: the configured origin (already checked by parsePublicOrigin at
 * start), else the request's local origin, else none (the caller makes no link and says why).
 */
export function outwardOrigin(publicOrigin: string | undefined, request: { protocol: string; host: string | undefined }): string | undefined {
  if (publicOrigin) return new URL(publicOrigin).origin;
  return localRequestOrigin(request);
}

/** A link at `origin` (from outwardOrigin) to one of our paths; throws rather than leave the origin. */
export function outwardLink(origin: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  const url = new URL(`${path}${search ? `?${search}` : ''}`, origin);
  if (!path.startsWith('/') || path.startsWith('//') || url.origin !== origin) throw new Error(`outward link: ${path} leaves ${origin}`);
  return url.href;
}

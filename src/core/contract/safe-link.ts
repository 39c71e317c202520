// Where a link we did not write may lead (catalogue R2): a banner's link, a message's. A path on
// this site passes the sign-in redirect's own rule (./redirect.ts); an address elsewhere must be
// https: on the default port, without user or password, and its host name exactly one of the list
// (so allowed.com.evil.com, allowed.com@evil.com, ALLOWED.com. and punycode look-alikes fail).
// Anything else is shown as plain text by the caller.
import { safeRedirectPath } from './redirect';

/** Longer addresses are refused outright: nobody types one, and they are a parser's worst case. */
export const MAX_LINK_LENGTH = 2000;

/** The href to render, or null when the link must be shown as text. */
export function allowedLinkHref(href: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof href !== 'string' || href.length === 0 || href.length > MAX_LINK_LENGTH) return null;
  if (href.startsWith('/')) return safeRedirectPath(href, '') || null;
  // The exact text is what the browser follows: no whitespace or control characters to be trimmed away.
  if (/[\s\\]/.test(href) || [...href].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (!URL.canParse(href)) return null;
  const url = new URL(href);
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  // Written as parsed: no upper-case letters, escapes or an explicit :443 the parser would tidy away.
  const prefix = `https://${url.hostname}`;
  if (!href.startsWith(prefix) || !/^(?:[/?#]|$)/.test(href.slice(prefix.length))) return null;
  return allowedHosts.includes(url.hostname) ? href : null;
}

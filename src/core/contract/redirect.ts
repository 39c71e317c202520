// Where a browser may be sent after sign-in or sign-out: only a path on this site (catalogue R1).
// Accepted iff it starts with "/" and a lower-case letter and resolves to the same origin; anything
// else (//evil.com, /\evil.com, javascript:, encoded or full-width slashes, spaces) falls back.
const PROBE_ORIGIN = 'https://origin.invalid';

export function safeRedirectPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || !/^\/[a-z]/.test(candidate)) return fallback;
  // Control characters and backslashes are read differently by browsers and URL parsers.
  if (candidate.includes('\\') || [...candidate].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  try {
    return new URL(candidate, PROBE_ORIGIN).origin === PROBE_ORIGIN ? candidate : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A brand's own page elsewhere (its terms, privacy policy, licenses): only an https URL with a host
 * and no user name or password in it; anything else (http:, javascript:, a bare word) is not linked.
 */
export function isSafeExternalUrl(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || !URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

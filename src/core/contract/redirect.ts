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

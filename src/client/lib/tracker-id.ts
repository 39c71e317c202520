// The tracker id (spec section 9: "Tracker id stored in browser storage"): one random UUID per
// browser, kept in localStorage, sent with telemetry and to the feature-flag service
// (optimizeUser.trackerId). It names a browser, never a person.
const TRACKER_KEY = 'tracker-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let fallback: string | undefined;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** This browser's tracker id, made on first use (kept in memory when storage is refused). */
export function trackerId(): string {
  try {
    const known = localStorage.getItem(TRACKER_KEY);
    if (known && UUID.test(known)) return known;
    const fresh = fallback ?? randomUuid();
    localStorage.setItem(TRACKER_KEY, fresh);
    return fresh;
  } catch {
    fallback ??= randomUuid();
    return fallback;
  }
}

// Error reports from the browser (issue 29 item 7): what a report may carry and how it is cleaned.
// Beside the contract, not in it: the noise it drops is the browsers' own words, matched, never shown.
// One pure module for both sides: the browser scrubs before it sends, the server scrubs again what
// the schema let through (schemas/api/client-error-report.schema.json), so a client that skipped
// the first pass still stores nothing personal (catalogue P2, S4). No email, name, phone number,
// uuid, token or query string survives: a message keeps its words, not the values put into it.
import { screenName } from '../contract/telemetry';

export const CLIENT_ERROR_KINDS = ['uncaught', 'unhandledrejection', 'failed-call'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Bounds of a report (the schema says the same numbers). */
export const CLIENT_ERROR_LIMITS = {
  message: 300,
  frames: 5,
  frame: 120,
  route: 300,
  release: 64,
  /** Reports one page load sends at most (the browser's own bound; the rate limit is the server's). */
  perPage: 10,
  /** Error groups kept per brand: a new kind of error past this many is dropped (counts go on). */
  groupsPerBrand: 500,
  /** Days a group is kept after it was last seen (pruned by the hourly maintenance job). */
  retentionDays: 30,
} as const;

export interface ClientErrorReport {
  release: string;
  kind: ClientErrorKind;
  message: string;
  frames: string[];
  /** The page's route pattern (/account/heloc/:uuid/offer), never its path. */
  route: string;
  /** A failed call's API route pattern, method and status. */
  call?: { route: string; method: string; status: number };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+/g;
/** A JWT, or any run of 20+ token characters that holds a digit (a key, a hash, a session id). */
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g;
const TOKEN = /\b(?=[A-Za-z0-9_+=-]*[0-9])[A-Za-z0-9_+=-]{20,}\b/g;
/** An address: its origin and path are kept (as a pattern), its query and fragment never. */
const URL_LIKE = /\b(?:https?|wss?):\/\/[^\s"'<>)]+/g;
/** Three or more digits, separators allowed between them (a phone, an SSN, an account, an amount, a date). */
const DIGITS = /\(?\d(?:[ ().\-/]{0,2}\d){2,}/g;
/** Quoted values ('Pat', "Pat Smith", `x`): the words around them say what failed. */
const QUOTED = /(["'`])(?:(?!\1)[^\n]){1,200}?\1/g;
/** A query string or fragment left in a relative path. */
const QUERY = /[?#][^\s"'<>)]*/g;
/** What is left that the schema refuses: control characters (NUL among them, PITFALLS) and angle brackets. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE = /[\u0000-\u001f\u007f<>]/g;

/** An address as its pattern: origin kept, path segments as route words, :uuid or :param, no query. */
function urlPattern(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${screenName(url.pathname)}`;
  } catch {
    return ':url';
  }
}

/** Free text without the values of a person: what every message goes through, on both sides. */
export function scrubText(text: string, max: number = CLIENT_ERROR_LIMITS.message): string {
  return text
    .replace(URL_LIKE, urlPattern)
    .replace(QUOTED, '$1…$1')
    .replace(EMAIL, ':email')
    .replace(JWT, ':token')
    .replace(UUID, ':uuid')
    .replace(TOKEN, ':token')
    .replace(QUERY, '')
    .replace(DIGITS, ':n')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** One stack frame as `function (chunk.js:line:col)`: a file's path cut to its own name. */
function frameOf(line: string): string | undefined {
  const trimmed = line.trim();
  if (!trimmed || /^[A-Za-z]*Error\b|^\w+:\s/.test(trimmed)) return undefined;
  // Chromium: "at fn (https://host/assets/app-abc1234.js:1:200)"; Firefox/Safari: "fn@https://host/assets/app.js:1:200".
  const gecko = /^([^@\s(]*)@(.+)$/.exec(trimmed);
  const text = gecko ? `${gecko[1]} (${gecko[2]})` : trimmed.replace(/^at\s+/, '');
  const located = /^(.*?)\s*\(?((?:[a-z-]+:\/\/|\/)?[^\s()]*?)([^/\s()]+?):(\d+):(\d+)\)?$/i.exec(text);
  if (!located) return undefined;
  const fn = located[1]!.replace(/[^A-Za-z0-9_$. ]/g, '').trim().slice(0, 60) || 'anonymous';
  const file = located[3]!.split(/[?#]/)[0]!.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 80) || 'unknown';
  return scrubFrame(`${fn} (${file}:${located[4]!.slice(0, 7)}:${located[5]!.slice(0, 7)})`);
}

/** Nine or more digits in a name (a phone or an account number made into a function or file name). */
const DIGITS_IN_NAME = /\d{9,}/g;
/** A frame as stored: `function (file:line:col)` of safe characters, ids and tokens out; anything else dropped. */
const FRAME = /^[A-Za-z0-9_$.: ]{1,60} \([A-Za-z0-9_.:-]{1,80}:\d{1,7}:\d{1,7}\)$/;
export function scrubFrame(frame: string): string | undefined {
  // Not the token rule: a chunk's name (SandboxThrow-Ab3defg) is as long as a token and ours.
  const clean = frame.replace(UUID, ':uuid').replace(JWT, ':token').replace(DIGITS_IN_NAME, ':n');
  return FRAME.test(clean) ? clean.slice(0, CLIENT_ERROR_LIMITS.frame) : undefined;
}


/** The top frames of a stack, each reduced to its function and chunk name. */
export function normaliseStack(stack: string | undefined): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const frame = frameOf(line);
    if (frame) frames.push(frame);
    if (frames.length === CLIENT_ERROR_LIMITS.frames) break;
  }
  return frames;
}

/** Messages that say the network (or the browser) failed, not our code. */
const NOISE_MESSAGES = [
  /^(?:TypeError: )?Failed to fetch/i,
  /^(?:TypeError: )?Response was not defined for /,
  /NetworkError when attempting to fetch resource/i,
  /^(?:TypeError: )?Load failed$/i,
  /^(?:TypeError: )?(?:cancelled|The network connection was lost\.?)$/i,
  /ResizeObserver loop/i,
  /^(?:AbortError|The (?:user|operation) aborted)/i,
];
const EXTENSION = /(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//i;

/** Whether an error is noise to drop before it is reported: the network, an extension, a cross-origin script. */
export function isNoise(message: string, stack: string | undefined): boolean {
  if (stack && EXTENSION.test(stack)) return true;
  if (/^Script error\.?$/i.test(message.trim()) && !stack) return true;
  return NOISE_MESSAGES.some((pattern) => pattern.test(message.trim()));
}

const ROUTE_PATTERN = /^\/([a-z][a-z0-9-]*|:uuid|:param)?(\/([a-z][a-z0-9-]*|:uuid|:param))*$/;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A route pattern as stored: the screen name of a path, or '/' for anything that is not one. */
export function routePatternOf(path: string): string {
  // A pattern already (the server's second pass) stays as it is: its :uuid and :param are kept.
  const segments = (path.split(/[?#]/)[0] ?? '/').split('/').filter(Boolean);
  const named = segments.map((s) => (s === ':uuid' || s === ':param' ? s : screenName(`/${s}`).slice(1)));
  const pattern = `/${named.slice(0, 12).join('/')}`.slice(0, CLIENT_ERROR_LIMITS.route);
  return ROUTE_PATTERN.test(pattern) ? pattern : '/';
}

/** A report cleaned: the same function on both sides, so what the server stores is what a clean client sent. */
export function scrubReport(report: ClientErrorReport): ClientErrorReport {
  const release = report.release.replace(/[^A-Za-z0-9._+-]/g, '').slice(0, CLIENT_ERROR_LIMITS.release) || 'unknown';
  const call = report.call && METHODS.includes(report.call.method.toUpperCase())
    ? { route: routePatternOf(report.call.route), method: report.call.method.toUpperCase(), status: Math.trunc(report.call.status) }
    : undefined;
  return {
    release,
    kind: report.kind,
    message: scrubText(report.message) || ':empty',
    frames: report.frames.slice(0, CLIENT_ERROR_LIMITS.frames).flatMap((f) => scrubFrame(f) ?? []),
    route: routePatternOf(report.route),
    ...(call ? { call } : {}),
  };
}

/** FNV-1a, 32 bits twice (two seeds), as 16 hex digits: pure, the same in Node and the browser. */
function hash(text: string): string {
  const run = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return run(0x811c9dc5) + run(0x01000193);
}

/**
 * A group's key: kind, message with its numbers and names already out, the top frame without its
 * line and column (a rebuild moves them), the page's route and a failed call's route, method and
 * status. The same error on every page load of a screen counts in one group.
 */
export function fingerprintOf(report: ClientErrorReport): string {
  const top = (report.frames[0] ?? '').replace(/:\d+:\d+\)$/, ')').replace(/-[A-Za-z0-9_]{6,10}\.js/, '.js');
  const call = report.call ? `${report.call.method} ${report.call.route} ${report.call.status}` : '';
  return hash([report.kind, report.message.toLowerCase(), top, report.route, call].join('\n'));
}

/** Whether a failed call is worth a report: a 5xx or an unexpected status (0, a redirect); never a 4xx, which the page answers itself. */
export function reportableStatus(status: number): boolean {
  return status < 400 || status > 499;
}

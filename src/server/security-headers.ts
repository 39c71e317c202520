// The security headers of every answer, in one place: @fastify/helmet sends them on the app's
// answers (create-server.ts), and the same list goes on the answers Node's HTTP parser makes before
// a request reaches the app (400 for a malformed request, 431 for oversized headers).
import http from 'node:http';
import type { Socket } from 'node:net';

/** The content security policy, less the per-page style nonce helmet adds to style-src. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // Validators are precompiled, so no 'unsafe-eval'; no inline script either.
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Style attributes (MUI's computed positions, also in the server's markup) cannot hold selectors.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
} satisfies Record<string, string[]>;

export const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Helmet's headers as it sends them (its defaults plus our policy and HSTS), for an answer made without it. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': `max-age=${HSTS.maxAge}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}`,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};

/**
 * Fastify's clientErrorHandler: the answer Node would write for a request it could not parse, with
 * the app's security headers and the API's error body, then the socket closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ code: 'INVALID_REQUEST', errors: [http.STATUS_CODES[status]] });
  const headers = { ...STATIC_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

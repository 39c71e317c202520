// How long a client may take and how many sockets one address may hold (issue 23 items 3 and 4,
// catalogue S6). Without them a client dripping a header line every few seconds holds its socket
// for good, and a thousand such sockets use up the process's descriptors: /healthz stops answering.
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export interface ConnectionLimits {
  /** The request line and headers must arrive within this (Node answers 408 and closes). */
  headersTimeoutMs: number;
  /** A whole request, body included, except an upload's. */
  requestTimeoutMs: number;
  /** A whole upload request: 5 MB from a phone on a slow uplink. */
  uploadTimeoutMs: number;
  /** An idle kept-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket that sends and receives nothing for this long is closed (a stalled body or answer). */
  connectionTimeoutMs: number;
  /** Open sockets per client address; past it a new socket is closed at once. 0: no cap. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // 5 MB at about 350 kbit/s, a weak mobile uplink.
  uploadTimeoutMs: 120_000,
  // Fastify's own default: longer than the idle time clients and proxies keep a socket for, so the
  // server never closes one a client is reusing that instant (a 5 s value gave a browser test
  // ECONNRESET). Idle sockets are bounded by the per-address cap instead.
  keepAliveTimeoutMs: 72_000,
  connectionTimeoutMs: 120_000,
  maxConnectionsPerAddress: 100,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes uploads: its body may take `uploadTimeoutMs` instead of `requestTimeoutMs`. */
    upload?: boolean;
  }
}

/**
 * Fastify's options for the limits. Node's own request timeout is the longest of the two (it is one
 * for the whole server); the shorter one is held per request by `limitConnections`. Node checks
 * its timeouts on an interval (30 s by default): a shorter one makes them bite on time.
 */
export function serverTimeoutOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs),
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, Math.floor(limits.headersTimeoutMs / 2)) },
  };
}

/** The per-address cap on the server's sockets and the shorter timeout of requests that are not uploads. */
export function limitConnections(app: FastifyInstance, limits: ConnectionLimits): void {
  if (limits.maxConnectionsPerAddress > 0) capPerAddress(app.server, limits.maxConnectionsPerAddress);
  app.addHook('onRequest', async (request, reply) => {
    // A request without a body (or whose body is in) has nothing left to wait for.
    if (request.raw.complete || request.routeOptions.config.upload) return;
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      request.log.info({ route: request.routeOptions.url, timeoutMs: limits.requestTimeoutMs }, 'request body too slow: socket closed');
      request.raw.socket.destroy();
    }, limits.requestTimeoutMs);
    timer.unref();
    // A body nobody reads (a GET's, a refused request's) never ends: the answer ends the wait too.
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear).once('close', clear);
    reply.raw.once('finish', clear).once('close', clear);
  });
}

// Counted on the 'connection' event, before a byte is read: a socket past the cap costs one accept.
function capPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

// Old page addresses the server answers with a redirect before any page is drawn (no first-page
// bytes): /account/heloc-signer and everything under it go to /heloc-signer, the rest of the path
// and the query string kept (spec section 2).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LEGACY_SIGNER_BASE, SIGNER_BASE } from '../../core/contract/routes';

/** The same address under the new base: `${from}/a/b?x=1` → `${to}/a/b?x=1`. */
export function movedPath(url: string, from: string, to: string): string {
  return url.startsWith(from) ? `${to}${url.slice(from.length)}` : to;
}

export function legacyPageRoutes(): FastifyPluginAsync {
  const moved = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(301).header('location', movedPath(request.url, LEGACY_SIGNER_BASE, SIGNER_BASE)).header('cache-control', 'no-cache').send();
  return async (app) => {
    app.get(LEGACY_SIGNER_BASE, moved);
    app.get(`${LEGACY_SIGNER_BASE}/*`, moved);
  };
}

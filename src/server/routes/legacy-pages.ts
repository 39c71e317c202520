// Old page addresses the server answers with a redirect before any page is drawn (no first-page
// bytes), spec section 2:
// - /account/heloc-signer and everything under it go to /heloc-signer, the rest of the path and the
//   query string kept;
// - /account/register goes to the registration flow (/account/heloc/register), the query kept;
// - the root, /account and any other path under /account (not the application area itself, nor a
//   flow's own pages: a product's registration such as /account/dscr/register) leave
//   for the application area's front door, which resumes the applicant's application or shows the
//   dashboard (sign-in first when signed out), the query kept.
// Every Location is one of our own paths plus the request's query string: nothing of the requested
// path is echoed into it except after the signer base, so no open redirect (//evil, /\evil).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { APPLICATION_BASE_PATH, LEGACY_ACCOUNT_BASE, LEGACY_REGISTER_PATH, LEGACY_SIGNER_BASE, SIGNER_BASE, pageRoutes } from '../../core/contract/routes';

/** The same address under the new base: `${from}/a/b?x=1` → `${to}/a/b?x=1`. */
export function movedPath(url: string, from: string, to: string): string {
  return url.startsWith(from) ? `${to}${url.slice(from.length)}` : to;
}

/** The request's query string with its '?', or nothing. */
export function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

const pathOf = (url: string) => url.split('?')[0] ?? '';
/** The application area's own pages, which the /account catch-all must leave to the page router. */
const inApplicationArea = (path: string) => path === APPLICATION_BASE_PATH || path.startsWith(`${APPLICATION_BASE_PATH}/`);

const redirect = (reply: FastifyReply, code: 301 | 302, location: string) =>
  reply.code(code).header('location', location).header('cache-control', 'no-cache').send();

/** `flowPaths`: every flow's basePath, pages the router draws (under /account for another product). */
export function legacyPageRoutes(flowPaths: readonly string[] = []): FastifyPluginAsync {
  const isFlowPage = (path: string) => flowPaths.some((base) => path === base || path.startsWith(`${base}/`));
  const signer = (request: FastifyRequest, reply: FastifyReply) => redirect(reply, 301, movedPath(request.url, LEGACY_SIGNER_BASE, SIGNER_BASE));
  const register = (request: FastifyRequest, reply: FastifyReply) => redirect(reply, 301, `${pageRoutes.register}${queryOf(request.url)}`);
  // 302: where the front door leads depends on who is signed in, so browsers must not remember it.
  const frontDoor = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (inApplicationArea(path) || isFlowPage(path)) return reply.callNotFound();
    return redirect(reply, 302, `${pageRoutes.resume}${queryOf(request.url)}`);
  };
  return async (app) => {
    app.get(LEGACY_SIGNER_BASE, signer);
    app.get(`${LEGACY_SIGNER_BASE}/*`, signer);
    app.get(LEGACY_REGISTER_PATH, register);
    app.get('/', frontDoor);
    app.get(LEGACY_ACCOUNT_BASE, frontDoor);
    app.get(`${LEGACY_ACCOUNT_BASE}/*`, frontDoor);
  };
}

// Spec section 7's other base paths: every application route the route table writes under
// APPLICATION (the HELOC's base) is also served under each other product's apiBasePath, registered
// by one loop over the manifests (no product named here). An application read at a base path that
// is not its own product's answers the same 404 as a missing one (catalogue Z1), so a base path
// never shows another product's data.
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { APPLICATION } from '../../core/contract/routes';
import { isUuid } from '../../core/contract/ids';
import { productServedAt, rebase } from '../../core/product/base-paths';
import type { AppContext } from '../app-context';
import { audit } from '../audit';
import { notFound } from '../errors';
import { productOfApplication } from '../store/applications';

/** What a copy of a route must not carry over: where Fastify placed the original. */
type Placement = 'url' | 'path' | 'routePath' | 'prefix';

export function productBasePaths(ctx: Pick<AppContext, 'db' | 'products'>): FastifyPluginAsync {
  const others = ctx.products.all().map((m) => m.apiBasePath).filter((base) => base !== APPLICATION);
  const plugin: FastifyPluginAsync = async (app) => {
    // onRoute runs in the plugin that adds the route (`this`), so each copy keeps that plugin's
    // hooks, and its own options (session check, schema, config) come along. HEAD is skipped:
    // Fastify adds one beside every GET, the copies' included.
    app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
      if (route.method === 'HEAD' || !route.url?.startsWith(`${APPLICATION}/`)) return;
      // Fastify's own placement fields (path, routePath, prefix) are left out: the copy gets its own.
      const { url, path: _path, routePath: _routePath, prefix: _prefix, ...options } = route as RouteOptions & Record<Placement, string>;
      for (const base of others) this.route({ ...options, url: rebase(url, APPLICATION, base) });
    });
    app.addHook('preHandler', async (request) => {
      const served = productServedAt(ctx.products, request.routeOptions.url ?? '');
      const uuid = (request.params as Record<string, unknown> | undefined)?.uuid;
      if (!served || typeof uuid !== 'string' || !isUuid(uuid)) return;
      const product = await productOfApplication(ctx.db, uuid);
      // A missing application is the route's own 404; one of another product is this one.
      if (product !== undefined && product !== served.id) {
        audit(request, { refused: true });
        throw notFound();
      }
    });
  };
  // Outside encapsulation (fastify-plugin's marker), so the hooks see every route registered after it.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

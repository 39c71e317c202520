import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { applicationRoutes } from './application';
import { flowRoutes } from './flows';
import { identityRoutes } from './identity';

/** Every route plugin of the server, one per service of spec section 7. */
export function buildRoutes(ctx: AppContext): FastifyPluginAsync[] {
  return [flowRoutes(ctx), identityRoutes(ctx), applicationRoutes(ctx)];
}

import type { FastifyPluginAsync } from 'fastify';
import { flowRoutes, type FlowRoutesOptions } from './flows';

/** Every route plugin of the server, built from what they need. */
export function buildRoutes(deps: FlowRoutesOptions): FastifyPluginAsync[] {
  return [flowRoutes(deps)];
}

import type { FastifyPluginAsync } from 'fastify';

/** Route plugins main.ts mounts by default: one plugin per service. */
export const routes: FastifyPluginAsync[] = [];

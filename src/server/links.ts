// The server's side of outward links (issue 23 item 1): PUBLIC_ORIGIN read and checked once for
// the start (config.ts lists its problem with the others; buildApp refuses to build without it in
// production), and the origin of a request's links, which every route that mails or answers a link
// takes from here (src/core/links/outward-origin.ts decides).
import type { FastifyRequest } from 'fastify';
import { outwardOrigin, parsePublicOrigin } from '../core/links/outward-origin';
import type { AppContext } from './app-context';

/** PUBLIC_ORIGIN: its origin, nothing (allowed outside production only) or the problem to refuse the start with. */
export function readPublicOrigin(env: NodeJS.ProcessEnv): { origin?: string; problem?: string } {
  const raw = env.PUBLIC_ORIGIN?.trim();
  const production = env.NODE_ENV?.trim() === 'production';
  if (!raw) return production ? { problem: 'PUBLIC_ORIGIN is required when NODE_ENV=production (the https origin links in mail point to, e.g. https://apply.example.com)' } : {};
  return parsePublicOrigin(raw, { production });
}

/** The origin this request's links may name, or undefined: no link can be made (the caller says why). */
export function linkOriginOf(ctx: Pick<AppContext, 'publicOrigin'>, request: Pick<FastifyRequest, 'protocol' | 'headers'>): string | undefined {
  return outwardOrigin(ctx.publicOrigin, { protocol: request.protocol, host: request.headers.host });
}
